import { describe, expect, it } from 'vitest'
import { listingAnalyticsTags, listingConfigure } from './listing-widgets'

describe('listing analytics tags', () => {
  it('tag a listing’s searches with the page they come from', () => {
    expect(listingAnalyticsTags({})).toEqual(['search-page'])
    expect(listingAnalyticsTags({ category: ['Women', 'Clothing'] })).toEqual(['category-page'])
    expect(listingConfigure('anon-1', ['search-page'])).toMatchObject({
      analyticsTags: ['search-page'],
      attributesToHighlight: ['name'],
      clickAnalytics: true,
      userToken: 'anon-1',
    })
  })
})

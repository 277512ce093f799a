import { describe, expect, it } from 'vitest'
import { listingHasHits, listingRedirectTarget } from './initial-results'
import type { ListingResults } from './listing-results'

const withRenderingContent = (renderingContent: unknown, nbHits = 0) =>
  ({
    products: { state: {}, results: [{ hits: [], nbHits, renderingContent }] },
  }) as unknown as ListingResults

describe('listingHasHits', () => {
  it('tells whether the main search found anything', () => {
    expect(listingHasHits(withRenderingContent(undefined, 3))).toBe(true)
    expect(listingHasHits(withRenderingContent(undefined, 0))).toBe(false)
    expect(listingHasHits({} as ListingResults)).toBe(false)
  })
})

describe('listingRedirectTarget', () => {
  it("follows a rule's redirect to a shop path or an http(s) URL", () => {
    expect(listingRedirectTarget(withRenderingContent({ redirect: { url: '/help' } }))).toBe(
      '/help',
    )
    expect(
      listingRedirectTarget(withRenderingContent({ redirect: { url: 'https://example.com/x' } })),
    ).toBe('https://example.com/x')
  })

  it('ignores results without a usable redirect', () => {
    expect(listingRedirectTarget(withRenderingContent(undefined))).toBeUndefined()
    expect(
      listingRedirectTarget(withRenderingContent({ redirect: { url: 'javascript:alert(1)' } })),
    ).toBeUndefined()
    expect(listingRedirectTarget({} as ListingResults)).toBeUndefined()
  })
})

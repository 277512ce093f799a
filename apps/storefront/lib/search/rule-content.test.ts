import { describe, expect, it } from 'vitest'
import { redirectTarget, ruleBanners } from './rule-content'

describe('query rule content', () => {
  it('keeps well-formed banners and drops outside links and other data', () => {
    expect(
      ruleBanners([
        { banner: { title: 'Sale', text: 'Up to 40% off', link: '/search?onSale=true' } },
        { banner: { title: 'Elsewhere', link: 'https://evil.example' } },
        { banner: { title: '' } },
        { promo: 'x' },
        null,
      ]),
    ).toEqual([
      { title: 'Sale', text: 'Up to 40% off', link: '/search?onSale=true' },
      { title: 'Elsewhere' },
    ])
    expect(ruleBanners(undefined)).toEqual([])
    // Browsers drop tabs and newlines from URLs: this link would lead to //evil.example.
    expect(ruleBanners([{ banner: { title: 'Tab', link: '/\t/evil.example' } }])).toEqual([
      { title: 'Tab' },
    ])
  })

  it('follows shop paths and http(s) redirects only', () => {
    expect(redirectTarget({ redirect: { url: '/help' } })).toBe('/help')
    expect(redirectTarget({ redirect: { url: 'https://example.com/help' } })).toBe(
      'https://example.com/help',
    )
    expect(redirectTarget({ redirect: { url: 'javascript:alert(1)' } })).toBeUndefined()
    expect(redirectTarget({ redirect: { url: '//evil.example' } })).toBeUndefined()
    for (const url of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/\\evil.example',
    ])
      expect(redirectTarget({ redirect: { url } })).toBeUndefined()
    expect(redirectTarget({ facetOrdering: {} })).toBeUndefined()
    expect(redirectTarget(undefined)).toBeUndefined()
  })
})

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
    // A Location header must be ASCII (Node answers 500 otherwise), without line breaks.
    expect(
      redirectTarget({ redirect: { url: '/category/\u00c9t\u00e9?q=caf\u00e9#r\u00e9' } }),
    ).toBe('/category/%C3%89t%C3%A9?q=caf%C3%A9#r%C3%A9')
    expect(redirectTarget({ redirect: { url: '/help\r\nx-injected: 1' } })).toMatch(
      /^[\x21-\x7e]+$/,
    )
  })
})

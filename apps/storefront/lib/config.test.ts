import { describe, expect, it } from 'vitest'
import { ConfigError, hostOrigin, parseSearchHost, resolveConfig } from './config'

const hosted = {
  NEXT_PUBLIC_ALGOLIA_APP_ID: 'LATENCY',
  NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: 'abc123search',
  NEXT_PUBLIC_ALGOLIA_INDEX: 'shop_products',
}

describe('resolveConfig', () => {
  it('uses the embedded engine when nothing is set', () => {
    expect(resolveConfig({})).toEqual({
      mode: 'embedded',
      appId: 'VITRINE',
      searchApiKey: 'vitrine-local-search-key',
      indexName: 'products',
      host: { protocol: 'http', url: '127.0.0.1', port: 4710 },
      suggestionsIndexName: 'products_query_suggestions',
    })
  })

  it("takes the embedded engine's application ID and search key from VITRINE_*", () => {
    const env = { VITRINE_APP_ID: 'MINE', VITRINE_SEARCH_KEY: '0123456789abcdef0123456789abcdef' }
    expect(resolveConfig(env)).toMatchObject({
      mode: 'embedded',
      appId: 'MINE',
      searchApiKey: '0123456789abcdef0123456789abcdef',
    })
    expect(() => resolveConfig({ VITRINE_SEARCH_KEY: 'same', VITRINE_ADMIN_KEY: 'same' })).toThrow(
      /admin key/,
    )
  })

  it('treats blank values as unset', () => {
    expect(resolveConfig({ NEXT_PUBLIC_ALGOLIA_APP_ID: '  ', ALGOLIA_HOST: '' }).mode).toBe(
      'embedded',
    )
  })

  it('points the embedded defaults at ALGOLIA_HOST', () => {
    expect(resolveConfig({ ALGOLIA_HOST: '127.0.0.1:4711' }).host).toEqual({
      protocol: 'http',
      url: '127.0.0.1',
      port: 4711,
    })
  })

  it('uses Algolia hosts when the three variables are set', () => {
    expect(resolveConfig(hosted)).toEqual({
      mode: 'algolia',
      appId: 'LATENCY',
      searchApiKey: 'abc123search',
      indexName: 'shop_products',
      host: undefined,
      suggestionsIndexName: undefined,
    })
  })

  it('reads the Query Suggestions index from NEXT_PUBLIC_ALGOLIA_SUGGESTIONS_INDEX', () => {
    const name = { NEXT_PUBLIC_ALGOLIA_SUGGESTIONS_INDEX: 'shop_products_query_suggestions' }
    expect(resolveConfig({ ...hosted, ...name }).suggestionsIndexName).toBe(
      'shop_products_query_suggestions',
    )
    expect(resolveConfig(name).suggestionsIndexName).toBe('shop_products_query_suggestions')
  })

  it('keeps a custom host with hosted credentials', () => {
    const config = resolveConfig({ ...hosted, ALGOLIA_HOST: 'https://search.example.com' })
    expect(config.host).toEqual({ protocol: 'https', url: 'search.example.com' })
  })

  it.each([
    [
      { NEXT_PUBLIC_ALGOLIA_APP_ID: 'X' },
      /NEXT_PUBLIC_ALGOLIA_SEARCH_KEY, NEXT_PUBLIC_ALGOLIA_INDEX missing/,
    ],
    [
      { NEXT_PUBLIC_ALGOLIA_APP_ID: 'X', NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: 'k' },
      /NEXT_PUBLIC_ALGOLIA_INDEX missing/,
    ],
    [{ NEXT_PUBLIC_ALGOLIA_INDEX: 'products' }, /Set all of NEXT_PUBLIC_ALGOLIA_APP_ID/],
  ])('rejects a partial configuration %#', (env, message) => {
    expect(() => resolveConfig(env)).toThrow(ConfigError)
    expect(() => resolveConfig(env)).toThrow(message)
  })

  it('rejects an admin key in the browser-visible variable', () => {
    expect(() =>
      resolveConfig({ ...hosted, NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: 'vitrine-local-admin-key' }),
    ).toThrow(/search-only API key/)
  })

  it('never reads an admin key from the environment', () => {
    expect(() => resolveConfig({ ...hosted, ALGOLIA_ADMIN_KEY: 'abc123search' })).not.toThrow()
  })

  it('rejects embedded credentials aimed at Algolia', () => {
    const env = { ...hosted, NEXT_PUBLIC_ALGOLIA_APP_ID: 'VITRINE' }
    expect(() => resolveConfig(env)).toThrow(/Set ALGOLIA_HOST/)
    expect(resolveConfig({ ...env, ALGOLIA_HOST: '10.0.0.2:4710' }).host?.url).toBe('10.0.0.2')
  })

  it.each(['ftp://x:1', 'http://h:1/path', 'http://[bad', 'http://user@h:1'])(
    'rejects the malformed host %s',
    (raw) => {
      expect(() => resolveConfig({ ALGOLIA_HOST: raw })).toThrow(/ALGOLIA_HOST/)
    },
  )
})

describe('hosts', () => {
  it.each([
    ['127.0.0.1:4710', 'http://127.0.0.1:4710'],
    ['http://localhost:80', 'http://localhost'],
    ['https://a.example', 'https://a.example'],
  ])('parses %s', (raw, origin) => {
    expect(hostOrigin(parseSearchHost(raw))).toBe(origin)
  })
})

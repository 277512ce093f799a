import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { createFakeV5Client } from '../test/fake-clients'
import { getRelatedProducts, getTrendingItems } from './get-recommendations'
import { RecommendInputError } from './recommend-error'
import type { RecommendClient } from './recommend-client'

const notClients: [string, unknown][] = [
  ['{}', {}],
  ['undefined', undefined],
  ['null', null],
  ['a string', 'APPID'],
  ['a search-only client', { search: () => {}, searchForHits: () => {} }],
  ['a full client whose initRecommend makes no client', { initRecommend: () => ({}) }],
]

describe('a value that is not a recommend client', () => {
  it.each(notClients)('%s rejects with INVALID_CLIENT naming what to pass', async (_, client) => {
    const call = getRelatedProducts({
      recommendClient: client as RecommendClient,
      indexName: 'products',
      objectIDs: [],
    })
    await expect(call).rejects.toBeInstanceOf(RecommendInputError)
    await expect(call).rejects.toMatchObject({
      code: 'INVALID_CLIENT',
      field: 'recommendClient',
      message: expect.stringMatching(
        /^recommendClient: .* must be recommendClient\(\) from @algolia\/recommend 5, liteClient\(\) from algoliasearch\/lite 5, algoliasearch\(\) from algoliasearch 5 or recommend\(\) from @algolia\/recommend 4$/,
      ),
    })
  })

  it('shows an object by its first keys', async () => {
    await expect(
      getTrendingItems({
        recommendClient: { search() {}, a: 1, b: 2, c: 3 } as unknown as RecommendClient,
        indexName: 'products',
      }),
    ).rejects.toThrow(/^recommendClient: \{search,a,b\} must be/)
  })

  it('is accepted once it has getRecommendations', async () => {
    const client = createFakeV5Client()
    await getTrendingItems({ recommendClient: client, indexName: 'products' })
    expect(client.getRecommendations).toHaveBeenCalledTimes(1)
  })
})

describe('RecommendInputError', () => {
  it('passes instanceof across the CommonJS and ES copies of the class (brand check)', () => {
    // A second copy of the class, as a CommonJS and an ES build loaded side by side would have.
    const require = createRequire(import.meta.url)
    const copy = new Function('module', 'exports', 'require', classSource())
    const module = { exports: {} as { RecommendInputError: typeof RecommendInputError } }
    copy(module, module.exports, require)
    const Other = module.exports.RecommendInputError
    expect(Other).not.toBe(RecommendInputError)
    expect(new Other('INVALID_STRING', 'x', '')).toBeInstanceOf(RecommendInputError)
    expect(new RecommendInputError('INVALID_STRING', 'x', '')).toBeInstanceOf(Other)
    expect(new Error('no')).not.toBeInstanceOf(RecommendInputError)
    expect({ name: 'RecommendInputError' }).not.toBeInstanceOf(RecommendInputError)
    expect(null).not.toBeInstanceOf(RecommendInputError)
  })
})

/** The class re-declared from its own source text, as a separate module would. */
function classSource() {
  const source = RecommendInputError.toString()
  return `const brand = Symbol.for('@vitrine/recommend-core:RecommendInputError')
const RECOMMEND_ERRORS = { INVALID_STRING: 'must be a non-empty string' }
const show = String
module.exports.RecommendInputError = ${source}`
}

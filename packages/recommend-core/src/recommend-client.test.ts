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
        /^recommendClient: .* must be recommendClient, liteClient, algoliasearch \(v5\) or recommend \(v4\)$/,
      ),
    })
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
  return `const brand = Symbol.for('vitrine.RecommendInputError')
const RECOMMEND_ERRORS = { INVALID_STRING: 'must be a non-empty string' }
module.exports.RecommendInputError = ${source}`
}

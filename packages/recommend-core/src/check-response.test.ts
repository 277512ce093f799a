// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { getRelatedProducts, getTrendingFacets } from './get-recommendations'
import { RecommendInputError } from './recommend-error'

const answering = (body: unknown) => ({ getRecommendations: async () => body as never })
const related = (body: unknown, objectIDs = ['A']) =>
  getRelatedProducts({ recommendClient: answering(body), indexName: 'products', objectIDs })

describe('a malformed answer from the client', () => {
  it.each([
    ['no body', undefined],
    ['no results', {}],
    ['results not an array', { results: 'oops' }],
    ['fewer results than requests', { results: [] }],
    ['a result without hits', { results: [{}] }],
    ['a null hit', { results: [{ hits: [null] }] }],
    ['hits without objectID', { results: [{ hits: [{ name: 'a' }, { name: 'b' }] }] }],
    ['a numeric objectID', { results: [{ hits: [{ objectID: 7 }] }] }],
  ])('%s rejects with INVALID_RESPONSE instead of a TypeError or a wrong list', async (_, body) => {
    const error: unknown = await related(body).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(RecommendInputError)
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE', field: 'results' })
    expect((error as Error).message).toMatch(
      /^results: .* must hold one \{ hits: \[\{ objectID \}\] \} per request$/,
    )
  })

  it('shows the start of the results it got, unquoted, and keeps them as the value', async () => {
    const results = [{ hits: [{ name: 'a' }] }]
    await expect(related({ results })).rejects.toMatchObject({
      message:
        'results: [{"hits":[{"name":"a"}]}] must hold one { hits: [{ objectID }] } per request',
      value: results,
    })
    const long = [{ hits: ['x'.repeat(200)] }]
    await expect(related({ results: long })).rejects.toThrow(
      `results: ${JSON.stringify(long).slice(0, 80)} must hold`,
    )
  })

  it('checks trending facets for a facetName, and an empty answer', async () => {
    const facets = (body: unknown) =>
      getTrendingFacets({ recommendClient: answering(body), indexName: 'p', facetName: 'brand' })
    await expect(facets({ results: [] })).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
    await expect(facets({ results: [{ hits: [{ objectID: 'x' }] }] })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    })
    await expect(
      facets({ results: [{ hits: [{ facetName: 'brand', facetValue: 'Acme' }] }] }),
    ).resolves.toEqual({
      recommendations: [{ facetName: 'brand', facetValue: 'Acme', __position: 1 }],
    })
  })

  it('accepts every well-formed answer and refuses it once any hit loses its objectID', async () => {
    const hitsArb = fc.array(
      fc.record({ objectID: fc.string(), _score: fc.double({ min: 0, max: 100 }) }),
      { maxLength: 5 },
    )
    await fc.assert(
      fc.asyncProperty(
        fc.array(hitsArb, { minLength: 1, maxLength: 4 }),
        fc.nat(),
        async (perRequest, pick) => {
          const objectIDs = perRequest.map((_, i) => `input-${i}`)
          const results = perRequest.map((hits) => ({ hits }))
          await expect(related({ results }, objectIDs)).resolves.toBeDefined()
          const all = results.flatMap(({ hits }) => hits)
          if (all.length === 0) return
          const broken = structuredClone(results)
          const hit = broken.flatMap(({ hits }) => hits)[pick % all.length]!
          delete (hit as { objectID?: string }).objectID
          await expect(related({ results: broken }, objectIDs)).rejects.toMatchObject({
            code: 'INVALID_RESPONSE',
          })
        },
      ),
      { numRuns: 100 },
    )
  })
})

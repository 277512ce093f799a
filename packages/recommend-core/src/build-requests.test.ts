import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  buildFrequentlyBoughtTogetherRequests,
  buildLookingSimilarRequests,
  buildRecommendedForYouRequests,
  buildRelatedProductsRequests,
  buildTrendingFacetsRequests,
  buildTrendingItemsRequests,
} from './build-requests'
import { RecommendInputError } from './recommend-error'

const objectBuilders = [
  ['related-products', buildRelatedProductsRequests],
  ['bought-together', buildFrequentlyBoughtTogetherRequests],
  ['looking-similar', buildLookingSimilarRequests],
] as const

function hasUndefined(value: unknown): boolean {
  if (value === undefined) return true
  if (value === null || typeof value !== 'object') return false
  return Object.values(value).some(hasUndefined)
}

function errorOf(run: () => unknown): RecommendInputError {
  try {
    run()
  } catch (error) {
    if (error instanceof RecommendInputError) return error
    throw error
  }
  throw new Error('expected a RecommendInputError')
}

describe.each(objectBuilders)('%s builder', (model, build) => {
  it('builds one request per object ID with every given field', () => {
    expect(
      build({
        indexName: 'products',
        objectIDs: ['A', 'B'],
        maxRecommendations: 5,
        threshold: 42,
        queryParameters: { filters: 'brand:acme', clickAnalytics: true },
        fallbackParameters: { facetFilters: ['category:shoes'] },
      }),
    ).toEqual(
      ['A', 'B'].map((objectID) => ({
        indexName: 'products',
        objectID,
        model,
        threshold: 42,
        maxRecommendations: 5,
        queryParameters: { filters: 'brand:acme', clickAnalytics: true },
        fallbackParameters: { facetFilters: ['category:shoes'] },
      })),
    )
  })

  it('defaults threshold to 0 and leaves absent fields out (no undefined keys)', () => {
    const [request] = build({
      indexName: 'products',
      objectIDs: ['A'],
      maxRecommendations: undefined,
      queryParameters: { filters: undefined, query: '' },
    })
    expect(request).toStrictEqual({
      indexName: 'products',
      model,
      threshold: 0,
      queryParameters: { query: '' },
      objectID: 'A',
    })
  })

  it('returns no request for no object IDs', () => {
    expect(build({ indexName: 'products', objectIDs: [] })).toEqual([])
  })

  it('names the bad object ID by index and value', () => {
    const error = errorOf(() => build({ indexName: 'products', objectIDs: ['A', ''] }))
    expect(error).toMatchObject({ code: 'INVALID_STRING', field: 'objectIDs[1]', value: '' })
    expect(error.message).toBe('objectIDs[1]: "" must be a non-empty string')
  })

  it('refuses objectIDs that is not an array', () => {
    const error = errorOf(() =>
      build({ indexName: 'products', objectIDs: 'A' as unknown as string[] }),
    )
    expect(error).toMatchObject({ code: 'INVALID_ARRAY', field: 'objectIDs', value: 'A' })
    expect(error.message).toBe('objectIDs: "A" must be an array')
  })
})

describe('validation shared by every model', () => {
  const base = { indexName: 'products', objectIDs: ['A'] }

  it.each([
    [{ indexName: '' }, 'INVALID_STRING', 'indexName: "" must be a non-empty string'],
    [{ indexName: 42 }, 'INVALID_STRING', 'indexName: 42 must be a non-empty string'],
    [{ threshold: 101 }, 'INVALID_THRESHOLD', 'threshold: 101 must be a number in 0..100'],
    [{ threshold: -1 }, 'INVALID_THRESHOLD', 'threshold: -1 must be a number in 0..100'],
    [{ threshold: NaN }, 'INVALID_THRESHOLD', 'threshold: NaN must be a number in 0..100'],
    [{ threshold: '5' }, 'INVALID_THRESHOLD', 'threshold: "5" must be a number in 0..100'],
    [{ threshold: null }, 'INVALID_THRESHOLD', 'threshold: null must be a number in 0..100'],
    [
      { maxRecommendations: 0 },
      'INVALID_MAX_RECOMMENDATIONS',
      'maxRecommendations: 0 must be an integer in 1..30',
    ],
    [
      { maxRecommendations: 31 },
      'INVALID_MAX_RECOMMENDATIONS',
      'maxRecommendations: 31 must be an integer in 1..30',
    ],
    [
      { maxRecommendations: 2.5 },
      'INVALID_MAX_RECOMMENDATIONS',
      'maxRecommendations: 2.5 must be an integer in 1..30',
    ],
  ])('refuses %o with %s', (override, code, message) => {
    const error = errorOf(() => buildRelatedProductsRequests({ ...base, ...(override as object) }))
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('RecommendInputError')
    expect(error.code).toBe(code)
    expect(error.message).toBe(message)
  })

  it('accepts the bounds 0 and 100 for threshold and 1 and 30 for maxRecommendations', () => {
    for (const [threshold, maxRecommendations] of [
      [0, 1],
      [100, 30],
    ]) {
      expect(buildRelatedProductsRequests({ ...base, threshold, maxRecommendations })).toHaveLength(
        1,
      )
    }
  })

  it('validates even when there are no object IDs', () => {
    expect(() => buildRelatedProductsRequests({ indexName: '', objectIDs: [] })).toThrow(
      RecommendInputError,
    )
  })

  it('never puts undefined on the wire, whatever optional fields are given', () => {
    const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined })
    const params = fc.dictionary(
      fc.string(),
      fc.oneof(fc.constant(undefined), fc.string(), fc.boolean(), fc.array(fc.string())),
    )
    fc.assert(
      fc.property(
        maybe(fc.integer({ min: 1, max: 30 })),
        maybe(fc.double({ min: 0, max: 100, noNaN: true })),
        maybe(params),
        maybe(params),
        (maxRecommendations, threshold, queryParameters, fallbackParameters) => {
          const requests = [
            ...buildRelatedProductsRequests({
              indexName: 'i',
              objectIDs: ['A'],
              maxRecommendations,
              threshold,
              queryParameters,
              fallbackParameters,
            }),
            ...buildTrendingItemsRequests({
              indexName: 'i',
              maxRecommendations,
              threshold,
              queryParameters,
            }),
            ...buildRecommendedForYouRequests({
              indexName: 'i',
              threshold,
              queryParameters: { ...queryParameters, userToken: 'u' },
              fallbackParameters,
            }),
          ]
          expect(requests.some(hasUndefined)).toBe(false)
        },
      ),
    )
  })
})

describe('trending-items builder', () => {
  it('builds one request, with or without a facet', () => {
    expect(buildTrendingItemsRequests({ indexName: 'products' })).toStrictEqual([
      { indexName: 'products', model: 'trending-items', threshold: 0 },
    ])
    expect(
      buildTrendingItemsRequests({
        indexName: 'products',
        facetName: 'brand',
        facetValue: 'acme',
        maxRecommendations: 3,
        fallbackParameters: { filters: 'inStock:true' },
      }),
    ).toStrictEqual([
      {
        indexName: 'products',
        model: 'trending-items',
        threshold: 0,
        maxRecommendations: 3,
        facetName: 'brand',
        facetValue: 'acme',
        fallbackParameters: { filters: 'inStock:true' },
      },
    ])
  })

  it('needs facetName and facetValue together', () => {
    expect(
      errorOf(() => buildTrendingItemsRequests({ indexName: 'p', facetName: 'brand' })).message,
    ).toBe('facetValue: undefined must be a non-empty string')
    expect(
      errorOf(() => buildTrendingItemsRequests({ indexName: 'p', facetValue: 'acme' })).field,
    ).toBe('facetName')
  })
})

describe('trending-facets builder', () => {
  it('builds one request without search parameters', () => {
    const options = {
      indexName: 'products',
      facetName: 'brand',
      threshold: 10,
      queryParameters: {},
    }
    expect(buildTrendingFacetsRequests(options)).toStrictEqual([
      { indexName: 'products', model: 'trending-facets', threshold: 10, facetName: 'brand' },
    ])
  })

  it('requires facetName', () => {
    const error = errorOf(() =>
      buildTrendingFacetsRequests({ indexName: 'products', facetName: '' }),
    )
    expect(error.message).toBe('facetName: "" must be a non-empty string')
  })
})

describe('recommended-for-you builder', () => {
  it('sends the user token in queryParameters', () => {
    expect(
      buildRecommendedForYouRequests({
        indexName: 'products',
        maxRecommendations: 10,
        queryParameters: { userToken: 'user-1', filters: 'inStock:true' },
      }),
    ).toStrictEqual([
      {
        indexName: 'products',
        model: 'recommended-for-you',
        threshold: 0,
        maxRecommendations: 10,
        queryParameters: { userToken: 'user-1', filters: 'inStock:true' },
      },
    ])
  })

  it('requires queryParameters.userToken', () => {
    const error = errorOf(() =>
      buildRecommendedForYouRequests({
        indexName: 'products',
        queryParameters: {} as { userToken: string },
      }),
    )
    expect(error).toMatchObject({ code: 'INVALID_STRING', field: 'queryParameters.userToken' })
    expect(error.message).toBe('queryParameters.userToken: undefined must be a non-empty string')
  })
})

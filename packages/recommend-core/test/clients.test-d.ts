// Type tests (checked by `pnpm typecheck`, also under exactOptionalPropertyTypes via
// tsconfig.exact.json): every client that works is accepted, anything else is refused.
import { recommendClient } from '@algolia/recommend'
import recommendV4 from '@algolia/recommend-v4'
import { algoliasearch } from 'algoliasearch'
import { liteClient } from 'algoliasearch/lite'
import { expectTypeOf } from 'vitest'
import { getRelatedProducts, getTrendingFacets } from '../src'
import type { RecommendClient } from '../src'

const params = { indexName: 'products', objectIDs: ['A'] }

export function acceptsTheClientsThatWork() {
  expectTypeOf(recommendClient('APP', 'key')).toExtend<RecommendClient>()
  expectTypeOf(liteClient('APP', 'key')).toExtend<RecommendClient>()
  expectTypeOf(algoliasearch('APP', 'key')).toExtend<RecommendClient>()
  expectTypeOf(recommendV4('APP', 'key')).toExtend<RecommendClient>()
  void getRelatedProducts({ recommendClient: algoliasearch('APP', 'key'), ...params })
  void getTrendingFacets({ recommendClient: liteClient('APP', 'key'), ...params, facetName: 'b' })
}

export function refusesEverythingElse() {
  expectTypeOf({}).not.toExtend<RecommendClient>()
  expectTypeOf({ search: async () => ({ results: [] }) }).not.toExtend<RecommendClient>()
  // A v4 client has every per-model method; one alone is not a client.
  expectTypeOf({
    getRelatedProducts: async () => ({ results: [] }),
  }).not.toExtend<RecommendClient>()
  // @ts-expect-error: `{}` is not a client
  void getRelatedProducts({ recommendClient: {}, ...params })
  // @ts-expect-error: a client without recommendations (e.g. a search-only client)
  void getRelatedProducts({ recommendClient: { search: () => Promise.resolve() }, ...params })
  // @ts-expect-error: the answer must have `results`
  void getRelatedProducts({ recommendClient: { getRecommendations: async () => ({}) }, ...params })
}

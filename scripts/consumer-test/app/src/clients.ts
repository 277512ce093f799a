// Type tests under exactOptionalPropertyTypes: the clients that work are accepted, others not.
import { recommendClient } from '@algolia/recommend'
import { getRelatedProducts } from '@vitrine/recommend-core'
import type { RecommendClient } from '@vitrine/recommend-core'
import { algoliasearch } from 'algoliasearch'
import { liteClient } from 'algoliasearch/lite'

const params = { indexName: 'products', objectIDs: ['p1'] }

export const accepted: RecommendClient[] = [
  recommendClient('APPID', 'key'),
  liteClient('APPID', 'key'),
  algoliasearch('APPID', 'key'),
]

export function refused() {
  // @ts-expect-error: `{}` is not a client
  void getRelatedProducts({ recommendClient: {}, ...params })
  // @ts-expect-error: a client without recommendations
  void getRelatedProducts({ recommendClient: { search: () => Promise.resolve() }, ...params })
}

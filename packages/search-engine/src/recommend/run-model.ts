import type { IndexModel } from './index-model'
import { boughtTogether } from './models/bought-together'
import { lookingSimilar } from './models/looking-similar'
import { recommendedForYou } from './models/recommended-for-you'
import { relatedProducts } from './models/related-products'
import { trendingItems } from './models/trending-items'
import type { ScoredItem } from './scored'
import type { RecommendRequest } from './types'

/**
 * The `limit` best candidates of an item model for one request, sorted by score (0..100).
 * `trending-facets` returns facet values, not items: see `trendingFacets`.
 */
export function runItemModel(
  model: IndexModel,
  req: RecommendRequest,
  now: number,
  limit: number,
): ScoredItem[] {
  switch (req.model) {
    case 'related-products':
      return relatedProducts(model, req.objectID!, limit)
    case 'bought-together':
      return boughtTogether(model, req.objectID!, limit)
    case 'looking-similar':
      return lookingSimilar(model, req.objectID!, limit)
    case 'trending-items':
      return trendingItems(
        model,
        now,
        req.facetName !== undefined && req.facetValue !== undefined
          ? { facetName: req.facetName, facetValue: req.facetValue }
          : undefined,
      )
    case 'recommended-for-you':
      return recommendedForYou(model, req.queryParameters!.userToken!, now, limit)
    default:
      return []
  }
}

import type { Hit, Personalizer } from '../core/types'
import type { IndexModel } from '../recommend/index-model'
import { facetPairs } from '../recommend/item-features'
import { computeAffinity, facetMatch } from './affinity'

/** Share of the facet match in a hit's affinity; the rest comes from the item itself. */
const FACET_SHARE = 0.75

function hitFacets(model: IndexModel, hit: Hit): number[] {
  const item = model.catalog.items.get(hit.objectID)
  const known = item === undefined ? undefined : model.features(item)?.facets
  if (known) return known
  const ids: number[] = []
  for (const pair of facetPairs(hit, model.catalog.facets)) {
    const id = model.catalog.strings.get(`f:${pair}`)
    if (id !== undefined) ids.push(id)
  }
  return ids
}

/**
 * The engine's personalization hook (`engine.setPersonalizer(...)`): for a known user, a
 * function scoring each hit's affinity 0..1 as 0.75 × how well its facet values (brand,
 * category, product type, colours...) match the user's time-decayed interests + 0.25 × the
 * user's interest in that very item. Unknown users get `undefined` (no re-ranking). The engine
 * re-ranks within textual relevance buckets, weighted by `personalizationImpact`.
 * @example
 * engine.setPersonalizer(createPersonalizer((index) => recommender.modelIfBuilt(index)))
 */
export function createPersonalizer(
  modelFor: (index: string) => IndexModel | undefined,
  now: () => number = Date.now,
): Personalizer {
  return (userToken, index) => {
    const model = modelFor(index)
    const profile = model?.profiles.get(userToken)
    if (!model || !profile) return undefined
    const affinity = computeAffinity(profile, model.catalog.strings, now())
    return (hit) => {
      const item = model.catalog.items.get(hit.objectID)
      const itemAffinity = item === undefined ? 0 : (affinity.items.get(item) ?? 0)
      const score =
        FACET_SHARE * facetMatch(affinity, hitFacets(model, hit)) + (1 - FACET_SHARE) * itemAffinity
      return Math.min(1, Math.max(0, score))
    }
  }
}

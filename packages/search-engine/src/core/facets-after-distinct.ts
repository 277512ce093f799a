import { compileFacetingAttributes } from './faceting-attributes'
import type { EffectiveParams } from './matches'
import { perList } from './per-list'

const NO_NAMES: string[] = []

/** Facets declared `afterDistinct(…)` in a settings list. */
const declaredAfterDistinct = perList(
  (setting) =>
    new Set(
      compileFacetingAttributes(setting)
        .filter((f) => f.afterDistinct)
        .map((f) => f.name),
    ),
)

/**
 * Which of the facets `names` a distinct search counts over the hits `distinct` keeps (one per
 * group) instead of over every match, as on Algolia: `facetingAfterDistinct`, when given,
 * decides for every facet (it overrides the attribute-level setting); else the facets declared
 * `afterDistinct(…)` in `attributesForFaceting`.
 */
export function facetsAfterDistinct(params: EffectiveParams, names: string[]): Set<string> {
  if (params.facetingAfterDistinct === true) return new Set(names)
  if (params.facetingAfterDistinct === false) return new Set()
  const declared = declaredAfterDistinct(params.attributesForFaceting ?? NO_NAMES)
  return new Set(names.filter((name) => declared.has(name)))
}

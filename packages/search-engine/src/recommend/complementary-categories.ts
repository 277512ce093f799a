import type { IndexModel } from './index-model'
import type { Interactions } from './interactions'
import { hasTraits } from './trait-weights'

/** Categories the fallback draws from: the ones most often co-bought with the source's. */
export const COMPLEMENT_CATEGORIES = 3

/** A category (interned leaf path) and its share of the co-purchases, 0..1 (best = 1). */
export interface Complement {
  category: number
  share: number
}

interface Cached {
  baskets: number
  byCategory: Map<number, readonly Complement[]>
}

const cache = new WeakMap<Interactions, Cached>()

/**
 * The most specific category of an item, if its record is known and has one; for a record of
 * another schema (traits, no categories), its value of the finest trait attribute (article type
 * rather than gender). Both are ids of the catalogue's one string table, so they never collide.
 */
export function leafCategory(model: IndexModel, item: number): number | undefined {
  const f = model.features(item)
  if (!f) return undefined
  const leaf = f.cats.at(-1)
  if (leaf !== undefined || !hasTraits(f)) return leaf
  const weights = model.catalog.traitWeights
  let finest: number | undefined
  let weight = -1
  f.traits.forEach((values, attribute) => {
    if (values.length > 0 && (weights[attribute] ?? 0) > weight) {
      weight = weights[attribute] ?? 0
      finest = values[0]
    }
  })
  return finest
}

/** Items of a category found by {@link leafCategory}, most popular first. */
export function categoryMembers(model: IndexModel, category: number): readonly number[] {
  const { groups } = model.catalog
  return groups.get(`c:${category}`) ?? groups.get(`a:${category}`) ?? []
}

/**
 * The {@link COMPLEMENT_CATEGORIES} leaf categories whose items are most often in a basket
 * with items of `category` (pair counts summed over the category's items), best first. Cached
 * per category; the cache is dropped once the baskets grew by 10%.
 */
export function complementsOf(model: IndexModel, category: number): readonly Complement[] {
  const { interactions } = model
  let cached = cache.get(interactions)
  if (!cached || interactions.baskets >= cached.baskets * 1.1 + 20) {
    cached = { baskets: interactions.baskets, byCategory: new Map() }
    cache.set(interactions, cached)
  }
  const known = cached.byCategory.get(category)
  if (known) return known
  const weights = new Map<number, number>()
  for (const item of categoryMembers(model, category)) {
    interactions.coBuy.neighbours(item)?.forEach((co, other) => {
      const leaf = leafCategory(model, other)
      if (leaf !== undefined) weights.set(leaf, (weights.get(leaf) ?? 0) + co)
    })
  }
  const ranked = [...weights].sort((a, b) => b[1] - a[1] || a[0] - b[0])
  const best = ranked[0]?.[1] ?? 0
  const complements = ranked
    .slice(0, COMPLEMENT_CATEGORIES)
    .filter(([, weight]) => weight > 0)
    .map(([c, weight]) => ({ category: c, share: weight / best }))
  cached.byCategory.set(category, complements)
  return complements
}

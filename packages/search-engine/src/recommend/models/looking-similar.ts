import { eachTopOfGroup } from '../catalog-index'
import { traitSimilarity, visualSimilarity } from '../content-similarity'
import type { IndexModel } from '../index-model'
import { priceBand } from '../item-features'
import { createScoreBoard } from '../score-board'
import { MAX_CANDIDATES, type ScoredItem } from '../scored'
import { addTraitCandidates } from '../trait-candidates'
import { hasTraits } from '../trait-weights'

const candidates = createScoreBoard()

/**
 * looking-similar: attribute similarity only (product type, category, colours, price, name words),
 * over candidates sharing the product type and a colour or a price band, or the category.
 * Records of another schema (no product type, no categories) are compared by the traits the
 * index's `attributesForFaceting` name, over candidates sharing their most specific values.
 * Returns the `limit` best.
 */
export function lookingSimilar(
  model: IndexModel,
  objectID: string,
  limit = MAX_CANDIDATES,
): ScoredItem[] {
  const source = model.itemOf(objectID)
  if (source === undefined) return []
  const f = model.features(source)
  if (!f) return []
  candidates.reset(model.catalog.items.size)
  const add = (key: string) =>
    eachTopOfGroup(model.catalog, key, 80, (item) => candidates.set(item, 0))
  if (f.type >= 0) {
    for (const color of f.colors) add(`tk:${f.type}:${color}`)
    add(`tp:${f.type}:${priceBand(f.price)}`)
  }
  const leaf = f.cats[f.cats.length - 1]
  if (leaf !== undefined) add(`c:${leaf}`)
  const byTraits = hasTraits(f)
  if (byTraits) addTraitCandidates(model.catalog, f, candidates)
  const weights = model.catalog.traitWeights
  for (const item of candidates.items) {
    const g = model.features(item)
    const similarity = !g
      ? Number.NEGATIVE_INFINITY
      : byTraits
        ? traitSimilarity(f, g, weights)
        : visualSimilarity(f, g)
    candidates.set(item, item === source ? Number.NEGATIVE_INFINITY : 100 * similarity)
  }
  return candidates.top(limit, (item) => model.features(item)?.popularity ?? 0)
}

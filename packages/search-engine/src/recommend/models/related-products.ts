import { eachTopOfGroup } from '../catalog-index'
import { relatedSimilarity, traitSimilarity } from '../content-similarity'
import type { IndexModel } from '../index-model'
import type { ItemFeatures } from '../item-features'
import { createScoreBoard, type ScoreBoard } from '../score-board'
import { MAX_CANDIDATES, type ScoredItem } from '../scored'
import { addTraitCandidates } from '../trait-candidates'
import { hasTraits } from '../trait-weights'

const behaviour = createScoreBoard()
const candidates = createScoreBoard()

/**
 * Adds to `out`, times `weight`, the collaborative similarity of `source` to each co-viewed
 * item: cosine of their session counts, shrunk when they co-occurred only a few times,
 * normalised so that the closest neighbour gets 1.
 */
export function addCoViewScores(
  model: IndexModel,
  source: number,
  out: ScoreBoard,
  weight = 1,
): void {
  const { coView, sessionsOf } = model.interactions
  const row = coView.neighbours(source)
  if (!row) return
  const nA = sessionsOf.get(source) || 1
  const similarity = (item: number, co: number) =>
    (co / Math.sqrt(nA * (sessionsOf.get(item) || 1))) * (co / (co + 1))
  let max = 0
  // forEach, not for..of: no [key, value] array per entry on a hot path.
  row.forEach((co, item) => {
    max = Math.max(max, similarity(item, co))
  })
  if (max === 0) return
  row.forEach((co, item) => out.add(item, (weight * similarity(item, co)) / max))
}

/**
 * Adds items sharing the source's leaf category, product type and brand, or product type (or,
 * for a record of another schema, its most specific trait values).
 */
function addContentCandidates(model: IndexModel, f: ItemFeatures, out: ScoreBoard): void {
  if (hasTraits(f)) return addTraitCandidates(model.catalog, f, out, 200)
  const add = (key: string, limit: number) =>
    eachTopOfGroup(model.catalog, key, limit, (item) => out.set(item, 0))
  const leaf = f.cats[f.cats.length - 1]
  if (leaf !== undefined) add(`c:${leaf}`, 80)
  if (f.type >= 0) {
    add(`tb:${f.type}:${f.brand}`, 30)
    add(`t:${f.type}`, 30)
  }
  const parent = f.cats[f.cats.length - 2]
  if (out.size < 30 && parent !== undefined) add(`c:${parent}`, 60)
}

/**
 * related-products: items co-viewed / co-clicked in the same sessions (see {@link addCoViewScores}),
 * blended with content similarity. The blend leans on behaviour as the source gathers sessions
 * (weight n/(n+3)); an item with no events is scored on content alone, so new products get
 * recommendations too. Scores are 0..100; the source is never part of the result. Returns the
 * `limit` best candidates.
 */
export function relatedProducts(
  model: IndexModel,
  objectID: string,
  limit = MAX_CANDIDATES,
): ScoredItem[] {
  const source = model.itemOf(objectID)
  if (source === undefined) return []
  const f = model.features(source)
  behaviour.reset(model.catalog.items.size)
  addCoViewScores(model, source, behaviour)
  const sessions = model.interactions.sessionsOf.get(source)
  const w = !f ? 1 : behaviour.size > 0 ? sessions / (sessions + 3) : 0
  const byTraits = f !== undefined && hasTraits(f)
  const weights = model.catalog.traitWeights
  candidates.reset(model.catalog.items.size)
  if (f) addContentCandidates(model, f, candidates)
  for (const item of behaviour.items) candidates.set(item, 0)
  for (const item of candidates.items) {
    if (item === source) continue
    const g = model.features(item)
    const content =
      f && g ? (byTraits ? traitSimilarity(f, g, weights) : relatedSimilarity(f, g)) : 0
    candidates.set(item, 100 * (w * behaviour.get(item) + (1 - w) * content))
  }
  candidates.set(source, Number.NEGATIVE_INFINITY)
  const popularity = model.interactions.popularity
  return candidates.top(limit, (item) => popularity.get(item))
}

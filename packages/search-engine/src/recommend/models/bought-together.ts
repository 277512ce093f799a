import { pairScorer } from '../co-purchase'
import { categoryMembers, complementsOf, leafCategory } from '../complementary-categories'
import type { IndexModel } from '../index-model'
import { createScoreBoard } from '../score-board'
import { MAX_CANDIDATES, type ScoredItem } from '../scored'
import { neighbourEvidence } from '../neighbour-evidence'
import { servingCounts } from '../tune-co-purchase'

const board = createScoreBoard()
const neighbours = createScoreBoard()

/** Highest `_score` of a complementary-category item (real co-purchases reach 100). */
export const COMPLEMENT_SCORE_CAP = 5

/**
 * bought-together: items in the same baskets as the source (orders split over several
 * conversion events and add-to-carts grouped as described in `baskets.ts`), scored by
 * `coPurchaseScore` (`co-purchase.ts`): the chance the candidate is in the source's basket, shrunk for rare
 * pairs, with popularity as the prior where the source has few baskets and the candidate's
 * popularity damped by an exponent. That direct score D is mixed with the neighbours' evidence
 * S2 (what is bought with the items most bought with the source, see `neighbour-evidence.ts`):
 * score = (D + λ·S2) / (1 + λ), so items bought with the source's usual companions can join
 * where its own pairs are few. The damping, λ and plain or spread pair counts are tuned on the
 * shop's own recent baskets (`tune-co-purchase.ts`), and so is recency: where the assortment
 * moves, every count (pairs, baskets, the popularity prior, the neighbours') is read with a
 * half-life in baskets (`decayed-counts.ts`). `_score` is 100 × that score, on 0..100
 * and comparable across sources. When fewer items than asked for have any evidence, the list
 * goes on with the most popular items of the categories most often co-bought with the source's
 * category, the best seller of each leading category first (a tent: a sleeping bag, a head
 * torch, then more sleeping bags), scored at most {@link COMPLEMENT_SCORE_CAP} and below half the
 * weakest evidence-backed item, so a `threshold` above that keeps only basket evidence.
 * Never best sellers regardless of the basket (the request's `fallbackParameters` are for
 * that), never the source.
 */
export function boughtTogether(
  model: IndexModel,
  objectID: string,
  limit = MAX_CANDIDATES,
): ScoredItem[] {
  const source = model.itemOf(objectID)
  if (source === undefined) return []
  const { interactions } = model
  const { tuning, counts, plain, pairs } = servingCounts(interactions)
  const score = pairScorer(
    counts.cacheKey,
    counts.basketsOf(source),
    counts.baskets,
    tuning.damping,
    counts.scale,
  )
  const lambda = tuning.neighbours
  board.reset(model.catalog.items.size)
  counts.pairs(source, (item, co) => {
    if (item !== source && co > 0)
      board.set(item, score(item, co, counts.basketsOf(item)) / (1 + lambda))
  })
  if (lambda > 0) {
    neighbours.reset(0)
    neighbourEvidence(plain, source, neighbours, tuning.damping)
    const share = lambda / (1 + lambda)
    for (const item of neighbours.items) board.add(item, share * neighbours.get(item))
  }
  let weakest = Number.POSITIVE_INFINITY
  for (const item of board.items) weakest = Math.min(weakest, board.get(item))
  for (const item of board.items) board.set(item, 100 * board.get(item))
  if (board.size < limit) fillFromComplements(model, source, limit, board.size ? 50 * weakest : 100)
  const row = pairs.neighbours(source)
  return board.top(limit, (item) => row?.get(item) ?? 0)
}

/**
 * A complementary category co-bought at least this share as often as the first one opens the
 * list with its best seller beside the first one's; a weaker one only follows them. On the
 * simulated shoppers every complementary category in front (no share floor) cost bought-together
 * 1 point of HitRate@10 (69.2% to 68.2%), this floor 0.7.
 */
const LEADING_SHARE = 0.5

/** Adds popular items of the source's complementary categories, scored below `ceiling`. */
function fillFromComplements(model: IndexModel, source: number, limit: number, ceiling: number) {
  const category = leafCategory(model, source)
  if (category === undefined) return
  const cap = Math.min(COMPLEMENT_SCORE_CAP, ceiling)
  for (const { category: other, share } of complementsOf(model, category)) {
    const items = categoryMembers(model, other)
    let rank = 0
    for (let i = 0; i < items.length && rank < limit; i++) {
      const item = items[i]!
      if (item === source || board.has(item)) continue
      // The best seller of each leading category above every second item, so that the list
      // opens with one of each kind (tent: a sleeping bag, a head torch); the rest in catalogue
      // popularity order within a category and by co-purchase share across categories.
      const leads = rank === 0 && share >= LEADING_SHARE
      board.set(item, leads ? (cap * (1 + share)) / 2 : (cap * share) / 2 / (1 + rank / limit))
      rank++
    }
  }
}

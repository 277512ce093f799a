import { coPurchaseScore } from '../co-purchase'
import { complementsOf, leafCategory } from '../complementary-categories'
import type { IndexModel } from '../index-model'
import { createScoreBoard } from '../score-board'
import { MAX_CANDIDATES, type ScoredItem } from '../scored'
import { coPurchaseTuning, pairCounts } from '../tune-damping'

const board = createScoreBoard()

/** Highest `_score` of a complementary-category item (real co-purchases reach 100). */
export const COMPLEMENT_SCORE_CAP = 5

/**
 * bought-together: items in the same baskets as the source (orders split over several
 * conversion events and add-to-carts grouped as described in `baskets.ts`), scored by
 * {@link coPurchaseScore}: the chance the candidate is in the source's basket, shrunk for rare
 * pairs, with popularity as the prior where the source has few baskets and the candidate's
 * popularity damped by an exponent tuned on the shop's own recent baskets (which also choose
 * plain or spread pair counts, see `tune-damping.ts`). `_score` is
 * 100 × that estimate, comparable across sources. When fewer items than asked for were bought
 * with the source (thin evidence), the list goes on with the most popular items of the
 * categories most often co-bought with the source's category (tent → sleeping bags), scored at
 * most {@link COMPLEMENT_SCORE_CAP} and below half the weakest real co-purchase, so a
 * `threshold` above that keeps only real evidence. Never best sellers regardless of the basket
 * (the request's `fallbackParameters` are for that), never the source.
 */
export function boughtTogether(
  model: IndexModel,
  objectID: string,
  limit = MAX_CANDIDATES,
): ScoredItem[] {
  const source = model.itemOf(objectID)
  if (source === undefined) return []
  const { interactions } = model
  const itemCount = model.catalog.items.size
  const tuning = coPurchaseTuning(interactions)
  const row = pairCounts(interactions, tuning).neighbours(source) ?? new Map<number, number>()
  const { damping } = tuning
  const nA = interactions.basketsOf.get(source)
  const baskets = interactions.baskets
  board.reset(itemCount)
  const consider = (item: number, co: number) => {
    if (item === source) return
    const nB = interactions.basketsOf.get(item)
    board.set(item, 100 * coPurchaseScore({ co, nA, nB, baskets }, damping))
  }
  let weakest = 100
  row.forEach((co, item) => {
    if (item === source) return
    consider(item, co)
    weakest = Math.min(weakest, board.get(item))
  })
  if (row.size < limit) fillFromComplements(model, source, limit, weakest / 2)
  return board.top(limit, (item) => row.get(item) ?? 0)
}

/** Adds popular items of the source's complementary categories, scored below `ceiling`. */
function fillFromComplements(model: IndexModel, source: number, limit: number, ceiling: number) {
  const category = leafCategory(model, source)
  if (category === undefined) return
  const cap = Math.min(COMPLEMENT_SCORE_CAP, ceiling)
  for (const { category: other, share } of complementsOf(model, category)) {
    const items = model.catalog.groups.get(`c:${other}`) ?? []
    let rank = 0
    for (let i = 0; i < items.length && rank < limit; i++) {
      const item = items[i]!
      if (item === source || board.has(item)) continue
      // Within a category, catalogue popularity order; across categories, co-purchase share.
      board.set(item, (cap * share) / (1 + rank / limit))
      rank++
    }
  }
}

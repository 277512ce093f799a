import { coPurchaseScore } from '../co-purchase'
import type { IndexModel } from '../index-model'
import { createScoreBoard } from '../score-board'
import { MAX_CANDIDATES, type ScoredItem } from '../scored'
import { coPurchaseTuning, pairCounts } from '../tune-damping'

const board = createScoreBoard()

/**
 * bought-together: items in the same baskets as the source (orders split over several
 * conversion events and add-to-carts grouped as described in `baskets.ts`), scored by
 * {@link coPurchaseScore}: the chance the candidate is in the source's basket, shrunk for rare
 * pairs, with popularity as the prior where the source has few baskets and the candidate's
 * popularity damped by an exponent tuned on the shop's own recent baskets (which also choose
 * plain or spread pair counts, see `tune-damping.ts`). `_score` is
 * 100 × that estimate, comparable across sources. Only items bought with the source: a list
 * shorter than asked for is filled by the request's `fallbackParameters`, as on Algolia, never
 * with best sellers presented as bought together. Never the source.
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
  const row = pairCounts(interactions, tuning).neighbours(source)
  if (!row || row.size === 0) return []
  const { damping } = tuning
  const nA = interactions.basketsOf.get(source)
  const baskets = interactions.baskets
  board.reset(itemCount)
  const consider = (item: number, co: number) => {
    if (item === source) return
    const nB = interactions.basketsOf.get(item)
    board.set(item, 100 * coPurchaseScore({ co, nA, nB, baskets }, damping))
  }
  row.forEach((co, item) => consider(item, co))
  return board.top(limit, (item) => row.get(item) ?? 0)
}

import type { IndexModel } from '../index-model'
import { rank, type ScoredItem } from '../scored'

/**
 * bought-together: items converted in the same basket (same purchase, or add-to-cart /
 * purchase by the same user within a day) as the source. Scored with lift, co·N / (nA·nB),
 * so that best sellers, which land in every basket, do not dominate; shrunk towards 0 when the
 * pair was seen only a few times. Never the item itself; empty without co-conversions.
 */
export function boughtTogether(model: IndexModel, objectID: string): ScoredItem[] {
  const source = model.itemOf(objectID)
  if (source === undefined) return []
  const { coBuy, basketsOf, baskets } = model.interactions
  const row = coBuy.neighbours(source)
  if (!row) return []
  const nA = basketsOf.get(source) || 1
  const scores = new Map<number, number>()
  row.forEach((co, item) => {
    if (item === source) return
    const lift = (co * baskets) / (nA * (basketsOf.get(item) || 1))
    scores.set(item, 100 * (co / (co + 2)) * (lift / (lift + 3)))
  })
  return rank(scores, (item) => row.get(item) ?? 0)
}

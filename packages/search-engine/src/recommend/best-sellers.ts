import type { Interactions } from './interactions'

/** Best sellers offered to every bought-together query, beside the source's co-purchases. */
export const BEST_SELLERS = 30

interface Cached {
  baskets: number
  items: number[]
}

const cache = new WeakMap<Interactions, Cached>()

/**
 * The {@link BEST_SELLERS} items in most baskets, best first. Recomputed (one pass over the item
 * numbers) only once the basket count grew by 1%, so it costs nothing per query.
 */
export function bestSellers(interactions: Interactions, itemCount: number): readonly number[] {
  const cached = cache.get(interactions)
  if (cached && interactions.baskets <= cached.baskets * 1.01) return cached.items
  const { basketsOf } = interactions
  const top: number[] = []
  for (let item = 0; item < itemCount; item++) {
    const n = basketsOf.get(item)
    if (n <= 0) continue
    if (top.length === BEST_SELLERS && n <= basketsOf.get(top[top.length - 1]!)) continue
    let i = Math.min(top.length, BEST_SELLERS - 1)
    top[i] = item
    while (i > 0 && basketsOf.get(top[i - 1]!) < n) {
      top[i] = top[i - 1]!
      top[i - 1] = item
      i--
    }
  }
  cache.set(interactions, { baskets: interactions.baskets, items: top })
  return top
}

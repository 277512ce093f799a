import type { CoOccurrence } from './co-occurrence'
import type { Interactions } from './interactions'

/**
 * What bought-together reads of the baskets: pair counts, per-item basket counts and the number
 * of baskets. The model reads the live counts; the tuner reads them with one basket left out.
 */
export interface BasketCounts {
  /** Visits every item counted with `item` and the pair's count. */
  pairs(item: number, visit: (other: number, co: number) => void): void
  /** Weighted number of baskets holding `item`. */
  basketsOf(item: number): number
  /** Number of baskets. */
  readonly baskets: number
  /**
   * Factor of every count above as read (1 for whole-history counts; recency-weighted counts are
   * stored unscaled, see `decayed-counts.ts`): scorers take the stored counts and this factor.
   */
  readonly scale: number
  /** Owner of the per-item caches of scores read from these counts (the interactions). */
  readonly cacheKey: object
}

/** The live counts of `interactions`, reading pairs from `pairs` (plain or spread). */
export function liveCounts(interactions: Interactions, pairs: CoOccurrence): BasketCounts {
  return {
    pairs: (item, visit) => pairs.neighbours(item)?.forEach((co, other) => visit(other, co)),
    basketsOf: (item) => interactions.basketsOf.get(item),
    get baskets() {
      return interactions.baskets
    },
    scale: 1,
    cacheKey: interactions,
  }
}

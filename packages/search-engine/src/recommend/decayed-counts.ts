import type { BasketCounts } from './basket-counts'
import { pairFactor, type BasketSink } from './baskets'
import { createCoOccurrence, type CoOccurrence } from './co-occurrence'
import { createNumberColumn } from './number-column'

/**
 * Basket and pair counts with recency, for a shop whose tuning chose it: each basket counts
 * 2^(−age / halfLife), its age measured in baskets opened after it (the shop's own clock, so
 * baskets without reliable timestamps decay the same way). Stored forward: basket k adds its
 * counts × 2^((k − origin) / halfLife) and a reading at `now` baskets scales them by
 * 2^((origin − now) / halfLife), so an update stays one addition per pair and no stored count is
 * ever rewritten. A tuning replaces these counts (with a new origin) as the baskets grow by 10%,
 * so the exponents stay within a few units.
 *
 * The counts follow the live baskets from the one numbered `origin` on, while the history before
 * it is replayed (`replay`): a change to a basket not yet replayed is left to its replay, which
 * reads the basket's content as it is then, so every basket counts exactly once.
 */
export interface DecayedCounts extends BasketSink {
  readonly halfLife: number
  /** Baskets counted so far (all those numbered below). */
  readonly upTo: number
  /** Counts the next basket of the history (numbered `upTo`) with its current items. */
  replay(items: ReadonlyMap<number, number>): void
  /** What bought-together reads at `now` baskets, with plain or spread pair counts. */
  view(now: number, spread: boolean): BasketCounts
  /** The stored pair counts (unscaled: for ties only). */
  pairs(spread: boolean): CoOccurrence
}

/** Creates empty decayed counts whose weights are relative to basket number `origin`. */
export function createDecayedCounts(halfLife: number, origin: number): DecayedCounts {
  const plain = createCoOccurrence()
  const spread = createCoOccurrence()
  const items = createNumberColumn()
  let baskets = 0
  let upTo = 0
  const weightOf = (index: number) => 2 ** ((index - origin) / halfLife)
  const self: DecayedCounts = {
    halfLife,
    get upTo() {
      return upTo
    },
    replay(basketItems) {
      const w = weightOf(upTo++)
      baskets += w
      const factor = pairFactor(basketItems.size)
      for (const [a, wa] of basketItems) {
        items.add(a, wa * w)
        for (const [b, wb] of basketItems) {
          // Each unordered pair once (addPair counts both directions).
          if (b > a) {
            plain.addPair(a, b, wa * wb * w)
            spread.addPair(a, b, wa * wb * factor * w)
          }
        }
      }
    },
    opened(basket) {
      if (basket.index !== upTo) return
      upTo++
      baskets += weightOf(basket.index)
    },
    item(item, delta, basket) {
      if (basket.index < upTo) items.add(item, delta * weightOf(basket.index))
    },
    pair(a, b, weight, spreadWeight, basket) {
      if (basket.index >= upTo) return
      const w = weightOf(basket.index)
      if (weight !== 0) plain.addPair(a, b, weight * w)
      spread.addPair(a, b, spreadWeight * w)
    },
    view(now, useSpread) {
      const pairs = useSpread ? spread : plain
      return {
        pairs: (item, visit) => pairs.neighbours(item)?.forEach((co, other) => visit(other, co)),
        basketsOf: (item) => items.get(item),
        baskets,
        scale: 2 ** ((origin - now) / halfLife),
        cacheKey: self,
      }
    },
    pairs: (useSpread) => (useSpread ? spread : plain),
  }
  return self
}

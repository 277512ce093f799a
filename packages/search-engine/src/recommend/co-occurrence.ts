/** Symmetric counts of item pairs seen together (in a session, a basket). */
export interface CoOccurrence {
  /** Adds `weight` (default 1) to the unordered pair {a, b}. */
  addPair(a: number, b: number, weight?: number): void
  /** Neighbours of `a` with their pair counts. */
  neighbours(a: number): ReadonlyMap<number, number> | undefined
  /** Number of distinct ordered pairs stored. */
  readonly pairs: number
}

/** Pairs a co-purchase table holds in all (about 60 bytes each): 20x a 100k-product shop's. */
export const CO_PURCHASE_MAX_PAIRS = 2_000_000
/** Pairs the co-view table holds in all: 2x a 100k-product shop's after 1M events. */
export const CO_VIEW_MAX_PAIRS = 8_000_000
/** Neighbours every row may keep however full the table is. */
const MIN_NEIGHBOURS = 10
/** Rows pruned per new pair while the table is over its budget. */
const SWEEP_ROWS = 8

/**
 * Creates empty pair counts; each item keeps its own map of neighbours. A row that grows past
 * twice its cap (`maxNeighbours`) is pruned back to about the cap by dropping its rarest pairs,
 * which bounds the work of a query on a best seller (the dropped pairs are the ones whose
 * similarity is smallest anyway). The table as a whole holds about `maxPairs` at most, whatever
 * events arrive (anyone holding the search key can send them): past it, the cap of every row
 * is lowered and the rows over it are pruned, so rows with few pairs keep them all.
 */
export function createCoOccurrence(
  maxNeighbours = 300,
  maxPairs = CO_PURCHASE_MAX_PAIRS,
): CoOccurrence {
  const byItem: Array<Map<number, number> | undefined> = []
  let pairs = 0
  let cap = maxNeighbours

  function prune(row: Map<number, number>) {
    const counts = Float64Array.from(row.values()).sort()
    const floor = counts[counts.length - cap]!
    for (const [item, count] of row) {
      if (count < floor || (count === floor && row.size > cap)) {
        row.delete(item)
        pairs--
      }
    }
  }

  // Over budget, the cap is lowered and the rows are pruned to it a few at a time, as new pairs
  // arrive: one sweep of a big table at once held the event loop for ~400 ms.
  let sweepAt = -1
  function overBudget() {
    if (sweepAt < 0) {
      if (cap <= MIN_NEIGHBOURS) return
      cap = Math.max(MIN_NEIGHBOURS, Math.floor(cap * 0.75))
      sweepAt = 0
    }
    for (let k = 0; k < SWEEP_ROWS && sweepAt < byItem.length; k++, sweepAt++) {
      const row = byItem[sweepAt]
      if (row && row.size > cap) prune(row)
    }
    if (sweepAt >= byItem.length) sweepAt = -1
  }

  function bump(a: number, b: number, weight: number) {
    // Filling the gap keeps the array's storage dense (no slow dictionary mode).
    while (byItem.length <= a) byItem.push(undefined)
    let row = byItem[a]
    if (!row) byItem[a] = row = new Map()
    const count = row.get(b)
    if (count === undefined) {
      // A negative adjustment of a pair pruned earlier: nothing left to adjust.
      if (weight <= 0) return
      pairs++
      row.set(b, weight)
      if (row.size > 2 * cap) prune(row)
      if (pairs > maxPairs) overBudget()
    } else row.set(b, count + weight)
  }

  return {
    addPair(a, b, weight = 1) {
      if (a === b) return
      bump(a, b, weight)
      bump(b, a, weight)
    },
    neighbours: (a) => byItem[a],
    get pairs() {
      return pairs
    },
  }
}

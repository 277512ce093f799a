/** Symmetric counts of item pairs seen together (in a session, a basket). */
export interface CoOccurrence {
  /** Adds `weight` (default 1) to the unordered pair {a, b}. */
  addPair(a: number, b: number, weight?: number): void
  /** Neighbours of `a` with their pair counts. */
  neighbours(a: number): ReadonlyMap<number, number> | undefined
  /** Number of distinct ordered pairs stored. */
  readonly pairs: number
}

/**
 * Creates empty pair counts; each item keeps its own map of neighbours. A row that grows past
 * twice `maxNeighbours` is pruned back to about `maxNeighbours` by dropping its rarest pairs,
 * which bounds both memory and the work of a query on a best seller (the dropped pairs are
 * the ones whose similarity is smallest anyway).
 */
export function createCoOccurrence(maxNeighbours = 300): CoOccurrence {
  const byItem: Array<Map<number, number> | undefined> = []
  let pairs = 0

  function prune(row: Map<number, number>) {
    const counts = Float64Array.from(row.values()).sort()
    const floor = counts[counts.length - maxNeighbours]!
    for (const [item, count] of row) {
      if (count < floor || (count === floor && row.size > maxNeighbours)) {
        row.delete(item)
        pairs--
      }
    }
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
      if (row.size > 2 * maxNeighbours) prune(row)
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

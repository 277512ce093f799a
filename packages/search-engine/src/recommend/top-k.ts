/**
 * Selects the `k` best of a set of candidates without allocating per comparison: a bounded
 * min-heap over typed arrays, ordered by value, then tiebreak, then smaller item number.
 * (Sorting with a comparator boxes every returned double; on a hot path that is most of the
 * garbage.) Buffers are reused between calls.
 */
export interface TopK {
  /** Starts a selection of the `k` best. */
  begin(k: number): void
  /** Offers a candidate. */
  offer(item: number, value: number, tiebreak: number): void
  /** The selected items, best first; `visit` receives each with its value. */
  drain(visit: (item: number, value: number) => void): void
}

/** Creates a reusable {@link TopK}. */
export function createTopK(): TopK {
  let items = new Int32Array(256)
  let values = new Float64Array(256)
  let ties = new Float64Array(256)
  let capacity = 0
  let size = 0

  // Whether slot a ranks below slot b.
  function worse(a: number, b: number): boolean {
    const va = values[a]!
    const vb = values[b]!
    if (va !== vb) return va < vb
    const ta = ties[a]!
    const tb = ties[b]!
    if (ta !== tb) return ta < tb
    return items[a]! > items[b]!
  }

  function swap(a: number, b: number) {
    const item = items[a]!
    const value = values[a]!
    const tie = ties[a]!
    items[a] = items[b]!
    values[a] = values[b]!
    ties[a] = ties[b]!
    items[b] = item
    values[b] = value
    ties[b] = tie
  }

  function siftUp(i: number) {
    while (i > 0) {
      const parent = (i - 1) >> 1
      if (!worse(i, parent)) return
      swap(i, parent)
      i = parent
    }
  }

  function siftDown(i: number) {
    for (;;) {
      const left = 2 * i + 1
      if (left >= size) return
      const right = left + 1
      const child = right < size && worse(right, left) ? right : left
      if (!worse(child, i)) return
      swap(i, child)
      i = child
    }
  }

  return {
    begin(k) {
      capacity = k
      size = 0
      if (items.length < k + 1) {
        items = new Int32Array(k + 1)
        values = new Float64Array(k + 1)
        ties = new Float64Array(k + 1)
      }
    },
    offer(item, value, tiebreak) {
      if (capacity === 0) return
      // The spare last slot holds the candidate while it is compared with the root.
      const slot = size < capacity ? size : capacity
      items[slot] = item
      values[slot] = value
      ties[slot] = tiebreak
      if (size < capacity) {
        size++
        siftUp(size - 1)
      } else if (worse(0, slot)) {
        swap(0, slot)
        siftDown(0)
      }
    },
    drain(visit) {
      const order = new Int32Array(size)
      const scores = new Float64Array(size)
      for (let i = size - 1; i >= 0; i--) {
        order[i] = items[0]!
        scores[i] = values[0]!
        swap(0, size - 1)
        size--
        siftDown(0)
      }
      for (let i = 0; i < order.length; i++) visit(order[i]!, scores[i]!)
    },
  }
}

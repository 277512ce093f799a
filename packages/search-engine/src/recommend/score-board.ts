import type { ScoredItem } from './scored'
import { clampScore } from './scored'
import { createTopK } from './top-k'

/**
 * Reusable scratch space to score candidate items without allocating maps per query: values
 * live in typed arrays indexed by item number, valid for the current generation only.
 * Queries are synchronous, so one board per purpose can be shared by all of them.
 */
export interface ScoreBoard {
  /** Forgets every value (O(1)) and makes room for `capacity` items. */
  reset(capacity: number): void
  has(item: number): boolean
  get(item: number): number
  set(item: number, value: number): void
  /** Adds to the value (from 0 for a new item). */
  add(item: number, value: number): void
  /** Items set since the last reset, in insertion order. */
  readonly items: Int32Array
  readonly size: number
  /** The `k`-th largest value among the items (the smallest value when there are fewer). */
  kthLargest(k: number): number
  /**
   * The `limit` best items, by value then `tiebreak` (higher first) then item number, as
   * scores clamped to 0..100. Items valued `-Infinity` are left out (excluded candidates).
   */
  top(limit: number, tiebreak: (item: number) => number): ScoredItem[]
}

/** Creates an empty board. */
export function createScoreBoard(): ScoreBoard {
  let generation = 0
  let marks = new Int32Array(0)
  let values = new Float64Array(0)
  let items = new Int32Array(64)
  let size = 0
  // Reused buffer: typed arrays past 64 bytes live off-heap, and allocating them per query adds
  // external memory pressure that makes V8 collect more often.
  let sortedValues = new Float64Array(64)
  const selection = createTopK()

  function ensure(capacity: number) {
    if (capacity <= marks.length) return
    const next = Math.max(capacity, marks.length * 2)
    const grownMarks = new Int32Array(next)
    grownMarks.set(marks)
    const grownValues = new Float64Array(next)
    grownValues.set(values)
    marks = grownMarks
    values = grownValues
  }

  function set(item: number, value: number) {
    ensure(item + 1)
    if (marks[item] !== generation) {
      marks[item] = generation
      if (size === items.length) {
        const grown = new Int32Array(items.length * 2)
        grown.set(items)
        items = grown
      }
      items[size++] = item
    }
    values[item] = value
  }

  return {
    reset(capacity) {
      generation++
      size = 0
      ensure(capacity)
    },
    has: (item) => item < marks.length && marks[item] === generation,
    get: (item) => (item < marks.length && marks[item] === generation ? values[item]! : 0),
    set,
    add(item, value) {
      const known = item < marks.length && marks[item] === generation
      set(item, (known ? values[item]! : 0) + value)
    },
    get items() {
      return items.subarray(0, size)
    },
    get size() {
      return size
    },
    kthLargest(k) {
      if (size === 0) return 0
      if (sortedValues.length < size) sortedValues = new Float64Array(items.length)
      for (let i = 0; i < size; i++) sortedValues[i] = values[items[i]!]!
      const sorted = sortedValues.subarray(0, size).sort()
      return sorted[Math.max(0, size - k)]!
    },
    top(limit, tiebreak) {
      selection.begin(Math.min(limit, size))
      for (let i = 0; i < size; i++) {
        const item = items[i]!
        const value = values[item]!
        if (value !== Number.NEGATIVE_INFINITY) selection.offer(item, value, tiebreak(item))
      }
      const out: ScoredItem[] = []
      selection.drain((item, value) => out.push({ item, score: clampScore(value) }))
      return out
    },
  }
}

import { closenessScorer, MAX_CLOSENESS } from './closeness'
import { criterionColumns, type CriteriaInput } from './criteria'
import { singleWordKeys } from './single-word-keys'
import type { Steps } from './steps'
import { stopWordCloseness } from './stop-word-closeness'
import { smallestKeys } from './top-k'

const SAFE = 2 ** 53

/** A unique rank per document (custom ranking, then insertion order) and its inverse. */
export interface TieBreak {
  rank: Uint32Array
  order: Uint32Array
}

/**
 * Orders candidates by the ranking criteria, then the custom ranking, then (among complete ties)
 * by closeness ({@link closenessScorer}), then by `tieBreak` (a unique rank per document), and
 * returns the first `k` documents.
 *
 * Criteria values and the custom-ranking group are packed into one float64 key per candidate
 * (mixed radix sized by each criterion's maximum) so that a bounded heap finds the `k` smallest.
 * The candidates whose key is within those `k` are then ordered by a second packed key: their
 * key's rank among them, closeness, unique rank. If values do not fit in 53 bits, a comparator
 * sort is used instead.
 */
export function* rankCandidates(
  input: CriteriaInput,
  candidates: Uint32Array,
  n: number,
  tieBreak: TieBreak,
  k: number,
): Steps<Uint32Array> {
  const keys = input.snapshot.buffer('keys', (size) => new Float64Array(size))
  if (singleWordKeys(input, candidates, n, keys)) {
    return topTies(input, keys, candidates, n, tieBreak, k)
  }
  return yield* rankByColumns(input, candidates, n, tieBreak, k)
}

/** {@link rankCandidates} through one column per criterion (any query), as steps. */
export function* rankByColumns(
  input: CriteriaInput,
  candidates: Uint32Array,
  n: number,
  tieBreak: TieBreak,
  k: number,
): Steps<Uint32Array> {
  const { columns, maxima } = yield* criterionColumns(input, candidates, n)
  yield
  const used = columns.filter((_, i) => maxima[i]! > 0)
  const radices = maxima.filter((m) => m > 0).map((m) => m + 1)
  const groups = input.customGroups
  const capacity = radices.reduce((product, r) => product * r, (groups?.max ?? 0) + 1)
  if (capacity >= SAFE) {
    const ties = { rank: tieBreak.rank, groups: groups?.groups, close: closeness(input) }
    return comparatorOrder(used, candidates, n, ties, k)
  }
  const keys = input.snapshot.buffer('keys', (size) => new Float64Array(size))
  for (let c = 0; c < n; c++) {
    let key = 0
    for (let j = 0; j < used.length; j++) key = key * radices[j]! + used[j]![c]!
    keys[c] = groups ? key * (groups.max + 1) + groups.groups[candidates[c]!]! : key
  }
  return topTies(input, keys, candidates, n, tieBreak, k)
}

/** The first `k` candidates by `keys`, ties ordered by closeness then `tieBreak`. */
function topTies(
  input: CriteriaInput,
  keys: Float64Array,
  candidates: Uint32Array,
  n: number,
  tieBreak: TieBreak,
  k: number,
): Uint32Array {
  const best = smallestKeys(keys, n, k)
  if (best.length === 0) return new Uint32Array(0)
  const buffers = {
    kept: input.snapshot.buffer('kept', (size) => new Uint32Array(size)),
    second: input.snapshot.buffer('tieKeys', (size) => new Float64Array(size)),
  }
  return orderTies(keys, best, candidates, n, tieBreak, closeness(input), buffers)
}

/** Closeness of a document, or undefined when the query has no words. */
function closeness(input: CriteriaInput): ((doc: number) => number) | undefined {
  const { states } = input
  if (states.length === 0) return undefined
  return closenessScorer(states, stopWordCloseness(input.index, states, input.dropped))
}

/** Orders the candidates whose key is at most the `k`-th smallest (`best`), keeps `k`. */
function orderTies(
  keys: Float64Array,
  best: Float64Array,
  candidates: Uint32Array,
  n: number,
  tieBreak: TieBreak,
  close: ((doc: number) => number) | undefined,
  buffers: { kept: Uint32Array; second: Float64Array },
): Uint32Array {
  const { kept, second } = buffers
  const k = best.length
  const distinct: number[] = []
  for (let i = 0; i < k; i++) if (i === 0 || best[i] !== best[i - 1]) distinct.push(best[i]!)
  const threshold = best[k - 1]!
  const total = tieBreak.rank.length
  let count = 0
  for (let c = 0; c < n; c++) if (keys[c]! <= threshold) kept[count++] = c
  // Closeness only matters between candidates of equal key.
  const scoring = close !== undefined && count > distinct.length ? close : undefined
  if (distinct.length * (MAX_CLOSENESS + 1) * total >= SAFE) {
    const order = Array.from(kept.subarray(0, count))
    order.sort((a, b) => {
      const da = candidates[a]!
      const db = candidates[b]!
      const d = keys[a]! - keys[b]! || (scoring ? scoring(da) - scoring(db) : 0)
      return d || tieBreak.rank[da]! - tieBreak.rank[db]!
    })
    return Uint32Array.from(order.slice(0, k), (c) => candidates[c]!)
  }
  let group = 0
  for (let i = 0; i < count; i++) {
    const c = kept[i]!
    const doc = candidates[c]!
    // `kept` is in candidate order, not key order: find the key's rank among the distinct keys.
    const key = keys[c]!
    if (distinct[group] !== key) group = rankOf(distinct, key)
    const closeness = scoring ? scoring(doc) : 0
    second[i] = (group * (MAX_CLOSENESS + 1) + closeness) * total + tieBreak.rank[doc]!
  }
  const top = smallestKeys(second, count, k)
  const out = new Uint32Array(top.length)
  for (let i = 0; i < top.length; i++) {
    const key = top[i]!
    out[i] = tieBreak.order[key - Math.floor(key / total) * total]!
  }
  return out
}

/** Index of `key` in the ascending `distinct` keys (it is one of them). */
function rankOf(distinct: number[], key: number): number {
  let lo = 0
  let hi = distinct.length - 1
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (distinct[mid]! < key) lo = mid + 1
    else hi = mid
  }
  return lo
}

function comparatorOrder(
  columns: Uint32Array[],
  candidates: Uint32Array,
  n: number,
  ties: {
    rank: Uint32Array
    groups: Uint32Array | undefined
    close: ((doc: number) => number) | undefined
  },
  k: number,
): Uint32Array {
  const { rank, groups, close } = ties
  const index = new Uint32Array(n)
  for (let c = 0; c < n; c++) index[c] = c
  index.sort((a, b) => {
    for (const column of columns) {
      const d = column[a]! - column[b]!
      if (d !== 0) return d
    }
    const da = candidates[a]!
    const db = candidates[b]!
    const d = groups ? groups[da]! - groups[db]! : 0
    return d || (close ? close(da) - close(db) : 0) || rank[da]! - rank[db]!
  })
  const take = Math.min(k, n)
  const out = new Uint32Array(take)
  for (let i = 0; i < take; i++) out[i] = candidates[index[i]!]!
  return out
}

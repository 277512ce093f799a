import { criterionColumns, type CriteriaInput } from './criteria'
import { singleWordKeys } from './single-word-keys'
import type { Steps } from './steps'
import { smallestKeys } from './top-k'

const SAFE = 2 ** 53

/**
 * Orders candidates by the ranking criteria, then by `tieBreak` (a unique rank per document,
 * from the custom ranking), and returns the first `k` documents. Criteria values are packed into
 * one float64 key per candidate (mixed radix sized by each criterion's maximum) so that a native
 * typed-array sort or a bounded heap does the work; if the values do not fit in 53 bits, a
 * comparator sort is used instead.
 */
export function* rankCandidates(
  input: CriteriaInput,
  candidates: Uint32Array,
  n: number,
  tieBreak: { rank: Uint32Array; order: Uint32Array },
  k: number,
): Steps<Uint32Array> {
  const keys = input.snapshot.buffer('keys', (size) => new Float64Array(size))
  if (singleWordKeys(input, candidates, n, tieBreak.rank, keys)) {
    return fromKeys(smallestKeys(keys, n, k), tieBreak)
  }
  return yield* rankByColumns(input, candidates, n, tieBreak, k)
}

/** {@link rankCandidates} through one column per criterion (any query), as steps. */
export function* rankByColumns(
  input: CriteriaInput,
  candidates: Uint32Array,
  n: number,
  tieBreak: { rank: Uint32Array; order: Uint32Array },
  k: number,
): Steps<Uint32Array> {
  const { columns, maxima } = yield* criterionColumns(input, candidates, n)
  yield
  const used = columns.filter((_, i) => maxima[i]! > 0)
  const radices = maxima.filter((m) => m > 0).map((m) => m + 1)
  const total = tieBreak.rank.length
  const capacity = radices.reduce((product, r) => product * r, Math.max(1, total))
  if (capacity >= SAFE) return comparatorOrder(used, candidates, n, tieBreak.rank, k)
  const keys = input.snapshot.buffer('keys', (size) => new Float64Array(size))
  for (let c = 0; c < n; c++) {
    let key = 0
    for (let j = 0; j < used.length; j++) key = key * radices[j]! + used[j]![c]!
    keys[c] = key * total + tieBreak.rank[candidates[c]!]!
  }
  return fromKeys(smallestKeys(keys, n, k), tieBreak)
}

/** Documents of packed keys whose low part (modulo the document count) is the tie-break rank. */
function fromKeys(best: Float64Array, tieBreak: { rank: Uint32Array; order: Uint32Array }) {
  const total = tieBreak.rank.length
  const out = new Uint32Array(best.length)
  for (let i = 0; i < best.length; i++) {
    const key = best[i]!
    out[i] = tieBreak.order[key - Math.floor(key / total) * total]!
  }
  return out
}

function comparatorOrder(
  columns: Uint32Array[],
  candidates: Uint32Array,
  n: number,
  tieRank: Uint32Array,
  k: number,
): Uint32Array {
  const index = new Uint32Array(n)
  for (let c = 0; c < n; c++) index[c] = c
  index.sort((a, b) => {
    for (const column of columns) {
      const d = column[a]! - column[b]!
      if (d !== 0) return d
    }
    return tieRank[candidates[a]!]! - tieRank[candidates[b]!]!
  })
  const take = Math.min(k, n)
  const out = new Uint32Array(take)
  for (let i = 0; i < take; i++) out[i] = candidates[index[i]!]!
  return out
}

import { compareValues, denseRank, sortableValue, type DenseRank } from './ranking'
import type { Hit } from './types'

/** Rank of `value` among `distinct` (sorted in rank order), or -1 when it is not there. */
function findRank(rank: DenseRank, value: number | string): number {
  const { distinct } = rank
  const sign = rank.key.descending ? -1 : 1
  let lo = 0
  let hi = distinct.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (sign * compareValues(distinct[mid]!, value) < 0) lo = mid + 1
    else hi = mid
  }
  return lo < distinct.length && compareValues(distinct[lo]!, value) === 0 ? lo : -1
}

/**
 * The rank of `docs` (the first `known` already ranked by `rank`): when every new document's
 * value is already a rank, the existing ranks are kept and the new ones looked up; a new value
 * ranks everything again.
 */
export function extendRank(rank: DenseRank, docs: Hit[], known: number): DenseRank {
  const next = new Uint32Array(docs.length)
  next.set(rank.rank)
  const missing = rank.distinct.length
  let max = rank.max
  for (let doc = known; doc < docs.length; doc++) {
    const value = sortableValue(docs[doc]!, rank.path)
    if (value === undefined) {
      next[doc] = missing
      max = Math.max(max, missing)
      continue
    }
    const found = typeof value === 'number' || !rank.numeric ? findRank(rank, value) : -1
    if (found < 0) return denseRank(docs, rank.key)
    next[doc] = found
  }
  return { ...rank, rank: next, max }
}

/**
 * The unique order of `size` documents whose first `known` are ordered by `order`: the new
 * documents are sorted alone and merged in (the relative order of the others does not change).
 */
export function extendOrder(
  order: { rank: Uint32Array; order: Uint32Array },
  known: number,
  ranks: Uint32Array[],
  seq: Uint32Array,
): { rank: Uint32Array; order: Uint32Array } {
  const size = seq.length
  const compare = (a: number, b: number) => {
    for (const r of ranks) {
      const d = r[a]! - r[b]!
      if (d !== 0) return d
    }
    return seq[a]! - seq[b]! || a - b
  }
  const added = Array.from({ length: size - known }, (_, i) => known + i).sort(compare)
  const merged = new Uint32Array(size)
  let i = 0
  let j = 0
  for (let at = 0; at < size; at++) {
    const takeOld = j >= added.length || (i < known && compare(order.order[i]!, added[j]!) < 0)
    merged[at] = takeOld ? order.order[i++]! : added[j++]!
  }
  const rank = new Uint32Array(size)
  for (let r = 0; r < size; r++) rank[merged[r]!] = r
  return { rank, order: merged }
}

import { NO_VALUE, type FacetColumn } from './facet-index'
import type { Snapshot } from './snapshot'
import type { FacetStats } from './types'
import { setOwn } from './own-keys'
import type { Steps } from './steps'

/** Options of {@link facetSteps}. */
export interface FacetOptions {
  maxValues: number
  sortBy: 'count' | 'alpha'
}

/** Facet counts and numeric stats for a set of documents. */
export interface FacetResult {
  facets: Record<string, Record<string, number>>
  stats: Record<string, FacetStats>
}

/** Counts of the values present in a document set: `counts[touched[i]]` for `i < size`. */
export interface ValueCounts {
  counts: Uint32Array
  touched: Uint32Array
  size: number
}

interface Scratch {
  counts: Uint32Array
  touched: Uint32Array
  everything?: ValueCounts
  cached: Map<string, { values: Record<string, number>; stats: FacetStats | undefined }>
}

const scratches = new WeakMap<FacetColumn, Scratch>()

function scratchOf(column: FacetColumn): Scratch {
  let scratch = scratches.get(column)
  if (!scratch) {
    const size = column.values.length
    scratch = { counts: new Uint32Array(size), touched: new Uint32Array(size), cached: new Map() }
    scratches.set(column, scratch)
  }
  return scratch
}

function allCounts(column: FacetColumn, scratch: Scratch): ValueCounts {
  if (!scratch.everything) {
    const touched = new Uint32Array(column.values.length)
    let size = 0
    column.totals.forEach((count, v) => {
      if (count > 0) touched[size++] = v
    })
    scratch.everything = { counts: column.totals, touched, size }
  }
  return scratch.everything
}

function addDoc(column: FacetColumn, doc: number, counts: Uint32Array): void {
  const { single } = column
  if (single) {
    const v = single[doc]!
    if (v !== NO_VALUE) counts[v]!++
    return
  }
  for (let k = column.docStart[doc]!; k < column.docStart[doc + 1]!; k++) {
    counts[column.docValues[k]!]!++
  }
}

/**
 * Counts over most of the index from the other side: whole-index totals minus the counts of the
 * documents left out (`docs` must be ascending, as candidates always are).
 */
function complementCounts(column: FacetColumn, docs: Uint32Array, n: number, scratch: Scratch) {
  const { counts, touched } = scratch
  const total = column.docStart.length - 1
  let next = 0
  for (let doc = 0; doc < total; doc++) {
    if (next < n && docs[next] === doc) next++
    else addDoc(column, doc, counts)
  }
  let size = 0
  const { totals } = column
  for (let v = 0; v < totals.length; v++) {
    counts[v] = totals[v]! - counts[v]!
    if (counts[v]! > 0) touched[size++] = v
  }
  return { counts, touched, size }
}

/**
 * Counts each value of `column` over the ascending `docs[0..n)` (or over the whole index when
 * `docs` is undefined) into the column's reusable buffers; call {@link releaseCounts} when done.
 */
export function valueCounts(
  column: FacetColumn,
  docs: Uint32Array | undefined,
  n: number,
): ValueCounts {
  const scratch = scratchOf(column)
  if (docs === undefined) return allCounts(column, scratch)
  if (n * 5 > (column.docStart.length - 1) * 3) return complementCounts(column, docs, n, scratch)
  const { counts, touched } = scratch
  const { docStart, docValues, single } = column
  let size = 0
  if (single) {
    for (let i = 0; i < n; i++) {
      const v = single[docs[i]!]!
      if (v !== NO_VALUE && counts[v]!++ === 0) touched[size++] = v
    }
    return { counts, touched, size }
  }
  for (let i = 0; i < n; i++) {
    const doc = docs[i]!
    for (let k = docStart[doc]!; k < docStart[doc + 1]!; k++) {
      const v = docValues[k]!
      if (counts[v]!++ === 0) touched[size++] = v
    }
  }
  return { counts, touched, size }
}

/** Resets the buffers filled by {@link valueCounts}. */
export function releaseCounts(column: FacetColumn, result: ValueCounts): void {
  if (result.counts === column.totals) return
  for (let i = 0; i < result.size; i++) result.counts[result.touched[i]!] = 0
}

function byAlpha(column: FacetColumn, ids: number[]): number[] {
  return ids.sort((a, b) => column.alphaRank[a]! - column.alphaRank[b]!)
}

/** The `want` alphabetically first value ids among those accepted by `keep`. */
function alphabeticalFirst(
  column: FacetColumn,
  candidates: number[],
  want: number,
  keep: (v: number) => boolean,
): number[] {
  if (candidates.length > 0 && candidates.length <= want * 8) {
    return byAlpha(column, candidates).slice(0, want)
  }
  const out: number[] = []
  const { alphaOrder } = column
  for (let i = 0; i < alphaOrder.length && out.length < want; i++) {
    if (keep(alphaOrder[i]!)) out.push(alphaOrder[i]!)
  }
  return out
}

/**
 * The value ids to show, in display order, at most `maxValues`: by count (then alphabetically)
 * or alphabetically. Counts are small integers, so a histogram finds the cut-off count and only
 * the values at the cut-off need an alphabetical pick.
 */
export function topValues(
  column: FacetColumn,
  counted: ValueCounts,
  options: FacetOptions,
): number[] {
  const { counts, touched, size } = counted
  const want = options.maxValues
  const order = (a: number, b: number) =>
    counts[b]! - counts[a]! || column.alphaRank[a]! - column.alphaRank[b]!
  if (options.sortBy === 'alpha' || size <= want) {
    const present = Array.from(touched.subarray(0, size))
    if (options.sortBy !== 'alpha') return present.sort(order)
    return alphabeticalFirst(column, present, want, (v) => counts[v]! > 0)
  }
  let maxCount = 0
  for (let i = 0; i < size; i++)
    if (counts[touched[i]!]! > maxCount) maxCount = counts[touched[i]!]!
  const histogram = new Uint32Array(maxCount + 1)
  for (let i = 0; i < size; i++) histogram[counts[touched[i]!]!]!++
  let cut = maxCount
  let above = 0
  while (cut > 0 && above + histogram[cut]! < want) above += histogram[cut--]!
  const winners: number[] = []
  const tied: number[] = []
  const needed = want - above
  // Collect the tied values only when few; otherwise walk the alphabetical order (it stops early).
  const collectTied = histogram[cut]! <= needed * 8
  for (let i = 0; i < size; i++) {
    const v = touched[i]!
    if (counts[v]! > cut) winners.push(v)
    else if (collectTied && counts[v] === cut) tied.push(v)
  }
  const rest = collectTied
    ? byAlpha(column, tied).slice(0, needed)
    : alphabeticalFirst(column, [], needed, (v) => counts[v] === cut)
  return winners.concat(rest).sort(order)
}

function statsOf(column: FacetColumn, counted: ValueCounts): FacetStats | undefined {
  const { counts, touched, size } = counted
  let min = Infinity
  let max = -Infinity
  let sum = 0
  let count = 0
  for (let i = 0; i < size; i++) {
    const v = touched[i]!
    const c = counts[v]!
    const n = column.numbers[v]!
    if (n < min) min = n
    if (n > max) max = n
    sum += n * c
    count += c
  }
  if (count === 0) return undefined
  return { min, max, avg: sum / count, sum }
}

/**
 * Empty object already in dictionary mode: facet values are arbitrary keys (prices...), and
 * adding them one by one to a fast-mode object builds a new hidden-class chain per query.
 */
function dictionary(): Record<string, number> {
  const object: Record<string, number> = { dictionaryMode: 0 }
  delete object.dictionaryMode
  return object
}

function copyDictionary(source: Record<string, number>): Record<string, number> {
  const copy = dictionary()
  for (const key of Object.keys(source)) setOwn(copy, key, source[key])
  return copy
}

function facetOf(
  column: FacetColumn,
  docs: Uint32Array | undefined,
  n: number,
  options: FacetOptions,
) {
  const counted = valueCounts(column, docs, n)
  const values = dictionary()
  for (const v of topValues(column, counted, options))
    values[column.values[v]!] = counted.counts[v]!
  const stats = column.numeric ? statsOf(column, counted) : undefined
  releaseCounts(column, counted)
  return { values, stats }
}

/**
 * Facet counts (and stats for numeric facets) of `names` over the candidates, as steps: one per
 * facet, each releasing its scratch counts before the next.
 */
export function* facetSteps(
  snapshot: Snapshot,
  names: string[],
  docs: Uint32Array | undefined,
  n: number,
  options: FacetOptions,
): Steps<FacetResult> {
  const result: FacetResult = { facets: {}, stats: {} }
  for (const [i, name] of names.entries()) {
    if (i > 0) yield
    const column = snapshot.column(name)
    let facet
    if (docs === undefined) {
      // Whole-index counts do not change until the next write: cache them per display option.
      const cache = scratchOf(column).cached
      const key = `${options.sortBy}:${options.maxValues}`
      facet = cache.get(key) ?? facetOf(column, docs, n, options)
      cache.set(key, facet)
    } else {
      facet = facetOf(column, docs, n, options)
    }
    result.facets[name] = copyDictionary(facet.values)
    if (facet.stats) result.stats[name] = { ...facet.stats }
  }
  return result
}

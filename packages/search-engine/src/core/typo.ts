import { prefixRange, skipPrefix } from './text-index'

/** Options of {@link forEachFuzzyTerm}. */
export interface FuzzyOptions {
  /** Maximum Damerau-Levenshtein distance (optimal string alignment). */
  maxTypos: number
  /** Match `word` against any prefix of a term (the last query word). */
  prefix: boolean
}

/**
 * Fewest typos a query word must be allowed before a term with another first letter can match it.
 * Algolia counts a typo involving the first letter as two ("Tichael" is 2 typos from "Michael",
 * "Tickael" 3) and accepts three only when one of them is on the first letter: a word long
 * enough for one typo ("tent") never matches a term with another first letter ("zentro"), a word
 * long enough for two ("sunglasses") does, with one typo more than its edit distance.
 */
export const FIRST_LETTER_MIN_TYPOS = 2

/** Typos Algolia counts for a term `distance` edits away whose first letter differs or not. */
export function countedTypos(distance: number, firstLetterDiffers: boolean): number {
  return firstLetterDiffers ? distance + 1 : distance
}

/** Words at most this long reuse their table rows from one walk to the next. */
const POOLED_LENGTH = 32
const rowPool = new Map<number, Int32Array[]>()

/**
 * The rows of a walk's edit-distance table for a word of `m` characters. A walk reads only rows it
 * computed itself (from the first row down the current path), so rows left by an earlier walk
 * (walks never nest) are reused instead of allocated for every query word.
 */
function rowsFor(m: number): Int32Array[] {
  if (m > POOLED_LENGTH) return []
  let rows = rowPool.get(m)
  if (rows === undefined) rowPool.set(m, (rows = []))
  return rows
}

/**
 * Visits every term of the sorted dictionary within `maxTypos` edits of `word` (or, in prefix
 * mode, whose some prefix of length at least `word.length - maxTypos` is), with the typos Algolia
 * counts ({@link countedTypos}); below {@link FIRST_LETTER_MIN_TYPOS}, only terms sharing the
 * word's first letter. The walk treats the sorted list as a trie: dynamic-programming rows are
 * shared by terms with a common prefix, and a whole range of terms is skipped as soon as a row's
 * minimum exceeds `maxTypos`.
 */
export function forEachFuzzyTerm(
  terms: string[],
  word: string,
  options: FuzzyOptions,
  visit: (termId: number, typos: number) => void,
): void {
  const { maxTypos, prefix } = options
  const m = word.length
  const wordCodes = new Int32Array(m)
  for (let j = 0; j < m; j++) wordCodes[j] = word.charCodeAt(j)
  const maxDepth = 64
  const rows = rowsFor(m)
  rows[0] ??= new Int32Array(m + 2)
  for (let j = 0; j < m + 2; j++) rows[0][j] = j
  // prefixBest[d]: best distance of `word` against a prefix of length <= d of the current path.
  const prefixBest = new Int32Array(maxDepth + 1).fill(1 << 20)
  const pathCodes = new Int32Array(maxDepth)
  let computed = 0
  let previous = ''
  const minPrefix = Math.max(1, m - maxTypos)
  const first = wordCodes[0]
  const [start, end] =
    maxTypos >= FIRST_LETTER_MIN_TYPOS || m === 0
      ? [0, terms.length]
      : prefixRange(terms, word.slice(0, 1))

  let i = start
  while (i < end) {
    const term = terms[i]!
    let common = 0
    const limit = Math.min(computed, term.length, previous.length)
    while (common < limit && term.charCodeAt(common) === previous.charCodeAt(common)) common++
    let pruneAt = -1
    const depthEnd = Math.min(term.length, maxDepth)
    for (let d = common + 1; d <= depthEnd; d++) {
      pathCodes[d - 1] = term.charCodeAt(d - 1)
      const rowMin = computeRow(rows, d, pathCodes, wordCodes, maxTypos)
      const last = Math.abs(d - m) <= maxTypos ? rows[d]![m]! : 1 << 20
      const fromPrefix = d >= minPrefix ? last : 1 << 20
      prefixBest[d] = Math.min(prefixBest[d - 1]!, fromPrefix)
      computed = d
      if (rowMin > maxTypos && !(prefix && prefixBest[d]! <= maxTypos)) {
        pruneAt = d
        break
      }
    }
    previous = term
    if (pruneAt > 0) {
      i = skipPrefix(terms, i, term, pruneAt)
      computed = pruneAt - 1
      continue
    }
    const whole = Math.abs(depthEnd - m) <= maxTypos ? rows[depthEnd]![m]! : 1 << 20
    const distance = prefix ? prefixBest[depthEnd]! : whole
    if (distance <= maxTypos) visit(i, countedTypos(distance, term.charCodeAt(0) !== first))
    i++
  }
}

/**
 * Fills row `d` of the edit-distance table, only inside the diagonal band |d - j| <= k (cells
 * outside it are worth more than k and are never needed); the cells bordering the band are set
 * to k + 1 so that the next rows read correct bounds. Returns the row's minimum.
 */
function computeRow(
  rows: Int32Array[],
  d: number,
  pathCodes: Int32Array,
  wordCodes: Int32Array,
  k: number,
): number {
  const m = wordCodes.length
  const far = k + 1
  const prev = rows[d - 1]!
  let row = rows[d]
  if (row === undefined) {
    row = new Int32Array(m + 2)
    rows[d] = row
  }
  const twoBack = d >= 2 ? rows[d - 2]! : undefined
  const c = pathCodes[d - 1]!
  const lo = Math.max(1, d - k)
  const hi = Math.min(m, d + k)
  if (lo > hi) return far
  row[0] = d
  if (lo > 1) row[lo - 1] = far
  let rowMin = lo === 1 ? d : far
  for (let j = lo; j <= hi; j++) {
    const cost = wordCodes[j - 1] === c ? 0 : 1
    let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost)
    if (
      twoBack !== undefined &&
      j >= 2 &&
      wordCodes[j - 1] === pathCodes[d - 2] &&
      wordCodes[j - 2] === c
    ) {
      value = Math.min(value, twoBack[j - 2]! + 1)
    }
    row[j] = value
    if (value < rowMin) rowMin = value
  }
  if (hi < m) row[hi + 1] = far
  return rowMin
}

/** Plain Damerau-Levenshtein (optimal string alignment) distance, for tests and highlighting. */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = []
  for (let i = 0; i <= a.length; i++) {
    rows.push([i])
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        rows[0]!.push(j)
        continue
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, rows[i - 2]![j - 2]! + 1)
      }
      rows[i]!.push(value)
    }
  }
  return rows[a.length]![b.length]!
}

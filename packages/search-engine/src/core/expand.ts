import type { QueryWord } from './query-words'
import { lowerBound, prefixRange, type TextIndex } from './text-index'
import { forEachFuzzyTerm } from './typo'

/** Dictionary terms a query word matches, ascending by term id, with their typo counts. */
export interface Expansion {
  termIds: Uint32Array
  typos: Uint8Array
  /** 1 when a match on the term counts as exact (the word itself, or an alternative counted exact). */
  exact: Uint8Array
  /**
   * How closely a match on the term renders the query word, for ordering complete ties: 4 the
   * word itself, 3 an alternative counted exact, 2 another match without typos, 1 with typos.
   */
  grade: Uint8Array
  /** Total postings over all matched terms (an upper bound of matching documents). */
  postings: number
}

// Two entries per word with alternatives (its own terms, then with the alternatives).
const CACHE_LIMIT = 4000
const caches = new WeakMap<TextIndex, Map<string, Expansion>>()

export const GRADE = { word: 4, exactAlternative: 3, noTypo: 2, typo: 1 } as const

function markExact(
  index: TextIndex,
  expansion: Omit<Expansion, 'exact' | 'grade'>,
  text: string,
): Expansion {
  const exact = new Uint8Array(expansion.termIds.length)
  const grade = new Uint8Array(expansion.typos.length)
  for (let e = 0; e < grade.length; e++)
    grade[e] = expansion.typos[e]! > 0 ? GRADE.typo : GRADE.noTypo
  const at = lowerBound(index.terms, text)
  if (index.terms[at] === text) {
    const e = expansion.termIds.indexOf(at)
    if (e >= 0) {
      exact[e] = 1
      grade[e] = GRADE.word
    }
  }
  return { ...expansion, exact, grade }
}

function gradeOf(typos: number, exact: number): number {
  return exact === 1 ? GRADE.exactAlternative : typos > 0 ? GRADE.typo : GRADE.noTypo
}

function fromRange(index: TextIndex, start: number, end: number, text: string): Expansion {
  const termIds = new Uint32Array(end - start)
  for (let i = 0; i < termIds.length; i++) termIds[i] = start + i
  const postings = index.termStart[end]! - index.termStart[start]!
  return markExact(index, { termIds, typos: new Uint8Array(termIds.length), postings }, text)
}

function computeWord(index: TextIndex, word: QueryWord): Expansion {
  const { terms } = index
  if (word.maxTypos === 0) {
    if (word.prefix) return fromRange(index, ...prefixRange(terms, word.text), word.text)
    const at = lowerBound(terms, word.text)
    return terms[at] === word.text
      ? fromRange(index, at, at + 1, word.text)
      : fromRange(index, 0, 0, word.text)
  }
  const ids: number[] = []
  const typos: number[] = []
  let postings = 0
  forEachFuzzyTerm(terms, word.text, { maxTypos: word.maxTypos, prefix: word.prefix }, (id, t) => {
    ids.push(id)
    typos.push(t)
    postings += index.termStart[id + 1]! - index.termStart[id]!
  })
  return markExact(
    index,
    { termIds: Uint32Array.from(ids), typos: Uint8Array.from(typos), postings },
    word.text,
  )
}

/** Adds the one-word alternatives (plurals, synonyms, corrections) as extra exact-text terms. */
function withAlternatives(index: TextIndex, base: Expansion, word: QueryWord): Expansion {
  const extra = new Map<number, { typos: number; exact: number }>()
  for (const alt of word.alternatives ?? []) {
    if (alt.words.length !== 1) continue
    const at = lowerBound(index.terms, alt.words[0]!)
    if (index.terms[at] !== alt.words[0]) continue
    const previous = extra.get(at)
    const score = { typos: alt.typos, exact: alt.exact ? 1 : 0 }
    if (!previous || score.typos * 2 - score.exact < previous.typos * 2 - previous.exact) {
      extra.set(at, score)
    }
  }
  if (extra.size === 0) return base
  // Typed arrays throughout: a short prefix's expansion holds thousands of terms.
  const typos = base.typos.slice()
  const exact = base.exact.slice()
  const grade = base.grade.slice()
  const added: number[] = []
  for (const [id, score] of extra) {
    const e = termPosition(base.termIds, id)
    if (e < 0) added.push(id)
    else if (score.typos * 2 - score.exact < typos[e]! * 2 - exact[e]!) {
      typos[e] = score.typos
      exact[e] = score.exact
      grade[e] = gradeOf(score.typos, score.exact)
    }
  }
  const own = { termIds: base.termIds, typos, exact, grade, postings: base.postings }
  if (added.length === 0) return own
  return withTerms(
    index,
    own,
    added.sort((a, b) => a - b),
    extra,
  )
}

/** Position of `termId` in ascending `termIds`, or -1. */
function termPosition(termIds: Uint32Array, termId: number): number {
  let lo = 0
  let hi = termIds.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (termIds[mid]! < termId) lo = mid + 1
    else hi = mid
  }
  return termIds[lo] === termId ? lo : -1
}

/** An expansion with terms `added` (ascending, absent from it) merged in, scored by `scores`. */
function withTerms(
  index: TextIndex,
  base: Expansion,
  added: number[],
  scores: Map<number, { typos: number; exact: number }>,
): Expansion {
  const n = base.termIds.length + added.length
  const out: Expansion = {
    termIds: new Uint32Array(n),
    typos: new Uint8Array(n),
    exact: new Uint8Array(n),
    grade: new Uint8Array(n),
    postings: base.postings,
  }
  let b = 0
  let a = 0
  for (let o = 0; o < n; o++) {
    if (a < added.length && (b >= base.termIds.length || added[a]! < base.termIds[b]!)) {
      const id = added[a++]!
      const { typos, exact } = scores.get(id)!
      out.termIds[o] = id
      out.typos[o] = typos
      out.exact[o] = exact
      out.grade[o] = gradeOf(typos, exact)
      out.postings += index.termStart[id + 1]! - index.termStart[id]!
    } else {
      out.termIds[o] = base.termIds[b]!
      out.typos[o] = base.typos[b]!
      out.exact[o] = base.exact[b]!
      out.grade[o] = base.grade[b++]!
    }
  }
  return out
}

function alternativesKey(word: QueryWord): string {
  if (!word.alternatives || word.alternatives.length === 0) return ''
  return word.alternatives
    .filter((a) => a.words.length === 1)
    .map((a) => `${a.words[0]}/${a.typos}${a.exact ? 'e' : ''}`)
    .join(',')
}

function cached(cache: Map<string, Expansion>, key: string, build: () => Expansion): Expansion {
  let expansion = cache.get(key)
  if (expansion) return expansion
  expansion = build()
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!)
  cache.set(key, expansion)
  return expansion
}

/**
 * Expansion of a query word over an index's dictionary (cached per index). The word's own terms
 * are cached apart from its alternatives, and a word whose alternatives add no indexed term gets
 * the very same expansion object (merged postings are cached by expansion).
 */
export function expandWord(index: TextIndex, word: QueryWord): Expansion {
  let cache = caches.get(index)
  if (!cache) {
    cache = new Map()
    caches.set(index, cache)
  }
  const key = `${word.prefix ? 'p' : 'w'}${word.maxTypos}:${word.text}`
  const base = cached(cache, key, () => computeWord(index, word))
  const alternatives = alternativesKey(word)
  if (alternatives === '') return base
  return cached(cache, `${key}|${alternatives}`, () => withAlternatives(index, base, word))
}

/** Typo count with which `termId` matches, or -1 when it is not part of the expansion. */
export function typosOfTerm(expansion: Expansion, termId: number): number {
  const at = termPosition(expansion.termIds, termId)
  return at < 0 ? -1 : expansion.typos[at]!
}

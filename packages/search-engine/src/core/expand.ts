import type { QueryWord } from './query-words'
import { lowerBound, prefixRange, type TextIndex } from './text-index'
import { forEachFuzzyTerm } from './typo'

/** Dictionary terms a query word matches, ascending by term id, with their typo counts. */
export interface Expansion {
  termIds: Uint32Array
  typos: Uint8Array
  /** Total postings over all matched terms (an upper bound of matching documents). */
  postings: number
}

const CACHE_LIMIT = 2000
const caches = new WeakMap<TextIndex, Map<string, Expansion>>()

function fromRange(index: TextIndex, start: number, end: number): Expansion {
  const termIds = new Uint32Array(end - start)
  for (let i = 0; i < termIds.length; i++) termIds[i] = start + i
  return {
    termIds,
    typos: new Uint8Array(termIds.length),
    postings: index.termStart[end]! - index.termStart[start]!,
  }
}

function compute(index: TextIndex, word: QueryWord): Expansion {
  const { terms } = index
  if (word.maxTypos === 0) {
    if (word.prefix) return fromRange(index, ...prefixRange(terms, word.text))
    const at = lowerBound(terms, word.text)
    return terms[at] === word.text ? fromRange(index, at, at + 1) : fromRange(index, 0, 0)
  }
  const ids: number[] = []
  const typos: number[] = []
  let postings = 0
  forEachFuzzyTerm(terms, word.text, { maxTypos: word.maxTypos, prefix: word.prefix }, (id, t) => {
    ids.push(id)
    typos.push(t)
    postings += index.termStart[id + 1]! - index.termStart[id]!
  })
  return { termIds: Uint32Array.from(ids), typos: Uint8Array.from(typos), postings }
}

/** Expansion of a query word over an index's dictionary (cached per index). */
export function expandWord(index: TextIndex, word: QueryWord): Expansion {
  let cache = caches.get(index)
  if (!cache) {
    cache = new Map()
    caches.set(index, cache)
  }
  const key = `${word.prefix ? 'p' : 'w'}${word.maxTypos}:${word.text}`
  let expansion = cache.get(key)
  if (expansion) return expansion
  expansion = compute(index, word)
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!)
  cache.set(key, expansion)
  return expansion
}

/** Typo count with which `termId` matches, or -1 when it is not part of the expansion. */
export function typosOfTerm(expansion: Expansion, termId: number): number {
  const ids = expansion.termIds
  let lo = 0
  let hi = ids.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (ids[mid]! < termId) lo = mid + 1
    else hi = mid
  }
  return ids[lo] === termId ? expansion.typos[lo]! : -1
}

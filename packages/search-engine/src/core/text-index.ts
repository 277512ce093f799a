import { compilePath, forEachValue } from './attributes'
import { GrowableUint32 } from './growable'
import type { SearchableAttribute } from './searchable-attributes'
import { forEachWord, tokenize } from './tokenizer'
import type { Hit } from './types'

/** Bits of a packed occurrence given to the word position; the rest is the attribute slot. */
export const POSITION_BITS = 22
const POSITION_MASK = (1 << POSITION_BITS) - 1
const MAX_SLOTS = 1 << (32 - POSITION_BITS)
/** Position gap between elements of an array attribute, so proximity does not bridge them. */
const ELEMENT_GAP = 8

/**
 * Inverted index over the searchable attributes. Terms are sorted so that a prefix is a
 * contiguous range; postings are stored in one compressed-sparse-row layout: the occurrences of
 * term `t` are `occDoc/occPos[termStart[t] .. termStart[t+1])`, ascending by document, with one
 * entry per (term, document) holding the best occurrence (lowest attribute slot, then earliest
 * word).
 */
export interface TextIndex {
  terms: string[]
  termStart: Uint32Array
  occDoc: Uint32Array
  /** `slot << POSITION_BITS | position` of the best occurrence. */
  occPos: Uint32Array
  attributes: SearchableAttribute[]
}

/** Attribute slot of a packed occurrence. */
export function slotOf(packed: number): number {
  return packed >>> POSITION_BITS
}

/** Word position of a packed occurrence. */
export function positionOf(packed: number): number {
  return packed & POSITION_MASK
}

const valueCache = new Map<string, string[]>()
const VALUE_CACHE_LIMIT = 50_000

function wordsOf(value: string): string[] {
  // Short values (brands, categories, colours) repeat across records: tokenise them once.
  let words = valueCache.get(value)
  if (words === undefined) {
    words = tokenize(value)
    if (valueCache.size >= VALUE_CACHE_LIMIT) valueCache.clear()
    valueCache.set(value, words)
  }
  return words
}

function discoverAttributes(docs: Hit[]): SearchableAttribute[] {
  const seen = new Map<string, SearchableAttribute>()
  for (const doc of docs) {
    for (const key of Object.keys(doc)) {
      if (key === 'objectID' || key.startsWith('_') || seen.has(key)) continue
      seen.set(key, { path: compilePath(key), level: 0, unordered: false })
    }
  }
  return [...seen.values()]
}

/** Builds the inverted index of `docs` (document id = array index). */
export function buildTextIndex(docs: Hit[], configured: SearchableAttribute[]): TextIndex {
  const attributes = (configured.length > 0 ? configured : discoverAttributes(docs)).slice(
    0,
    MAX_SLOTS,
  )
  const termIds = new Map<string, number>()
  const lastDoc: number[] = []
  const occTerm = new GrowableUint32(docs.length * 16)
  const occDoc = new GrowableUint32(docs.length * 16)
  const occPos = new GrowableUint32(docs.length * 16)

  let doc = 0
  let slot = 0
  let position = 0
  const addWord = (word: string) => {
    let id = termIds.get(word)
    if (id === undefined) {
      id = termIds.size
      termIds.set(word, id)
      lastDoc.push(-1)
    }
    if (lastDoc[id] !== doc) {
      lastDoc[id] = doc
      occTerm.push(id)
      occDoc.push(doc)
      occPos.push((slot << POSITION_BITS) | Math.min(position, POSITION_MASK))
    }
    position++
  }
  const addValue = (value: unknown) => {
    if (typeof value === 'string') {
      if (value.length > 24) forEachWord(value, addWord)
      else for (const word of wordsOf(value)) addWord(word)
    } else if (typeof value === 'number') {
      for (const word of wordsOf(String(value))) addWord(word)
    } else return
    position += ELEMENT_GAP
  }
  for (doc = 0; doc < docs.length; doc++) {
    const record = docs[doc]!
    for (slot = 0; slot < attributes.length; slot++) {
      position = 0
      forEachValue(record, attributes[slot]!.path, true, addValue)
    }
  }
  return sortByTerm(termIds, occTerm.view(), occDoc.view(), occPos.view(), attributes)
}

function sortByTerm(
  termIds: Map<string, number>,
  occTerm: Uint32Array,
  occDoc: Uint32Array,
  occPos: Uint32Array,
  attributes: SearchableAttribute[],
): TextIndex {
  const terms = [...termIds.keys()].sort()
  const rename = new Uint32Array(terms.length)
  terms.forEach((term, sorted) => {
    rename[termIds.get(term)!] = sorted
  })
  const termStart = new Uint32Array(terms.length + 1)
  for (let i = 0; i < occTerm.length; i++) termStart[rename[occTerm[i]!]! + 1]!++
  for (let t = 0; t < terms.length; t++) termStart[t + 1]! += termStart[t]!
  const fill = termStart.slice(0, terms.length)
  const docs = new Uint32Array(occTerm.length)
  const positions = new Uint32Array(occTerm.length)
  // Counting sort: stable, so each term's postings stay in ascending document order.
  for (let i = 0; i < occTerm.length; i++) {
    const at = fill[rename[occTerm[i]!]!]!++
    docs[at] = occDoc[i]!
    positions[at] = occPos[i]!
  }
  return { terms, termStart, occDoc: docs, occPos: positions, attributes }
}

/** First term index whose term is `>= word`. */
export function lowerBound(terms: string[], word: string): number {
  let lo = 0
  let hi = terms.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (terms[mid]! < word) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** Range `[start, end)` of the terms starting with `prefix`. */
export function prefixRange(terms: string[], prefix: string): [number, number] {
  return [lowerBound(terms, prefix), lowerBound(terms, prefix + '\uffff')]
}

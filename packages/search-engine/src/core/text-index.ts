import { compilePath, forEachValue } from './attributes'
import { GrowableUint32 } from './growable'
import {
  CODE_WORD,
  COMPOUND_PART,
  headDistances,
  LONGEST_CLASSED_WORD,
  MAX_HEAD_DISTANCE,
  PHRASE_START,
  wordClassFlag,
} from './head-words'
import type { SearchableAttribute } from './searchable-attributes'
import { HASH_SEED, hashStep, TermTable } from './term-table'
import { occurrenceWeights } from './term-weights'
import { attributeScan, type TextOptions } from './text-options'
import { endsPhraseAt, joinedByHyphen, tokenizeWithFlags } from './tokenizer'
import type { Steps } from './steps'
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
  /** Occurrences of the term in the document (capped at 255). */
  occCount: Uint8Array
  /**
   * How far the term is from being the head word of a value it occurs in, over its occurrences
   * in the document (0: it ends a value, {@link headDistances}).
   */
  occHead: Uint8Array
  /** Quantised BM25 tf-norm of each posting ({@link occurrenceWeights}). */
  occWeight: Uint8Array
  /** Words indexed per document, over every searchable attribute (capped at 65535). */
  docLength: Uint16Array
  /** Every occurrence of the terms that occur more than once in a document ({@link Repeats}). */
  repeats: Repeats
  attributes: SearchableAttribute[]
  /** The attributes were discovered from the records (no `searchableAttributes` setting). */
  discovered: boolean
  /** Index-time tokenizing settings the index was built with (none: the defaults). */
  options?: TextOptions
}

/**
 * Occurrences of repeated terms, per document, for proximity over all occurrences: the repeated
 * postings of document `d` are `docStart[d] .. docStart[d+1]`, ascending by their best (first)
 * packed occurrence; the occurrences of posting `k` are `positions[start[k] .. start[k+1])`,
 * ascending (the first is the best). Terms seen once in a document take no room.
 */
export interface Repeats {
  docStart: Uint32Array
  start: Uint32Array
  positions: Uint32Array
}

/** Attribute slot of a packed occurrence. */
export function slotOf(packed: number): number {
  return packed >>> POSITION_BITS
}

/** Word position of a packed occurrence. */
export function positionOf(packed: number): number {
  return packed & POSITION_MASK
}

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 127) return false
  return true
}

/**
 * Every attribute of the records, for an index without `searchableAttributes`: one level, and
 * unordered, since Algolia then turns the attribute criterion off (neither the attribute nor the
 * position of the match ranks).
 */
function discoverAttributes(docs: Hit[]): SearchableAttribute[] {
  const seen = new Map<string, SearchableAttribute>()
  for (const doc of docs) {
    for (const key of Object.keys(doc)) {
      if (key === 'objectID' || key.startsWith('_') || seen.has(key)) continue
      seen.set(key, { path: compilePath(key), level: 0, unordered: true })
    }
  }
  return [...seen.values()]
}

/**
 * Builds the inverted index of `docs` (document id = array index) over the `configured`
 * attributes; when there are none, over every attribute of the records (no `searchableAttributes`
 * setting), unless `discover` is false (a query restricted to no searchable attribute: no terms).
 */
export function buildTextIndex(
  docs: Hit[],
  configured: SearchableAttribute[],
  discover = true,
  options?: TextOptions,
): TextIndex {
  const builder = textIndexBuilder(docs, configured, discover, options)
  builder.add(0, docs.length)
  return builder.finish()
}

/** Documents indexed between two pauses of {@link textIndexSteps}. */
const DOCS_PER_STEP = 2048

/**
 * {@link buildTextIndex} as steps (a pause every {@link DOCS_PER_STEP} documents), for an index a
 * query asks for while it runs (a restriction of the searchable attributes): other requests are
 * answered between the steps.
 */
export function* textIndexSteps(
  docs: Hit[],
  configured: SearchableAttribute[],
  discover = true,
  options?: TextOptions,
): Steps<TextIndex> {
  const builder = textIndexBuilder(docs, configured, discover, options)
  for (let from = 0; from < docs.length; from += DOCS_PER_STEP) {
    builder.add(from, Math.min(docs.length, from + DOCS_PER_STEP))
    yield
  }
  return builder.finish()
}

/** Reads documents in order (`add` each range once, ascending), then sorts them to an index. */
function textIndexBuilder(
  docs: Hit[],
  configured: SearchableAttribute[],
  discover: boolean,
  options: TextOptions | undefined,
): { add(from: number, to: number): void; finish(): TextIndex } {
  const discovered = configured.length === 0 && discover
  const attributes = (discovered ? discoverAttributes(docs) : configured).slice(0, MAX_SLOTS)
  // Per slot, how its values are scanned when the index has text options (else the fast paths).
  const scans = options && attributes.map((a) => attributeScan(options, a.path))
  const table = new TermTable()
  let lastDoc = new Int32Array(1024).fill(-1)
  let lastOcc = new Uint32Array(1024)
  const occTerm = new GrowableUint32(docs.length * 16)
  const occDoc = new GrowableUint32(docs.length * 16)
  const occPos = new GrowableUint32(docs.length * 16)
  const occCount = new GrowableUint32(docs.length * 16)
  const occHead = new GrowableUint32(docs.length * 16)
  const repOcc = new GrowableUint32(1024)
  const repPos = new GrowableUint32(1024)
  const docLength = new Uint16Array(docs.length)
  // Short values (brands, categories, colours) repeat across records: tokenise them once.
  const shortValues = new Map<string, { ids: Uint32Array; flags: Uint8Array }>()
  // The postings and head-word flags of the words of the value being read.
  let valuePostings = new Uint32Array(256)
  let valueFlags = new Uint8Array(256)
  let valueDistances = new Uint8Array(256)
  let valueWords = 0

  let doc = 0
  let slot = 0
  let position = 0
  const addTerm = (id: number, flags: number) => {
    if (id >= lastDoc.length) {
      const grown = new Int32Array(lastDoc.length * 2).fill(-1)
      grown.set(lastDoc)
      lastDoc = grown
      const occ = new Uint32Array(grown.length)
      occ.set(lastOcc)
      lastOcc = occ
    }
    if (lastDoc[id] !== doc) {
      lastDoc[id] = doc
      lastOcc[id] = occTerm.length
      occTerm.push(id)
      occDoc.push(doc)
      occPos.push((slot << POSITION_BITS) | Math.min(position, POSITION_MASK))
      occCount.push(1)
      occHead.push(MAX_HEAD_DISTANCE)
    } else {
      occCount.bump(lastOcc[id]!)
      repOcc.push(lastOcc[id]!)
      repPos.push((slot << POSITION_BITS) | Math.min(position, POSITION_MASK))
    }
    if (docLength[doc]! < 0xffff) docLength[doc]!++
    position++
    if (valueWords === valuePostings.length) {
      valuePostings = grow(valuePostings)
      valueFlags = grow(valueFlags)
      valueDistances = new Uint8Array(valueFlags.length)
    }
    valuePostings[valueWords] = lastOcc[id]!
    valueFlags[valueWords++] = flags
  }
  const endValue = () => {
    headDistances(valueFlags, valueWords, valueDistances)
    const heads = occHead.view()
    for (let i = 0; i < valueWords; i++) {
      const posting = valuePostings[i]!
      if (valueDistances[i]! < heads[posting]!) heads[posting] = valueDistances[i]!
    }
    valueWords = 0
  }
  // Per term id: its class flag (`wordClassFlag` of `head-words.ts`) plus 1, 0 not looked up yet.
  let classOf = new Uint8Array(1024)
  const classFlag = (id: number, flags: number, length: number) => {
    if (length > LONGEST_CLASSED_WORD || (flags & (COMPOUND_PART | CODE_WORD)) !== 0) return 0
    while (id >= classOf.length) classOf = grow(classOf)
    let kind = classOf[id]!
    if (kind === 0) classOf[id] = kind = wordClassFlag(table.terms[id]!) + 1
    return kind - 1
  }
  const addAscii = (text: string) => {
    let start = -1
    let hash = HASH_SEED
    let flags = 0
    let phrase = false
    for (let i = 0; i <= text.length; i++) {
      const raw = i < text.length ? text.charCodeAt(i) : 32
      const code = raw >= 65 && raw <= 90 ? raw + 32 : raw
      const digit = code >= 48 && code <= 57
      if ((code >= 97 && code <= 122) || digit) {
        if (start < 0) {
          start = i
          hash = HASH_SEED
          flags = (joinedByHyphen(text, i) ? COMPOUND_PART : 0) | (phrase ? PHRASE_START : 0)
          phrase = false
        }
        if (digit) flags |= CODE_WORD
        hash = hashStep(hash, code)
      } else {
        if (start >= 0) {
          const id = table.idOfAscii(text, start, i, hash)
          addTerm(id, flags | classFlag(id, flags, i - start))
          start = -1
        }
        if (!phrase && code !== 32 && valueWords > 0 && endsPhraseAt(text, i)) phrase = true
      }
    }
  }
  const termsOf = (text: string) => {
    let terms = shortValues.get(text)
    if (!terms) {
      const { words, flags } = tokenizeWithFlags(text)
      terms = {
        ids: Uint32Array.from(words, (word) => table.idOf(word)),
        flags: Uint8Array.from(flags),
      }
      shortValues.set(text, terms)
    }
    return terms
  }
  const addValue = (value: unknown) => {
    if (typeof value !== 'string' && typeof value !== 'number') return
    const text = String(value)
    const scan = scans?.[slot]
    if (scan !== undefined) {
      const { words, flags } = tokenizeWithFlags(text, scan)
      for (let i = 0; i < words.length; i++) addTerm(table.idOf(words[i]!), flags[i]!)
    } else if (text.length <= 24 || !isAscii(text)) {
      const { ids, flags } = text.length <= 24 ? termsOf(text) : longTerms(text)
      for (let i = 0; i < ids.length; i++) addTerm(ids[i]!, flags[i]!)
    } else addAscii(text)
    endValue()
    position += ELEMENT_GAP
  }
  const longTerms = (text: string) => {
    const { words, flags } = tokenizeWithFlags(text)
    return { ids: words.map((word) => table.idOf(word)), flags }
  }
  const add = (from: number, to: number) => {
    for (doc = from; doc < to; doc++) {
      const record = docs[doc]!
      for (slot = 0; slot < attributes.length; slot++) {
        position = 0
        forEachValue(record, attributes[slot]!.path, true, addValue)
      }
    }
  }
  const finish = () => {
    const index = sortByTerm(
      table.terms,
      {
        term: occTerm.view(),
        doc: occDoc.view(),
        pos: occPos.view(),
        count: occCount.view(),
        head: occHead.view(),
      },
      docLength,
      attributes,
    )
    index.discovered = discovered
    if (options !== undefined) index.options = options
    index.repeats = collectRepeats(
      docs.length,
      { doc: occDoc.view(), pos: occPos.view(), count: occCount.view() },
      repOcc.view(),
      repPos.view(),
    )
    return index
  }
  return { add, finish }
}

function collectRepeats(
  docCount: number,
  occ: Omit<Occurrences, 'term' | 'head'>,
  repOcc: Uint32Array,
  repPos: Uint32Array,
): Repeats {
  const docStart = new Uint32Array(docCount + 1)
  const postingOf = new Int32Array(occ.doc.length)
  let postings = 0
  for (let i = 0; i < occ.doc.length; i++) {
    if (occ.count[i]! > 1) {
      postingOf[i] = postings++
      docStart[occ.doc[i]! + 1]!++
    }
  }
  for (let d = 0; d < docCount; d++) docStart[d + 1]! += docStart[d]!
  const start = new Uint32Array(postings + 1)
  const positions = new Uint32Array(postings + repOcc.length)
  const fill = new Uint32Array(postings)
  let at = 0
  for (let i = 0; i < occ.doc.length; i++) {
    if (occ.count[i]! <= 1) continue
    const k = postingOf[i]!
    start[k] = at
    positions[at] = occ.pos[i]!
    fill[k] = at + 1
    at += occ.count[i]!
  }
  start[postings] = at
  // Repeats were recorded in reading order, so each posting's occurrences stay ascending.
  for (let r = 0; r < repOcc.length; r++) positions[fill[postingOf[repOcc[r]!]!]!++] = repPos[r]!
  return { docStart, start, positions }
}

const NO_REPEATS: Repeats = {
  docStart: new Uint32Array(1),
  start: new Uint32Array(1),
  positions: new Uint32Array(0),
}

/**
 * Every occurrence of the term whose best occurrence in `doc` is `packed`, or undefined when the
 * term occurs once there.
 */
export function occurrencesOf(
  repeats: Repeats,
  doc: number,
  packed: number,
): Uint32Array | undefined {
  if (doc + 1 >= repeats.docStart.length) return undefined
  let lo = repeats.docStart[doc]!
  let hi = repeats.docStart[doc + 1]!
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    const k = repeats.positions[repeats.start[mid]!]!
    if (k === packed)
      return repeats.positions.subarray(repeats.start[mid]!, repeats.start[mid + 1]!)
    if (k < packed) lo = mid + 1
    else hi = mid
  }
  return undefined
}

/** The repeats of `base`'s first `offset` documents followed by `added`'s. */
export function concatRepeats(base: Repeats, offset: number, added: Repeats): Repeats {
  const baseDocs = Math.min(offset, base.docStart.length - 1)
  const postings = base.docStart[baseDocs]!
  const used = base.start[postings]!
  const docStart = new Uint32Array(offset + added.docStart.length)
  docStart.set(base.docStart.subarray(0, baseDocs + 1))
  docStart.fill(postings, baseDocs + 1, offset + 1)
  for (let d = 1; d < added.docStart.length; d++)
    docStart[offset + d] = postings + added.docStart[d]!
  const start = new Uint32Array(postings + added.start.length)
  start.set(base.start.subarray(0, postings))
  for (let k = 0; k < added.start.length; k++) start[postings + k] = used + added.start[k]!
  const positions = new Uint32Array(used + added.positions.length)
  positions.set(base.positions.subarray(0, used))
  positions.set(added.positions, used)
  return { docStart, start, positions }
}

interface Occurrences {
  term: Uint32Array
  doc: Uint32Array
  pos: Uint32Array
  count: Uint32Array
  head: Uint32Array
}

function grow<T extends Uint32Array | Uint8Array>(array: T): T {
  const next = new (array.constructor as new (n: number) => T)(array.length * 2)
  next.set(array)
  return next
}

function sortByTerm(
  byId: string[],
  occ: Occurrences,
  docLength: Uint16Array,
  attributes: SearchableAttribute[],
): TextIndex {
  const { term: occTerm, doc: occDoc, pos: occPos } = occ
  const order = byId.map((_, id) => id).sort((a, b) => (byId[a]! < byId[b]! ? -1 : 1))
  const terms = order.map((id) => byId[id]!)
  const rename = new Uint32Array(terms.length)
  order.forEach((id, sorted) => {
    rename[id] = sorted
  })
  const termStart = new Uint32Array(terms.length + 1)
  for (let i = 0; i < occTerm.length; i++) termStart[rename[occTerm[i]!]! + 1]!++
  for (let t = 0; t < terms.length; t++) termStart[t + 1]! += termStart[t]!
  const fill = termStart.slice(0, terms.length)
  const docs = new Uint32Array(occTerm.length)
  const positions = new Uint32Array(occTerm.length)
  const counts = new Uint8Array(occTerm.length)
  const heads = new Uint8Array(occTerm.length)
  // Counting sort: stable, so each term's postings stay in ascending document order.
  for (let i = 0; i < occTerm.length; i++) {
    const at = fill[rename[occTerm[i]!]!]!++
    docs[at] = occDoc[i]!
    positions[at] = occPos[i]!
    counts[at] = Math.min(255, occ.count[i]!)
    heads[at] = occ.head[i]!
  }
  return {
    terms,
    termStart,
    occDoc: docs,
    occPos: positions,
    occCount: counts,
    occHead: heads,
    occWeight: occurrenceWeights(docs, counts, heads, docLength),
    docLength,
    repeats: NO_REPEATS,
    attributes,
    discovered: false,
  }
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

function startsWith(term: string, prefix: string, length: number): boolean {
  if (term.length < length) return false
  for (let i = 0; i < length; i++) if (term.charCodeAt(i) !== prefix.charCodeAt(i)) return false
  return true
}

/**
 * First index after `from` whose term does not start with the first `length` characters of
 * `prefix`, given that `terms[from]` does (terms sharing a prefix are contiguous). Gallops then
 * bisects, comparing character codes only (no string is built).
 */
export function skipPrefix(terms: string[], from: number, prefix: string, length: number): number {
  let inside = from
  let step = 1
  let outside = from + 1
  while (outside < terms.length && startsWith(terms[outside]!, prefix, length)) {
    inside = outside
    step *= 2
    outside = from + step
  }
  outside = Math.min(outside, terms.length)
  while (outside - inside > 1) {
    const mid = (inside + outside) >>> 1
    if (startsWith(terms[mid]!, prefix, length)) inside = mid
    else outside = mid
  }
  return outside
}

/** Range `[start, end)` of the terms starting with `prefix`. */
export function prefixRange(terms: string[], prefix: string): [number, number] {
  const start = lowerBound(terms, prefix)
  if (start >= terms.length || !startsWith(terms[start]!, prefix, prefix.length))
    return [start, start]
  return [start, skipPrefix(terms, start, prefix, prefix.length)]
}

import type { Bitset } from './bitset'
import { completionFlags } from './completions'
import { expandWord, GRADE, type Expansion } from './expand'
import { completeMatch, settleMatches, type Deferred, type Details } from './merged-matches'
import { isMergeable, mergedPostings, type MergedPostings } from './merged-postings'
import type { QueryWord } from './query-words'
import { accumulateSplits } from './word-splits'
import type { Snapshot } from './snapshot'
import type { Steps } from './steps'
import { lowerBound, slotOf, type TextIndex } from './text-index'

/** Per-document best match of one query word, in reusable per-snapshot buffers. */
export interface WordState {
  word: QueryWord
  expansion: Expansion
  /** `mark[doc] === generation` when the word matches `doc`. */
  mark: Uint32Array
  generation: number
  /**
   * `typos * 2 + (exact ? 0 : 1)` of the best match (`MATCH_SCORE` bits), plus `SECOND_FORM` when
   * `other` holds a second form (set with the document's first match: no per-query reset).
   */
  info: Uint8Array
  /** Packed attribute slot and position of the best match. */
  pos: Uint32Array
  /**
   * First packed occurrence of another term matching the word in the document, where `info` has
   * `SECOND_FORM` (one term matched otherwise): a word matching two forms ("fragrances" and
   * "fragrance") is as close to its neighbours as its closest form, wherever the best match is.
   */
  other: Uint32Array
  /** Head distance (see `head-words.ts`) of the word's match closest to a head, per document. */
  head: Uint8Array
  /**
   * Closeness of the word's matches (for complete ties): match grade times the posting's BM25
   * weight, summed over the word's matched terms (a record holding both plural forms of the word
   * repeats it), whichever match sets `info` and `pos`.
   */
  weight: Uint16Array
  /** Matching documents (unordered) in `docs[0..count)`. */
  docs: Uint32Array
  count: number
  /** Set when `docs[0..count)` is ascending (filled from merged postings). */
  sorted?: boolean
  /**
   * Merged postings not yet copied into the arrays above, or copied only for the documents that
   * can be candidates (see `settleMatches`); `count` is then theirs until copied.
   */
  deferred: Deferred | undefined
}

let generation = 0

/** The bits of `WordState.info` that rank a match (typos and exactness). */
export const MATCH_SCORE = 7
/** The bit of `WordState.info` flagging a second form in `WordState.other`. */
export const SECOND_FORM = 8

/** `MergedPostings.other` of a document matched by one term of the word. */
export const NO_OTHER = 0xffffffff

/**
 * Keeps in `other` the first occurrence of the term that is not the best match, when a second
 * term of the word matches `doc` at `packed` (`better`: it becomes the best match); flags it in
 * `info` (the caller writes the best match's score over the `MATCH_SCORE` bits after this).
 */
function keepOther(state: WordState, doc: number, packed: number, better: boolean): void {
  const previous = better ? state.pos[doc]! : packed
  const info = state.info[doc]!
  if ((info & SECOND_FORM) === 0) {
    state.info[doc] = info | SECOND_FORM
    state.other[doc] = previous
  } else if (previous < state.other[doc]!) state.other[doc] = previous
}

/**
 * Attribute slots flagged by the query's settings: `noTypo` (`disableTypoToleranceOnAttributes`)
 * drops matches with typos there, `noExact` (`disableExactOnAttributes`) counts matches there as
 * not exact, `noPrefix` drops prefix completions there. Undefined arrays flag none.
 */
export interface SlotRules {
  noTypo?: Uint8Array
  noExact?: Uint8Array
  /** `disablePrefixOnAttributes`: a prefix word's completions do not match there. */
  noPrefix?: Uint8Array
}

/** The score of a match at `packed` once `noExact` applies (bit 0 set: not exact). */
const scoreAt = (score: number, packed: number, noExact: Uint8Array | undefined) =>
  noExact !== undefined && noExact[slotOf(packed)] === 1 ? score | 1 : score

/** Records one occurrence of a query word in `doc` (keeps the best score, then position). */
function record(
  state: WordState,
  doc: number,
  score: number,
  packed: number,
  w: number,
  head: number,
): void {
  const { mark, info, pos, weight } = state
  if (mark[doc] !== state.generation) {
    mark[doc] = state.generation
    info[doc] = score
    pos[doc] = packed
    state.head[doc] = head
    weight[doc] = w
    state.docs[state.count++] = doc
    state.sorted = false
  } else {
    if (head < state.head[doc]!) state.head[doc] = head
    const current = info[doc]! & MATCH_SCORE
    const better = score < current || (score === current && packed < pos[doc]!)
    if (packed !== pos[doc]) keepOther(state, doc, packed, better)
    if (better) {
      info[doc] = score | (info[doc]! & SECOND_FORM)
      pos[doc] = packed
    }
    weight[doc]! += w
  }
}

/** Every detail: merged postings are kept for any later query. */
const ALL_DETAILS: Details = { other: true, head: true }

/**
 * Fills the word's matches, with the `details` the query reads (one-word queries, the
 * autocomplete's bulk, and the query's head words skip what they do not read).
 */
function accumulate(
  index: TextIndex,
  state: WordState,
  slots: SlotRules | undefined,
  details: Details,
): void {
  if (slots === undefined && isMergeable(state.expansion)) {
    let filled = false
    const merged = mergedPostings(index, state.expansion, () => {
      accumulateTerms(index, state, undefined, ALL_DETAILS)
      filled = true
      return snapshotOf(state)
    })
    // Copied by `settleMatches` once every word is matched, for the documents that can be hits.
    if (!filled) {
      state.deferred = { merged, details }
      state.count = merged.docs.length
    }
    return
  }
  accumulateTerms(index, state, slots, details)
}

/** The state's matches as merged postings (ascending documents, through a bitset: no sort). */
function snapshotOf(state: WordState): MergedPostings {
  const bits = new Uint32Array((state.mark.length + 31) >>> 5)
  for (let i = 0; i < state.count; i++) bits[state.docs[i]! >>> 5]! |= 1 << (state.docs[i]! & 31)
  const docs = new Uint32Array(state.count)
  let n = 0
  for (let w = 0; w < bits.length; w++) {
    for (let v = bits[w]!; v !== 0; v &= v - 1) docs[n++] = (w << 5) | (31 - Math.clz32(v & -v))
  }
  const info = new Uint8Array(docs.length)
  const pos = new Uint32Array(docs.length)
  const other = new Uint32Array(docs.length)
  const head = new Uint8Array(docs.length)
  const weight = new Uint16Array(docs.length)
  for (let i = 0; i < docs.length; i++) {
    const doc = docs[i]!
    info[i] = state.info[doc]!
    pos[i] = state.pos[doc]!
    other[i] = (info[i]! & SECOND_FORM) !== 0 ? state.other[doc]! : NO_OTHER
    head[i] = state.head[docs[i]!]!
    weight[i] = state.weight[docs[i]!]!
  }
  return { docs, info, pos, other, head, weight }
}

function accumulateTerms(
  index: TextIndex,
  state: WordState,
  slots: SlotRules | undefined,
  details: Details,
): void {
  const noExact = slots?.noExact
  const noPrefix = state.word.prefix === true ? slots?.noPrefix : undefined
  const completions = noPrefix && completionFlags(index, state.expansion, state.word)
  const withHead = details.head
  const withOther = details.other
  const { termStart, occDoc, occPos, occWeight, occHead } = index
  const { mark, info, pos, head, weight, docs, expansion } = state
  const gen = state.generation
  let count = 0
  for (let e = 0; e < expansion.termIds.length; e++) {
    const term = expansion.termIds[e]!
    const typos = expansion.typos[e]!
    const termScore = typos * 2 + (expansion.exact[e] === 1 ? 0 : 1)
    const grade = expansion.grade[e]!
    const skipSlots = typos > 0 ? slots?.noTypo : undefined
    const skipCompletion = completions && completions[e] === 1 ? noPrefix : undefined
    for (let o = termStart[term]!; o < termStart[term + 1]!; o++) {
      const doc = occDoc[o]!
      const packed = occPos[o]!
      if (skipSlots !== undefined && skipSlots[slotOf(packed)] === 1) continue
      if (skipCompletion !== undefined && skipCompletion[slotOf(packed)] === 1) continue
      const score = scoreAt(termScore, packed, noExact)
      const w = grade * occWeight[o]!
      if (mark[doc] !== gen) {
        mark[doc] = gen
        info[doc] = score
        pos[doc] = packed
        weight[doc] = w
        docs[count++] = doc
        if (withHead) head[doc] = occHead[o]!
      } else {
        // Another term of the word (each term has one posting per document).
        const current = info[doc]! & MATCH_SCORE
        const better = score < current || (score === current && packed < pos[doc]!)
        if (withHead && occHead[o]! < head[doc]!) head[doc] = occHead[o]!
        if (withOther) keepOther(state, doc, packed, better)
        if (better) {
          info[doc] = score | (info[doc]! & SECOND_FORM)
          pos[doc] = packed
        }
        weight[doc]! += w
      }
    }
  }
  state.count = count
}

/** Best occurrence (and its weight) per document of an exact term (empty when not indexed). */
function postingsOf(
  index: TextIndex,
  text: string,
): Map<number, { packed: number; w: number; head: number }> {
  const out = new Map<number, { packed: number; w: number; head: number }>()
  const at = lowerBound(index.terms, text)
  if (index.terms[at] !== text) return out
  for (let o = index.termStart[at]!; o < index.termStart[at + 1]!; o++) {
    const head = index.occHead[o]!
    out.set(index.occDoc[o]!, { packed: index.occPos[o]!, w: index.occWeight[o]!, head })
  }
  return out
}

/** Adds the documents holding every word of a multi-word alternative (synonym phrases). */
function accumulatePhrases(index: TextIndex, state: WordState, slots?: SlotRules): void {
  for (const alt of state.word.alternatives ?? []) {
    if (alt.words.length < 2) continue
    completeMatch(state)
    const postings = alt.words.map((w) => postingsOf(index, w))
    const [first, ...others] = postings
    const score = alt.typos * 2 + (alt.exact ? 0 : 1)
    const grade = alt.exact ? GRADE.exactAlternative : alt.typos > 0 ? GRADE.typo : GRADE.noTypo
    const last = postings[postings.length - 1]!
    for (const [doc, { packed, w }] of first!) {
      // The phrase's head is its last word.
      if (others.every((p) => p.has(doc))) {
        const at = scoreAt(score, packed, slots?.noExact)
        record(state, doc, at, packed, grade * w, last.get(doc)!.head)
      }
    }
  }
}

/**
 * Finds, for every query word, the documents it matches and how well, under the attribute rules
 * of `slots` (see {@link SlotRules}). Steps: one per word.
 */
export function* matchWordSteps(
  snapshot: Snapshot,
  index: TextIndex,
  words: QueryWord[],
  slots?: SlotRules,
): Steps<WordState[]> {
  const states: WordState[] = []
  for (const [i, word] of words.entries()) {
    if (i > 0) yield
    generation = (generation + 1) >>> 0 || 1
    const state: WordState = {
      word,
      expansion: expandWord(index, word),
      mark: snapshot.buffer(`mark${i}`, (n) => new Uint32Array(n)),
      generation,
      info: snapshot.buffer(`info${i}`, (n) => new Uint8Array(n)),
      pos: snapshot.buffer(`pos${i}`, (n) => new Uint32Array(n)),
      other: snapshot.buffer(`other${i}`, (n) => new Uint32Array(n)),
      head: snapshot.buffer(`head${i}`, (n) => new Uint8Array(n)),
      weight: snapshot.buffer(`weight${i}`, (n) => new Uint16Array(n)),
      docs: snapshot.buffer(`docs${i}`, (n) => new Uint32Array(n)),
      count: 0,
      deferred: undefined,
    }
    accumulate(index, state, slots, {
      other: words.length > 1,
      head: (word.headDistance ?? 0) > 0,
    })
    accumulatePhrases(index, state, slots)
    accumulateSplits(index, state)
    states.push(state)
  }
  settleMatches(states)
  return states
}

/**
 * Writes into `out` the documents matching every required word (or, when all words are optional,
 * any word) and passing `filter`; returns how many.
 */
export function collectCandidates(
  snapshot: Snapshot,
  states: WordState[],
  filter: Bitset | undefined,
  out: Uint32Array,
): number {
  // Candidates go through a bitset so that they come out in ascending document order: the
  // ranking and facet passes then walk their per-document arrays sequentially (cache friendly).
  if (states.length === 1 && states[0]!.sorted === true && filter === undefined) {
    out.set(states[0]!.docs.subarray(0, states[0]!.count))
    return states[0]!.count
  }
  const bits = snapshot.buffer('candidateBits', (size) => new Uint32Array((size + 31) >>> 5))
  const required = states.filter((s) => !s.word.optional)
  const sources = required.length > 0 ? [smallest(required)] : states
  const others = required.filter((s) => s !== sources[0])
  for (const source of sources) {
    for (let i = 0; i < source.count; i++) {
      const doc = source.docs[i]!
      let ok = filter === undefined || filter.has(doc)
      for (let k = 0; ok && k < others.length; k++) {
        if (others[k]!.mark[doc] !== others[k]!.generation) ok = false
      }
      if (ok) bits[doc >>> 5]! |= 1 << (doc & 31)
    }
  }
  let n = 0
  for (let w = 0; w < bits.length; w++) {
    let v = bits[w]!
    if (v === 0) continue
    bits[w] = 0
    while (v !== 0) {
      const low = v & -v
      out[n++] = (w << 5) | (31 - Math.clz32(low))
      v ^= low
    }
  }
  return n
}

function smallest(states: WordState[]): WordState {
  let best = states[0]!
  for (const s of states) if (s.count < best.count) best = s
  return best
}

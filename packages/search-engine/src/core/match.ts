import type { Bitset } from './bitset'
import { expandWord, type Expansion } from './expand'
import type { QueryWord } from './query-words'
import type { Snapshot } from './snapshot'
import { lowerBound, type TextIndex } from './text-index'

/** Per-document best match of one query word, in reusable per-snapshot buffers. */
export interface WordState {
  word: QueryWord
  expansion: Expansion
  /** `mark[doc] === generation` when the word matches `doc`. */
  mark: Uint32Array
  generation: number
  /** `typos * 2 + (exact ? 0 : 1)` of the best match. */
  info: Uint8Array
  /** Packed attribute slot and position of the best match. */
  pos: Uint32Array
  /** Matching documents (unordered) in `docs[0..count)`. */
  docs: Uint32Array
  count: number
}

let generation = 0

function accumulate(index: TextIndex, state: WordState): void {
  const { termStart, occDoc, occPos, terms } = index
  const { mark, info, pos, docs, expansion } = state
  const gen = state.generation
  const exactAt = lowerBound(terms, state.word.text)
  const exactId = terms[exactAt] === state.word.text ? exactAt : -1
  let count = 0
  for (let e = 0; e < expansion.termIds.length; e++) {
    const term = expansion.termIds[e]!
    const score = expansion.typos[e]! * 2 + (term === exactId ? 0 : 1)
    for (let o = termStart[term]!; o < termStart[term + 1]!; o++) {
      const doc = occDoc[o]!
      const packed = occPos[o]!
      if (mark[doc] !== gen) {
        mark[doc] = gen
        info[doc] = score
        pos[doc] = packed
        docs[count++] = doc
      } else if (score < info[doc]! || (score === info[doc] && packed < pos[doc]!)) {
        info[doc] = score
        pos[doc] = packed
      }
    }
  }
  state.count = count
}

/** Finds, for every query word, the documents it matches and how well. */
export function matchWords(snapshot: Snapshot, index: TextIndex, words: QueryWord[]): WordState[] {
  return words.map((word, i) => {
    generation = (generation + 1) >>> 0 || 1
    const state: WordState = {
      word,
      expansion: expandWord(index, word),
      mark: snapshot.buffer(`mark${i}`, (n) => new Uint32Array(n)),
      generation,
      info: snapshot.buffer(`info${i}`, (n) => new Uint8Array(n)),
      pos: snapshot.buffer(`pos${i}`, (n) => new Uint32Array(n)),
      docs: snapshot.buffer(`docs${i}`, (n) => new Uint32Array(n)),
      count: 0,
    }
    accumulate(index, state)
    return state
  })
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

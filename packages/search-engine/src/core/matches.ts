import { Bitset } from './bitset'
import { filterBitset } from './filters/compile'
import { collectCandidates, matchWords, type WordState } from './match'
import { parseQueryWords, type QueryWord } from './query-words'
import { compileSearchableAttributes } from './searchable-attributes'
import type { Snapshot } from './snapshot'
import type { TextIndex } from './text-index'
import type { IndexSettings, SearchParams } from './types'

/** Effective parameters of a query: the index settings overridden by the query's parameters. */
export type EffectiveParams = IndexSettings & SearchParams

/** Documents matching a query and its filters, before ranking. */
export interface Matches {
  words: QueryWord[]
  index: TextIndex | undefined
  states: WordState[]
  filter: Bitset | undefined
  /** Candidate documents in `docs[0..n)`; undefined means every document (`n` = index size). */
  docs: Uint32Array | undefined
  n: number
}

function searchableFor(params: EffectiveParams) {
  const all = compileSearchableAttributes(params.searchableAttributes)
  const restrict = params.restrictSearchableAttributes
  if (!restrict || restrict.length === 0) return all
  return all.filter((a) => restrict.includes(a.path.name))
}

function relaxWords(states: WordState[], mode: string, step: number): boolean {
  const k = states.length
  if (mode === 'allOptional') {
    if (step > 1) return false
    states.forEach((s) => (s.word = { ...s.word, optional: true }))
    return true
  }
  if (step >= k) return false
  const optionalFrom = mode === 'lastWords' ? k - step : 0
  const optionalTo = mode === 'lastWords' ? k : step
  states.forEach((s, i) => {
    if (i >= optionalFrom && i < optionalTo) s.word = { ...s.word, optional: true }
  })
  return true
}

function keepFewestTypos(
  states: WordState[],
  docs: Uint32Array,
  n: number,
  levels: number,
): number {
  const typos = new Uint8Array(n)
  const seen = new Set<number>()
  for (let c = 0; c < n; c++) {
    let total = 0
    for (const s of states) if (s.mark[docs[c]!] === s.generation) total += s.info[docs[c]!]! >> 1
    typos[c] = total
    seen.add(total)
  }
  const allowed = [...seen].sort((a, b) => a - b).slice(0, levels)
  const max = allowed[allowed.length - 1] ?? 0
  let kept = 0
  for (let c = 0; c < n; c++) if (typos[c]! <= max) docs[kept++] = docs[c]!
  return kept
}

/** The filter restricted to live documents (a copy: filter results are cached and shared). */
function liveOnly(snapshot: Snapshot, filter: Bitset | undefined): Bitset | undefined {
  const { live } = snapshot
  if (!live) return filter
  return filter ? new Bitset(filter.size, filter.words.slice()).and(live) : live
}

/** Finds the candidates of a query: words matched over the searchable attributes, then filters. */
export function findMatches(snapshot: Snapshot, params: EffectiveParams): Matches {
  const filter = liveOnly(snapshot, filterBitset(snapshot, params))
  const words = parseQueryWords(params)
  if (words.length === 0) {
    if (!filter)
      return { words, index: undefined, states: [], filter, docs: undefined, n: snapshot.size }
    const docs = snapshot.buffer('candidates', (size) => new Uint32Array(size))
    return { words, index: undefined, states: [], filter, docs, n: filter.collect(docs) }
  }
  const index = snapshot.textIndex(searchableFor(params))
  const states = matchWords(snapshot, index, words)
  const docs = snapshot.buffer('candidates', (size) => new Uint32Array(size))
  let n = collectCandidates(snapshot, states, filter, docs)
  const mode = params.removeWordsIfNoResults ?? 'none'
  for (let step = 1; n === 0 && mode !== 'none' && relaxWords(states, mode, step); step++) {
    n = collectCandidates(snapshot, states, filter, docs)
  }
  const tolerance = params.typoTolerance
  if (tolerance === 'min' || tolerance === 'strict') {
    n = keepFewestTypos(states, docs, n, tolerance === 'min' ? 1 : 2)
  }
  return { words: states.map((s) => s.word), index, states, filter, docs, n }
}

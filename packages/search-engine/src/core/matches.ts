import { compilePath } from './attributes'
import { Bitset } from './bitset'
import { filterBitset } from './filters/compile'
import { withGeoFilter } from './geo/geo-filter'
import {
  collectCandidates,
  MATCH_SCORE,
  matchWordSteps,
  type SlotRules,
  type WordState,
} from './match'
import { completeMatches } from './merged-matches'
import { withAlternatives } from './query-alternatives'
import { parseQueryWords, type DroppedStopWord, type QueryWord } from './query-words'
import { dropExcluded, keepPhrases } from './refine-matches'
import { compileSearchableAttributes } from './searchable-attributes'
import type { Snapshot } from './snapshot'
import type { Steps } from './steps'
import type { TextIndex } from './text-index'
import { textOptionsOf } from './text-options'
import type { SynonymHit } from './synonyms/types'
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
  /** Stop words dropped from the query (they order ties, see `stop-word-closeness.ts`). */
  dropped?: DroppedStopWord[]
}

/** The searchable attributes of a query (`restrictSearchableAttributes` applied). */
export function searchableFor(params: EffectiveParams) {
  const all = compileSearchableAttributes(params.searchableAttributes)
  const restrict = params.restrictSearchableAttributes
  if (!restrict || restrict.length === 0) return all
  // Without the setting every attribute of the records is searchable but objectID and `_` ones.
  if (all.length === 0) {
    return [...new Set(restrict)]
      .filter((name) => name !== 'objectID' && !name.startsWith('_'))
      .map((name) => ({ path: compilePath(name), level: 0, unordered: false }))
  }
  return all.filter((a) => restrict.includes(a.path.name))
}

/**
 * The text index a query searches: the settings' own, or a transient one for the attributes
 * the query restricts its search to.
 */
function textIndexFor(snapshot: Snapshot, params: EffectiveParams): Steps<TextIndex> {
  const restricted = (params.restrictSearchableAttributes?.length ?? 0) > 0
  return snapshot.textIndexSteps(searchableFor(params), restricted, textOptionsOf(params))
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
    for (const s of states)
      if (s.mark[docs[c]!] === s.generation) total += (s.info[docs[c]!]! & MATCH_SCORE) >> 1
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

/** Flags of the index's attribute slots named in `names` (undefined: none named). */
function slotsNamed(index: TextIndex, names: string[] | undefined): Uint8Array | undefined {
  if (!names || names.length === 0) return undefined
  return Uint8Array.from(index.attributes, (a) => (names.includes(a.path.name) ? 1 : 0))
}

/** `disableTypoToleranceOnAttributes`, `…ExactOnAttributes`, `…PrefixOnAttributes` as slot flags. */
function slotRules(index: TextIndex, params: EffectiveParams): SlotRules | undefined {
  const noTypo = slotsNamed(index, params.disableTypoToleranceOnAttributes)
  const noExact = slotsNamed(index, params.disableExactOnAttributes)
  const noPrefix = slotsNamed(index, params.disablePrefixOnAttributes)
  return noTypo || noExact || noPrefix ? { noTypo, noExact, noPrefix } : undefined
}

/** Every live document passing the filter, minus excluded words (a query of `-word`s only). */
function withoutWords(
  snapshot: Snapshot,
  filter: Bitset | undefined,
  excluded: string[],
  index: TextIndex | undefined,
): Matches {
  if (excluded.length === 0 && !filter) {
    return { words: [], index: undefined, states: [], filter, docs: undefined, n: snapshot.size }
  }
  const docs = snapshot.buffer('candidates', (size) => new Uint32Array(size))
  let n = 0
  if (filter) n = filter.collect(docs)
  else for (; n < snapshot.size; n++) docs[n] = n
  if (index && excluded.length > 0) n = dropExcluded(index, excluded, docs, n)
  return { words: [], index: undefined, states: [], filter, docs, n }
}

/**
 * Finds the candidates of a query: words (with their plural / synonym alternatives) matched over
 * the searchable attributes, then filters (the geo area's too), excluded words and quoted phrases.
 */
export function* findMatches(
  snapshot: Snapshot,
  params: EffectiveParams,
  synonyms?: readonly SynonymHit[],
): Steps<Matches> {
  const filtered = yield* filterBitset(snapshot, params)
  const filter = liveOnly(snapshot, yield* withGeoFilter(snapshot, params, filtered))
  const parsed = parseQueryWords(params)
  if (parsed.words.length === 0) {
    const excluded = parsed.excluded
    const index = excluded.length > 0 ? yield* textIndexFor(snapshot, params) : undefined
    return withoutWords(snapshot, filter, excluded, index)
  }
  yield
  const words = withAlternatives(parsed.words, params, synonyms)
  const index = yield* textIndexFor(snapshot, params)
  const states = yield* matchWordSteps(snapshot, index, words, slotRules(index, params))
  const docs = snapshot.buffer('candidates', (size) => new Uint32Array(size))
  const collect = () => {
    let count = collectCandidates(snapshot, states, filter, docs)
    if (parsed.excluded.length > 0) count = dropExcluded(index, parsed.excluded, docs, count)
    return keepPhrases(snapshot, index, parsed.phrases, docs, count)
  }
  let n = collect()
  const mode = params.removeWordsIfNoResults ?? 'none'
  // Words made optional match beyond the first candidates: their matches are read in full.
  if (n === 0 && mode !== 'none') completeMatches(states)
  for (let step = 1; n === 0 && mode !== 'none' && relaxWords(states, mode, step); step++) {
    n = collect()
  }
  const tolerance = params.typoTolerance
  if (tolerance === 'min' || tolerance === 'strict') {
    n = keepFewestTypos(states, docs, n, tolerance === 'min' ? 1 : 2)
  }
  const matches: Matches = { words: states.map((s) => s.word), index, states, filter, docs, n }
  if (parsed.dropped && states.length === parsed.words.length) matches.dropped = parsed.dropped
  return matches
}

import { forEachValue } from './attributes'
import type { GeoRanking } from './geo/geo-ranking'
import type { WordState } from './match'
import type { Criterion } from './ranking'
import type { DroppedStopWord } from './query-words'
import type { Snapshot } from './snapshot'
import { lowerBound, positionOf, slotOf, type TextIndex } from './text-index'
import { attributeScan } from './text-options'
import { tokenizeWith } from './tokenizer'
import type { Steps } from './steps'
import { SCORE, SCORE_WIDTH, scoreDocument, slotWeights } from './textual-scores'

/** Candidates scored between two points where a sliced search may pause. */
const CANDIDATES_PER_STEP = 256

/** Everything needed to turn candidates into per-criterion values. */
export interface CriteriaInput {
  snapshot: Snapshot
  index: TextIndex | undefined
  states: WordState[]
  criteria: Criterion[]
  /** Score of the optional filters a document matches (higher is better). */
  filterScore?: (doc: number) => number
  /** Personalization bucket (0 best) of a document. */
  personalization?: (doc: number) => number
  /** Distance groups around the search's point. */
  geo?: GeoRanking
  /** Custom-ranking group of each document (equal custom values share one); none: all tie. */
  customGroups?: { groups: Uint32Array; max: number }
  /** How `exact` counts for a one-word query. @default 'attribute' */
  exactOnSingleWordQuery?: 'attribute' | 'none' | 'word'
  /** Proximity distances below it count as it (1..7). @default 1 */
  minProximity?: number
  /** `attributeCriteriaComputedByMinProximity` (read only when attribute ranks before proximity). */
  attributeByProximity?: boolean
  /** Stop words dropped from the query: they order ties (`stop-word-closeness.ts`). */
  dropped?: DroppedStopWord[]
}

/**
 * Per text index, the term id of each (document, slot) value when it is one single word; -1 when
 * it is not, -2 while unknown. Filled lazily and kept across queries (indexes are immutable).
 */
const singleWordTerms = new WeakMap<TextIndex, Int32Array>()
const UNKNOWN = -2
const NOT_ONE_WORD = -1

function computeSingleWord(input: CriteriaInput, index: TextIndex, doc: number, slot: number) {
  let word: string | undefined
  let values = 0
  const { path } = index.attributes[slot]!
  const scan = attributeScan(index.options, path)
  forEachValue(input.snapshot.docs[doc]!, path, true, (value) => {
    values++
    if (values > 1 || typeof value !== 'string' || value.length > 64) return
    const tokens = tokenizeWith(value, scan)
    if (tokens.length === 1) word = tokens[0]
  })
  if (word === undefined || values !== 1) return NOT_ONE_WORD
  const at = lowerBound(index.terms, word)
  return index.terms[at] === word ? at : NOT_ONE_WORD
}

/** The (lazily filled) single-word term ids of an index's values. */
function singleWordTermsOf(input: CriteriaInput, index: TextIndex): Int32Array {
  let terms = singleWordTerms.get(index)
  if (!terms) {
    terms = new Int32Array(input.snapshot.size * index.attributes.length).fill(UNKNOWN)
    singleWordTerms.set(index, terms)
  }
  return terms
}

/**
 * `exactOnSingleWordQuery` for one-word queries, as a per-candidate test: `none` counts every
 * match exact; `attribute` (Algolia's default) only a match that is the whole attribute value;
 * `word` a whole-word match. Returns undefined when the query is not one word (or `word` mode:
 * the match's own exactness stands). The test is called only for matches exact as words.
 */
export function singleWordExactTest(input: CriteriaInput): ((doc: number) => boolean) | undefined {
  const mode = input.exactOnSingleWordQuery ?? 'attribute'
  const { index } = input
  const state = input.states[0]!
  if (input.states.length !== 1 || mode === 'word' || !index) return undefined
  if (mode === 'none') return () => true
  const texts = [state.word.text]
  for (const a of state.word.alternatives ?? [])
    if (a.exact && a.words.length === 1) texts.push(a.words[0]!)
  const termIds = new Set<number>()
  for (const text of texts) {
    const at = lowerBound(index.terms, text)
    if (index.terms[at] === text) termIds.add(at)
  }
  const terms = singleWordTermsOf(input, index)
  const slots = index.attributes.length
  const { pos } = state
  return (doc) => {
    const packed = pos[doc]!
    if (positionOf(packed) !== 0) return false
    const k = doc * slots + slotOf(packed)
    if (terms[k] === UNKNOWN) terms[k] = computeSingleWord(input, index, doc, slotOf(packed))
    return termIds.has(terms[k]!)
  }
}

function singleWordExact(
  input: CriteriaInput,
  candidates: Uint32Array,
  n: number,
  scores: Uint32Array,
) {
  const isExact = singleWordExactTest(input)
  if (!isExact) return
  for (let c = 0; c < n; c++) {
    const at = c * SCORE_WIDTH + SCORE.nonExact
    if (input.exactOnSingleWordQuery === 'none') scores[at] = 0
    else if (scores[at] === 0 && !isExact(candidates[c]!)) scores[at] = 1
  }
}

const TEXTUAL_OFFSET: Partial<Record<Criterion['kind'], number>> = {
  typo: SCORE.typos,
  words: SCORE.missingWords,
  proximity: SCORE.proximity,
  attribute: SCORE.attribute,
  exact: SCORE.nonExact,
}

function* textualScores(
  input: CriteriaInput,
  candidates: Uint32Array,
  n: number,
): Steps<Uint32Array> {
  const { snapshot, states } = input
  const scores = snapshot.buffer('textual', (size) => new Uint32Array(size * SCORE_WIDTH))
  const kinds = input.criteria.map((c) => c.kind)
  const attributeFirst =
    input.attributeByProximity === true &&
    kinds.includes('attribute') &&
    kinds.indexOf('attribute') < kinds.indexOf('proximity')
  const slots = slotWeights(input.index, input.minProximity, attributeFirst)
  for (let c = 0; c < n; c++) {
    scoreDocument(candidates[c]!, states, slots, scores, c * SCORE_WIDTH)
    if (c % CANDIDATES_PER_STEP === CANDIDATES_PER_STEP - 1) yield
  }
  if (states.length === 1) singleWordExact(input, candidates, n, scores)
  return scores
}

function* fillColumn(
  input: CriteriaInput,
  criterion: Criterion,
  candidates: Uint32Array,
  n: number,
  scores: Uint32Array | undefined,
  column: Uint32Array,
): Steps<void> {
  const offset = TEXTUAL_OFFSET[criterion.kind]
  if (offset !== undefined && scores) {
    for (let c = 0; c < n; c++) column[c] = scores[c * SCORE_WIDTH + offset]!
  } else if (criterion.kind === 'sort') {
    const { rank } = input.snapshot.rank(criterion)
    for (let c = 0; c < n; c++) column[c] = rank[candidates[c]!]!
  } else if (criterion.kind === 'filters' && input.filterScore) {
    const values = new Float64Array(n)
    let top = 0
    for (let c = 0; c < n; c++) {
      top = Math.max(top, (values[c] = input.filterScore(candidates[c]!)))
      if (c % CANDIDATES_PER_STEP === CANDIDATES_PER_STEP - 1) yield
    }
    for (let c = 0; c < n; c++) column[c] = Math.max(0, Math.round(top - values[c]!))
  } else if (criterion.kind === 'geo' && input.geo) {
    for (let c = 0; c < n; c++) {
      column[c] = input.geo.bucket(candidates[c]!)
      if (c % CANDIDATES_PER_STEP === CANDIDATES_PER_STEP - 1) yield
    }
  } else if (criterion.kind === 'personalization' && input.personalization) {
    for (let c = 0; c < n; c++) column[c] = input.personalization(candidates[c]!)
  } else {
    column.fill(0, 0, n)
  }
}

/**
 * Value of each criterion for each candidate (smaller is better), as columns:
 * `columns[k][c]` is criterion `k` of candidate `c`, with each column's maximum. `custom` is not
 * included: it is the final unique tie-breaker handled by the caller.
 */
export function* criterionColumns(
  input: CriteriaInput,
  candidates: Uint32Array,
  n: number,
): Steps<{ columns: Uint32Array[]; maxima: number[] }> {
  const textual = input.criteria.some((c) => TEXTUAL_OFFSET[c.kind] !== undefined)
  const scores =
    textual && input.states.length > 0 ? yield* textualScores(input, candidates, n) : undefined
  const columns: Uint32Array[] = []
  const maxima: number[] = []
  for (const [k, criterion] of input.criteria.entries()) {
    const column = input.snapshot.buffer(`criterion${k}`, (size) => new Uint32Array(size))
    yield* fillColumn(input, criterion, candidates, n, scores, column)
    let max = 0
    for (let c = 0; c < n; c++) if (column[c]! > max) max = column[c]!
    columns.push(column)
    maxima.push(max)
  }
  return { columns, maxima }
}

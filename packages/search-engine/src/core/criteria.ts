import { forEachValue } from './attributes'
import type { WordState } from './match'
import type { Criterion } from './ranking'
import type { Snapshot } from './snapshot'
import { positionOf, slotOf, type TextIndex } from './text-index'
import { tokenize } from './tokenizer'
import { SCORE, SCORE_WIDTH, scoreDocument, slotWeights } from './textual-scores'

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
  /** How `exact` counts for a one-word query. @default 'attribute' */
  exactOnSingleWordQuery?: 'attribute' | 'none' | 'word'
}

/** Whether the attribute of a packed best occurrence is exactly the query word (or an alternative). */
function isWholeAttribute(input: CriteriaInput, doc: number, packed: number, words: Set<string>) {
  const attribute = input.index?.attributes[slotOf(packed)]
  if (!attribute || positionOf(packed) !== 0) return false
  let whole = false
  forEachValue(input.snapshot.docs[doc]!, attribute.path, true, (value) => {
    if (whole || typeof value !== 'string') return
    const tokens = tokenize(value)
    whole = tokens.length === 1 && words.has(tokens[0]!)
  })
  return whole
}

/**
 * `exactOnSingleWordQuery` for one-word queries: `none` counts every match exact; `attribute`
 * (Algolia's default) only a match that is the whole attribute value; `word` a whole-word match.
 */
function singleWordExact(
  input: CriteriaInput,
  candidates: Uint32Array,
  n: number,
  scores: Uint32Array,
) {
  const mode = input.exactOnSingleWordQuery ?? 'attribute'
  const state = input.states[0]!
  if (input.states.length !== 1 || mode === 'word') return
  const words = new Set([
    state.word.text,
    ...(state.word.alternatives ?? [])
      .filter((a) => a.exact && a.words.length === 1)
      .map((a) => a.words[0]!),
  ])
  for (let c = 0; c < n; c++) {
    const at = c * SCORE_WIDTH + SCORE.nonExact
    if (mode === 'none') scores[at] = 0
    else if (scores[at] === 0) {
      const doc = candidates[c]!
      if (!isWholeAttribute(input, doc, state.pos[doc]!, words)) scores[at] = 1
    }
  }
}

const TEXTUAL_OFFSET: Partial<Record<Criterion['kind'], number>> = {
  typo: SCORE.typos,
  words: SCORE.missingWords,
  proximity: SCORE.proximity,
  attribute: SCORE.attribute,
  exact: SCORE.nonExact,
}

function textualScores(input: CriteriaInput, candidates: Uint32Array, n: number): Uint32Array {
  const { snapshot, states } = input
  const scores = snapshot.buffer('textual', (size) => new Uint32Array(size * SCORE_WIDTH))
  const slots = slotWeights(input.index)
  for (let c = 0; c < n; c++) scoreDocument(candidates[c]!, states, slots, scores, c * SCORE_WIDTH)
  if (states.length === 1) singleWordExact(input, candidates, n, scores)
  return scores
}

function fillColumn(
  input: CriteriaInput,
  criterion: Criterion,
  candidates: Uint32Array,
  n: number,
  scores: Uint32Array | undefined,
  column: Uint32Array,
): void {
  const offset = TEXTUAL_OFFSET[criterion.kind]
  if (offset !== undefined && scores) {
    for (let c = 0; c < n; c++) column[c] = scores[c * SCORE_WIDTH + offset]!
  } else if (criterion.kind === 'sort') {
    const { rank } = input.snapshot.rank(criterion)
    for (let c = 0; c < n; c++) column[c] = rank[candidates[c]!]!
  } else if (criterion.kind === 'filters' && input.filterScore) {
    const values = new Float64Array(n)
    let top = 0
    for (let c = 0; c < n; c++) top = Math.max(top, (values[c] = input.filterScore(candidates[c]!)))
    for (let c = 0; c < n; c++) column[c] = Math.max(0, Math.round(top - values[c]!))
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
export function criterionColumns(input: CriteriaInput, candidates: Uint32Array, n: number) {
  const textual = input.criteria.some((c) => TEXTUAL_OFFSET[c.kind] !== undefined)
  const scores =
    textual && input.states.length > 0 ? textualScores(input, candidates, n) : undefined
  const columns: Uint32Array[] = []
  const maxima: number[] = []
  input.criteria.forEach((criterion, k) => {
    const column = input.snapshot.buffer(`criterion${k}`, (size) => new Uint32Array(size))
    fillColumn(input, criterion, candidates, n, scores, column)
    let max = 0
    for (let c = 0; c < n; c++) if (column[c]! > max) max = column[c]!
    columns.push(column)
    maxima.push(max)
  })
  return { columns, maxima }
}

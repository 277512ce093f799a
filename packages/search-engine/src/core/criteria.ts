import type { WordState } from './match'
import type { Criterion } from './ranking'
import type { Snapshot } from './snapshot'
import type { TextIndex } from './text-index'
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

import type { WordState } from './match'
import { GRADE } from './expand'
import { MAX_OCCURRENCE_WEIGHT } from './term-weights'

/** Largest closeness value (a record matching every word by itself with the top weight). */
export const MAX_CLOSENESS = GRADE.word * MAX_OCCURRENCE_WEIGHT

/**
 * How far a record is from rendering the query closely, 0 (closest) to {@link MAX_CLOSENESS}: the
 * mean over the query words of match grade times BM25 weight (term frequency, record length). It
 * orders hits that tie on every ranking criterion, custom ranking included. It depends on the
 * record and the query only (no corpus statistics beyond the average record length), so that an
 * index extended by writes orders ties as a fresh build does. Returns the scorer of a query (a
 * closure: no imported call per document in the ranking loop).
 */
export function closenessScorer(states: WordState[]): (doc: number) => number {
  const words = Math.max(1, states.length)
  return (doc) => {
    let sum = 0
    for (let i = 0; i < states.length; i++) {
      const s = states[i]!
      if (s.mark[doc] === s.generation) sum += s.weight[doc]!
    }
    return MAX_CLOSENESS - Math.min(MAX_CLOSENESS, Math.round(sum / words))
  }
}

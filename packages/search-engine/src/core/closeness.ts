import type { WordState } from './match'
import { GRADE } from './expand'
import type { ClosenessBonus } from './stop-word-closeness'
import { MAX_OCCURRENCE_WEIGHT, roleWeight } from './term-weights'

/** Largest closeness value (a record matching every word by itself with the top weight). */
export const MAX_CLOSENESS = GRADE.word * MAX_OCCURRENCE_WEIGHT

/**
 * How far a record is from rendering the query closely, 0 (closest) to {@link MAX_CLOSENESS}: the
 * mean over the query words of match grade times BM25 weight (term frequency, record length). It
 * orders hits that tie on every ranking criterion, custom ranking included. It depends on the
 * record and the query only (no corpus statistics beyond the average record length), so that an
 * index extended by writes orders ties as a fresh build does. A word the query uses as a
 * modifier weighs less where it is the record's head noun, and the other way round
 * ({@link roleWeight}, from the head distance of the word's match). Stop words dropped from the
 * query add their `bonus` (`stop-word-closeness.ts`). Returns the scorer of a query (a closure:
 * no imported call per document in the ranking loop for a query of head words).
 */
export function closenessScorer(
  states: WordState[],
  bonus?: ClosenessBonus,
): (doc: number) => number {
  const words = Math.max(1, states.length) + (bonus?.words ?? 0)
  const extra = bonus?.sum
  const queryHeads = states.map((s) => s.word.headDistance ?? 0)
  if (queryHeads.some((d) => d > 0)) {
    return (doc) => {
      let sum = extra ? extra(doc) : 0
      for (let i = 0; i < states.length; i++) {
        const s = states[i]!
        if (s.mark[doc] !== s.generation) continue
        const d = queryHeads[i]!
        sum += d === 0 ? s.weight[doc]! : roleWeight(s.weight[doc]!, s.head[doc]!, d)
      }
      return MAX_CLOSENESS - Math.min(MAX_CLOSENESS, Math.round(sum / words))
    }
  }
  return (doc) => {
    let sum = extra ? extra(doc) : 0
    for (let i = 0; i < states.length; i++) {
      const s = states[i]!
      if (s.mark[doc] === s.generation) sum += s.weight[doc]!
    }
    return MAX_CLOSENESS - Math.min(MAX_CLOSENESS, Math.round(sum / words))
  }
}

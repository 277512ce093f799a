import type { WordState } from './match'
import { GRADE } from './expand'
import { MAX_OCCURRENCE_WEIGHT, inverseFrequency } from './term-weights'

/** Largest closeness value (a record matching every word by itself with the top weight). */
export const MAX_CLOSENESS = GRADE.word * MAX_OCCURRENCE_WEIGHT

/**
 * Per query, the inverse document frequency of each word's matches, so that a rare word weighs
 * more than a common one in the closeness.
 */
function wordWeights(states: WordState[], size: number): Float64Array {
  const idf = new Float64Array(states.length)
  let total = 0
  for (let i = 0; i < states.length; i++) total += idf[i] = inverseFrequency(states[i]!.count, size)
  if (total > 0) for (let i = 0; i < idf.length; i++) idf[i] = idf[i]! / total
  return idf
}

/**
 * How far a record is from rendering the query closely, 0 (closest) to {@link MAX_CLOSENESS}: the
 * IDF-weighted mean over the query words of match grade times BM25 weight (term frequency,
 * record length). It orders hits that tie on every ranking criterion, custom ranking included.
 * Returns the scorer of a query (a closure: no imported call per document in the ranking loop).
 */
export function closenessScorer(states: WordState[], size: number): (doc: number) => number {
  const weights = wordWeights(states, size)
  return (doc) => {
    let sum = 0
    for (let i = 0; i < states.length; i++) {
      const s = states[i]!
      if (s.mark[doc] === s.generation) sum += s.weight[doc]! * weights[i]!
    }
    return MAX_CLOSENESS - Math.min(MAX_CLOSENESS, Math.round(sum))
  }
}

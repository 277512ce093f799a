import type { WordState } from './match'
import { GRADE } from './expand'
import { MAX_OCCURRENCE_WEIGHT, inverseFrequency } from './term-weights'

/** Largest closeness value (a record matching every word by itself with the top weight). */
export const MAX_CLOSENESS = GRADE.word * MAX_OCCURRENCE_WEIGHT

/**
 * Per query, the inverse document frequency of each word's matches, so that a rare word weighs
 * more than a common one in {@link closenessOf}.
 */
export function wordWeights(states: WordState[], size: number): Float64Array {
  const idf = Float64Array.from(states, (s) => inverseFrequency(s.count, size))
  let total = 0
  for (const w of idf) total += w
  if (total > 0) for (let i = 0; i < idf.length; i++) idf[i] = idf[i]! / total
  return idf
}

/**
 * How far a record is from rendering the query closely, 0 (closest) to {@link MAX_CLOSENESS}: the
 * IDF-weighted mean over the query words of match grade times BM25 weight (term frequency,
 * record length). It orders hits that tie on every ranking criterion, custom ranking included.
 */
export function closenessOf(states: WordState[], weights: Float64Array, doc: number): number {
  let sum = 0
  for (let i = 0; i < states.length; i++) {
    const s = states[i]!
    if (s.mark[doc] === s.generation) sum += s.weight[doc]! * weights[i]!
  }
  return MAX_CLOSENESS - Math.min(MAX_CLOSENESS, Math.round(sum))
}

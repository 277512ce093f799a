/**
 * BM25's term-frequency saturation with document-length normalisation, quantised to a byte per
 * posting. It orders hits that tie on every ranking criterion (Algolia leaves that order to the
 * engine): a record repeating the word, or a shorter record, is the closer match; and a record
 * whose value ends in the word (its head word, see `head-words.ts`) is closer than one where
 * the word only qualifies another ("White Top" before "Top Coat" for "top").
 */
const K1 = 1.2
const B = 0.75
/** Largest quantised weight of a posting. */
export const MAX_OCCURRENCE_WEIGHT = 63

/**
 * Quantised BM25 tf-norm of every posting, from its term frequency and its record's length
 * (against the average length of the records, the `live` ones when given), divided by one plus
 * the posting's head distance (`occHead`: words between it and the end of its value).
 */
export function occurrenceWeights(
  occDoc: Uint32Array,
  occCount: Uint8Array,
  occHead: Uint8Array,
  docLength: Uint16Array,
  live?: { has(doc: number): boolean },
): Uint8Array {
  let total = 0
  let records = 0
  for (let d = 0; d < docLength.length; d++) {
    if (live && !live.has(d)) continue
    total += docLength[d]!
    records++
  }
  const average = Math.max(1, total / Math.max(1, records))
  const out = new Uint8Array(occDoc.length)
  for (let o = 0; o < occDoc.length; o++) {
    const tf = occCount[o]!
    const norm = K1 * (1 - B + (B * docLength[occDoc[o]!]!) / average)
    const saturated = (tf * (K1 + 1)) / (tf + norm) / (K1 + 1)
    out[o] = Math.max(1, Math.round((saturated / (1 + occHead[o]!)) * MAX_OCCURRENCE_WEIGHT))
  }
  return out
}

/**
 * A posting's weight (`occurrenceWeights`, at head distance `head` in its value) for a query word
 * at head distance `queryHead` in the query: the same when the word plays the same part in both
 * (a head matching a head, a modifier as far from its head as in the query); lower when the parts
 * differ, in proportion to the difference and to how far the query word is from its own head. A
 * query's modifier found as a record's head noun ("food" of "non-food kitchen" in "Dog Food") is
 * the weaker match. Never above `weight`; at least 1 (for a positive weight).
 */
export function roleWeight(weight: number, head: number, queryHead: number): number {
  if (head === queryHead || weight <= 0) return weight
  const adjusted = (weight * (1 + head)) / ((1 + Math.abs(head - queryHead)) * (1 + queryHead))
  return Math.max(1, Math.min(weight, Math.round(adjusted)))
}

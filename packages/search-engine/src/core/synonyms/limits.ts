import { tokenizeWith, type ScanOptions } from '../tokenizer'

/**
 * Most words in one phrase of a synonym record (ours: Algolia documents 10,000 synonym records per
 * index but no length). A search expands a query phrase into each of its synonyms and matches
 * every word of each: one synonym of 3,000 words common in the records held a search for 2.5-3.7 s
 * (5,000 records of 20 common words; the review saw steps of 200-310 ms); at 64 words it took
 * 50-120 ms. A query holds at most 512 bytes, so a longer phrase could rarely be typed anyway.
 */
export const MAX_SYNONYM_WORDS = 64

/** Whether a tokenized phrase is short enough to be used (longer ones, stored before the cap, are skipped). */
export function usablePhrase(words: readonly string[]): boolean {
  return words.length <= MAX_SYNONYM_WORDS
}

const TEXT_FIELDS = ['input', 'word', 'placeholder'] as const
const LIST_FIELDS = ['synonyms', 'corrections', 'replacements'] as const

/**
 * The message of a 400 for the first phrase of a synonym record holding more than
 * {@link MAX_SYNONYM_WORDS} words (`synonyms[1]` of the record at position 3), or `undefined`.
 * Words are counted as the index's searches split them (`scan`: its `separatorsToIndex`), since
 * a phrase longer there is skipped: '+' repeated 100 times is no word by default, 100 once '+'
 * is indexed.
 */
export function synonymLengthError(
  hits: readonly unknown[],
  scan?: ScanOptions,
): string | undefined {
  for (let i = 0; i < hits.length; i++) {
    const hit = hits[i]
    if (hit === null || typeof hit !== 'object') continue
    const record = hit as Record<string, unknown>
    const fields: Array<[string, unknown]> = []
    for (const field of TEXT_FIELDS)
      if (Object.hasOwn(record, field)) fields.push([field, record[field]])
    for (const field of LIST_FIELDS) {
      const list = Object.hasOwn(record, field) ? record[field] : undefined
      if (Array.isArray(list)) list.forEach((text, k) => fields.push([`${field}[${k}]`, text]))
    }
    for (const [field, text] of fields) {
      if (typeof text !== 'string') continue
      const words = tokenizeWith(text, scan).length
      if (words > MAX_SYNONYM_WORDS) {
        return `Synonym at position ${i}: ${field} holds ${words} words (at most ${MAX_SYNONYM_WORDS})`
      }
    }
  }
  return undefined
}

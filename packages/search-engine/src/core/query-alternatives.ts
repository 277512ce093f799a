import { pluralForms, queryLanguageSettings } from './language/languages'
import type { Alternative, QueryWord } from './query-words'
import { synonymDictionary } from './synonyms/dictionary'
import type { SynonymHit } from './synonyms/types'
import { queryScan, textOptionsOf } from './text-options'
import type { SearchParams } from './types'

/** Longest query phrase looked up in the synonym dictionary. */
const MAX_SYNONYM_SPAN = 4
const DEFAULT_AS_EXACT = ['ignorePlurals', 'singleWordSynonym']

/**
 * Adds an alternative to a query word unless it has one with the same words (or is it), in
 * constant time: a word of a large synonym set gets thousands. The word's list is copied on its
 * first addition (the words given may share theirs).
 */
function alternativeAdder(): (word: QueryWord, alternative: Alternative) => void {
  const seen = new Map<QueryWord, Set<string>>()
  const copied = new Set<QueryWord>()
  return (word, alternative) => {
    let keys = seen.get(word)
    if (keys === undefined) {
      keys = new Set([word.text, ...(word.alternatives ?? []).map((a) => a.words.join(' '))])
      seen.set(word, keys)
    }
    const key = alternative.words.join(' ')
    if (keys.has(key)) return
    keys.add(key)
    if (!copied.has(word)) {
      word.alternatives = [...(word.alternatives ?? [])]
      copied.add(word)
    }
    word.alternatives!.push(alternative)
  }
}

/** The keys under which a span may be found: itself, and singular/plural forms of a single word. */
function spanKeys(words: QueryWord[], plurals: string[]): string[] {
  const key = words.map((w) => w.text).join(' ')
  if (words.length !== 1 || plurals.length === 0) return [key]
  return [key, ...pluralForms(key, plurals)]
}

/**
 * Query words with their alternatives: singular / plural forms (`ignorePlurals`) and synonyms of
 * every type matching one word or a run of consecutive words. A run's alternative is added to each
 * word of the run, so a record holding the alternative satisfies the whole run. Phrase words
 * (advanced syntax) get none.
 */
export function withAlternatives(
  words: QueryWord[],
  params: SearchParams,
  synonyms: readonly SynonymHit[] | undefined,
): QueryWord[] {
  const { plurals } = queryLanguageSettings(params)
  const useSynonyms = params.synonyms !== false && synonyms !== undefined && synonyms.length > 0
  const joins = words.some((w, i) => w.joinable === true && words[i + 1]?.joinable === true)
  if (plurals.length === 0 && !useSynonyms && !joins) return words
  const asExact = new Set(params.alternativesAsExact ?? DEFAULT_AS_EXACT)
  const addTo = alternativeAdder()
  const out = words.map((w) => ({ ...w }))
  const free = (w: QueryWord) => w.phrase === undefined
  // Algolia's concatenation: two consecutive words also match their concatenation ("eye
  // shadow" finds "eyeshadow"), like a prefix completion (no typo, not exact).
  for (let i = 0; i + 1 < out.length; i++) {
    if (out[i]!.joinable !== true || out[i + 1]!.joinable !== true) continue
    const joined = { words: [out[i]!.text + out[i + 1]!.text], typos: 0, exact: false }
    addTo(out[i]!, joined)
    addTo(out[i + 1]!, joined)
  }
  for (const word of out) {
    if (!free(word) || plurals.length === 0) continue
    for (const form of pluralForms(word.text, plurals)) {
      addTo(word, { words: [form], typos: 0, exact: asExact.has('ignorePlurals') })
    }
  }
  if (!useSynonyms) return out
  const dict = synonymDictionary(synonyms, queryScan(textOptionsOf(params)))
  for (let i = 0; i < out.length; i++) {
    for (let j = i + 1; j <= Math.min(out.length, i + MAX_SYNONYM_SPAN); j++) {
      const span = out.slice(i, j)
      if (!span.every(free)) break
      for (const key of spanKeys(span, plurals)) {
        for (const target of dict.get(key) ?? []) {
          const alternative: Alternative = {
            words: target.words,
            typos: target.typos,
            exact: target.kind !== 'correction' && asExact.has(target.kind),
            replaces: span.map((w) => w.text).join(' '),
          }
          for (const word of span) addTo(word, alternative)
          if (target.words.length !== 1) continue
          for (const form of pluralForms(target.words[0]!, plurals)) {
            for (const word of span) addTo(word, { ...alternative, words: [form] })
          }
        }
      }
    }
  }
  return out
}

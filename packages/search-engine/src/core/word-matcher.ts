import { expandWord, typosOfTerm } from './expand'
import type { QueryWord } from './query-words'
import { lowerBound, type TextIndex } from './text-index'
import { editDistance, FIRST_LETTER_MIN_TYPOS } from './typo'

/** How a record word matches the query: which query word, and how many normalised chars. */
export interface TokenMatch {
  word: number
  /** Normalised characters to highlight; `Infinity` for the whole token. */
  length: number
  /** Text shown instead of the token (`replaceSynonymsInHighlight` on a synonym match). */
  replacement?: string
  /**
   * Set when the token matches only as a word of multi-word alternatives ("running" of the
   * synonym "running shoes"): it is a match only in a text holding every word of one of them,
   * as the search requires of a record.
   */
  needs?: string[][]
}

/**
 * Decides whether a record word (given in normalised form, see `normalizeText`) matches the
 * query, consistently with the search.
 */
export type WordMatcher = (norm: string) => TokenMatch | undefined

function matchOne(
  word: QueryWord,
  alternatives: Map<string, string | undefined> | undefined,
  norm: string,
  index: TextIndex | undefined,
): number {
  if (norm === word.text || alternatives?.has(norm) === true) return Infinity
  if (word.prefix && norm.startsWith(word.text)) return word.text.length
  if (word.maxTypos === 0) return 0
  if (index) {
    const at = lowerBound(index.terms, norm)
    if (index.terms[at] === norm)
      return typosOfTerm(expandWord(index, word), at) >= 0 ? Infinity : 0
  }
  if (norm.charCodeAt(0) !== word.text.charCodeAt(0) && word.maxTypos < FIRST_LETTER_MIN_TYPOS)
    return 0
  const candidate = word.prefix ? norm.slice(0, word.text.length + word.maxTypos) : norm
  return editDistance(candidate, word.text) <= word.maxTypos ? Infinity : 0
}

const NO_MATCH = null

/** What a query word's alternatives (plurals, synonyms) make of record words. */
interface Alternatives {
  /** Every word of the alternatives, with what replaces it in highlights (if any). */
  words: Map<string, string | undefined>
  /**
   * Words found only in multi-word alternatives (not the word itself, not a one-word
   * alternative), each with the alternatives holding it.
   */
  phraseOnly?: Map<string, string[][]>
}

/** Reads a query word's alternatives in one pass. */
function readAlternatives(word: QueryWord, replaceSynonyms: boolean): Alternatives | undefined {
  if (!word.alternatives || word.alternatives.length === 0) return undefined
  const words = new Map<string, string | undefined>()
  const single = new Set<string>()
  let phraseOnly: Map<string, string[][]> | undefined
  for (const alternative of word.alternatives) {
    const replacement = replaceSynonyms ? alternative.replaces : undefined
    for (const w of alternative.words) {
      if (!words.has(w) || replacement === undefined) words.set(w, replacement)
    }
    if (alternative.words.length < 2) {
      if (alternative.words.length === 1) single.add(alternative.words[0]!)
      continue
    }
    phraseOnly ??= new Map()
    for (const w of alternative.words) {
      if (w === word.text) continue
      const list = phraseOnly.get(w)
      if (list) list.push(alternative.words)
      else phraseOnly.set(w, [alternative.words])
    }
  }
  // A word that is also a one-word alternative matches on its own.
  if (phraseOnly) for (const w of single) phraseOnly.delete(w)
  return phraseOnly ? { words, phraseOnly } : { words }
}

/**
 * Builds the matcher for a query (results cached per distinct word). With `replaceSynonyms`
 * (`replaceSynonymsInHighlight`), a record word matching a synonym carries the query words the
 * synonym stands for, to be shown in its place.
 */
export function createWordMatcher(
  words: QueryWord[],
  index: TextIndex | undefined,
  replaceSynonyms = false,
): WordMatcher {
  const cache = new Map<string, TokenMatch | null>()
  // Words of plural / synonym alternatives are highlighted as the query word they stand for.
  const alternatives = words.map((w) => readAlternatives(w, replaceSynonyms))
  return (norm) => {
    const cached = cache.get(norm)
    if (cached !== undefined) return cached ?? undefined
    let result: TokenMatch | undefined
    for (let i = 0; i < words.length && norm.length > 0; i++) {
      const length = matchOne(words[i]!, alternatives[i]?.words, norm, index)
      if (length <= 0) continue
      // A phrase word's match is conditional: any plain match of the same length wins over it.
      const needs = length === Infinity ? alternatives[i]?.phraseOnly?.get(norm) : undefined
      const better =
        !result || length > result.length || (length === result.length && result.needs && !needs)
      if (better) {
        result = { word: i, length }
        const replacement = norm === words[i]!.text ? undefined : alternatives[i]?.words.get(norm)
        if (replacement !== undefined) result.replacement = replacement
        if (needs) result.needs = needs
      }
    }
    cache.set(norm, result ?? NO_MATCH)
    return result
  }
}

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

/** The words of a query word's alternatives, with what replaces them in highlights (if any). */
function alternativeWords(word: QueryWord, replaceSynonyms: boolean) {
  if (!word.alternatives || word.alternatives.length === 0) return undefined
  const out = new Map<string, string | undefined>()
  for (const alternative of word.alternatives) {
    for (const w of alternative.words) {
      const replacement = replaceSynonyms ? alternative.replaces : undefined
      if (!out.has(w) || replacement === undefined) out.set(w, replacement)
    }
  }
  return out
}

/**
 * Words found only in a query word's multi-word alternatives (not the word itself, not a
 * one-word alternative), each with the alternatives holding it.
 */
function phraseOnlyWords(word: QueryWord): Map<string, string[][]> | undefined {
  const phrases = (word.alternatives ?? []).filter((a) => a.words.length > 1)
  if (phrases.length === 0) return undefined
  const single = new Set(
    (word.alternatives ?? []).filter((a) => a.words.length === 1).map((a) => a.words[0]!),
  )
  const out = new Map<string, string[][]>()
  for (const { words } of phrases) {
    for (const w of words) {
      if (w === word.text || single.has(w)) continue
      const list = out.get(w) ?? []
      list.push(words)
      out.set(w, list)
    }
  }
  return out
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
  const alternatives = words.map((w) => alternativeWords(w, replaceSynonyms))
  const phraseOnly = words.map(phraseOnlyWords)
  return (norm) => {
    const cached = cache.get(norm)
    if (cached !== undefined) return cached ?? undefined
    let result: TokenMatch | undefined
    for (let i = 0; i < words.length && norm.length > 0; i++) {
      const length = matchOne(words[i]!, alternatives[i], norm, index)
      if (length <= 0) continue
      // A phrase word's match is conditional: any plain match of the same length wins over it.
      const needs = length === Infinity ? phraseOnly[i]?.get(norm) : undefined
      const better =
        !result || length > result.length || (length === result.length && result.needs && !needs)
      if (better) {
        result = { word: i, length }
        const replacement = norm === words[i]!.text ? undefined : alternatives[i]?.get(norm)
        if (replacement !== undefined) result.replacement = replacement
        if (needs) result.needs = needs
      }
    }
    cache.set(norm, result ?? NO_MATCH)
    return result
  }
}

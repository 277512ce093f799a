import type { Expansion } from './expand'
import type { QueryWord } from './query-words'
import type { TextIndex } from './text-index'
import { countedTypos, editDistance } from './typo'

const flagsByExpansion = new WeakMap<Expansion, Uint8Array>()

/**
 * 1 for each term of `expansion` that matches `word` only as a prefix completion ("phone" for
 * "pho"), 0 for a whole-word match: the word itself, one of its one-word alternatives, or the
 * word with the typos it is allowed. What `disablePrefixOnAttributes` drops in its attributes.
 * Cached per expansion (expansions are cached per word and index).
 */
export function completionFlags(
  index: TextIndex,
  expansion: Expansion,
  word: QueryWord,
): Uint8Array {
  const known = flagsByExpansion.get(expansion)
  if (known) return known
  const alternatives = new Set(
    (word.alternatives ?? []).filter((a) => a.words.length === 1).map((a) => a.words[0]!),
  )
  const flags = new Uint8Array(expansion.termIds.length)
  for (let e = 0; e < flags.length; e++) {
    const term = index.terms[expansion.termIds[e]!]!
    flags[e] = isWholeMatch(term, word, alternatives) ? 0 : 1
  }
  flagsByExpansion.set(expansion, flags)
  return flags
}

function isWholeMatch(term: string, word: QueryWord, alternatives: Set<string>): boolean {
  if (term === word.text || alternatives.has(term)) return true
  // A term longer than the word by more than its typos cannot be the word mistyped.
  if (word.maxTypos === 0 || Math.abs(term.length - word.text.length) > word.maxTypos) return false
  const typos = countedTypos(editDistance(term, word.text), term[0] !== word.text[0])
  return typos <= word.maxTypos
}

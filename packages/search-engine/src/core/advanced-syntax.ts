import { tokenizeWith, type ScanOptions } from './tokenizer'

/** A query split by Algolia's advanced syntax. */
export interface AdvancedQuery {
  /** Words to search, in order (phrase words included, excluded words removed). */
  words: string[]
  /** For each word, the index of its quoted phrase, or -1. */
  phraseOf: number[]
  /** Normalised words of each quoted phrase. */
  phrases: string[][]
  /** Words whose records are removed from the results (`-word`). */
  excluded: string[]
}

const FEATURES = ['exactPhrase', 'excludeWords']

/**
 * Parses `"exact phrase"` and `-excluded` words out of a query. A dash excludes only at the start
 * of a whitespace-separated token (so `t-shirt` is a plain word); an unclosed quote runs to the
 * end of the query. Features not listed in `features` are read as plain words.
 */
export function parseAdvancedQuery(
  query: string,
  features: string[] = FEATURES,
  scan?: ScanOptions,
): AdvancedQuery {
  const phrasesOn = features.includes('exactPhrase')
  const excludeOn = features.includes('excludeWords')
  const out: AdvancedQuery = { words: [], phraseOf: [], phrases: [], excluded: [] }
  const push = (text: string, phrase: number) => {
    for (const word of tokenizeWith(text, scan)) {
      out.words.push(word)
      out.phraseOf.push(phrase)
    }
  }
  const parts = phrasesOn ? query.split('"') : [query]
  parts.forEach((part, i) => {
    if (i % 2 === 1) {
      const words = tokenizeWith(part, scan)
      if (words.length === 0) return
      out.phrases.push(words)
      push(part, out.phrases.length - 1)
      return
    }
    for (const token of part.split(/\s+/)) {
      if (excludeOn && token.length > 1 && token.startsWith('-')) {
        out.excluded.push(...tokenizeWith(token.slice(1), scan))
      } else push(token, -1)
    }
  })
  return out
}

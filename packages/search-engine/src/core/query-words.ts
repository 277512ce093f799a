import { tokenize } from './tokenizer'
import type { SearchParams, TypoTolerance } from './types'

/** Most query words considered; later words are ignored. */
export const MAX_QUERY_WORDS = 16

/** One normalised query word and how it may match. */
export interface QueryWord {
  text: string
  /** Matches terms starting with the word (the last word with `queryType: prefixLast`). */
  prefix: boolean
  maxTypos: number
  /** Optional words do not restrict the results; they only improve the `words` criterion. */
  optional: boolean
}

/** Whether typo tolerance is on at all for a `typoTolerance` value. */
export function typosEnabled(value: TypoTolerance | undefined): boolean {
  return value !== false && value !== 'false'
}

function allowedTypos(word: string, params: SearchParams, noTypoWords: Set<string>): number {
  if (!typosEnabled(params.typoTolerance) || noTypoWords.has(word)) return 0
  if (params.allowTyposOnNumericTokens === false && /^\d+$/.test(word)) return 0
  const one = params.minWordSizefor1Typo ?? 4
  const two = params.minWordSizefor2Typos ?? 8
  if (word.length >= two) return 2
  if (word.length >= one) return 1
  return 0
}

function wordSet(entries: string[] | string | null | undefined): Set<string> {
  const list = typeof entries === 'string' ? [entries] : (entries ?? [])
  return new Set(list.flatMap((entry) => tokenize(entry)))
}

/**
 * Splits the query into normalised words with their prefix, typo and optional flags, from the
 * effective parameters (query params over index settings).
 */
export function parseQueryWords(
  params: SearchParams & { disableTypoToleranceOnWords?: string[] },
): QueryWord[] {
  const words = tokenize(params.query ?? '').slice(0, MAX_QUERY_WORDS)
  const queryType = params.queryType ?? 'prefixLast'
  const optional = wordSet(params.optionalWords)
  const noTypo = wordSet(params.disableTypoToleranceOnWords)
  return words.map((text, i) => ({
    text,
    prefix: queryType === 'prefixAll' || (queryType === 'prefixLast' && i === words.length - 1),
    maxTypos: allowedTypos(text, params, noTypo),
    optional: optional.has(text),
  }))
}

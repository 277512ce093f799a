import { parseAdvancedQuery } from './advanced-syntax'
import { queryLanguageSettings } from './language/languages'
import { isStopWord } from './language/stop-words'
import { queryHeadDistances } from './query-heads'
import { queryScan, textOptionsOf } from './text-options'
import { tokenizeWith, type ScanOptions } from './tokenizer'
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
  /** Other words that match in its place (plural forms, synonyms, corrections). */
  alternatives?: Alternative[]
  /** Index of the quoted phrase (advanced syntax) the word belongs to. */
  phrase?: number
  /** Splitting and concatenation apply (typo tolerance on, not in a phrase). */
  joinable?: boolean
  /**
   * How far the word is from the head of its noun phrase in the query (see `query-heads.ts`); a
   * match plays the same part in a record at the same distance. Absent: 0 (a head).
   */
  headDistance?: number
}

/** Words that may match in place of a query word. */
export interface Alternative {
  /** Normalised words; several words must all be in the record. */
  words: string[]
  /** Typos the alternative counts as (altCorrection1 / altCorrection2). */
  typos: number
  /** Whether a match counts as exact (`alternativesAsExact`). */
  exact: boolean
  /** For synonyms: the query words it stands for (shown instead with `replaceSynonymsInHighlight`). */
  replaces?: string
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

function wordSet(
  entries: string[] | string | null | undefined,
  scan: ScanOptions | undefined,
): Set<string> {
  const list = typeof entries === 'string' ? [entries] : (entries ?? [])
  return new Set(list.flatMap((entry) => tokenizeWith(entry, scan)))
}

/** The query's words plus what the advanced syntax asked for. */
export interface ParsedQuery {
  words: QueryWord[]
  /** Quoted phrases (advanced syntax): their words must be consecutive in one attribute. */
  phrases: string[][]
  /** Excluded words (advanced syntax): records containing them are dropped. */
  excluded: string[]
  /** Stop words `removeStopWords` dropped, with their neighbours among `words` (none: absent). */
  dropped?: DroppedStopWord[]
}

/**
 * A stop word dropped from the query, and the indexes in the kept words of the word after it and
 * the word before it (-1: none). It no longer matches, but where a record holds it next to its
 * neighbour ("Off White", "Under Armour") that record renders the query more closely.
 */
export interface DroppedStopWord {
  text: string
  next: number
  previous: number
}

function splitQuery(params: SearchParams, scan: ScanOptions | undefined) {
  const query = params.query ?? ''
  if (params.advancedSyntax === true) {
    return parseAdvancedQuery(query, params.advancedSyntaxFeatures ?? undefined, scan)
  }
  const words = tokenizeWith(query, scan)
  return { words, phraseOf: words.map(() => -1), phrases: [], excluded: [] }
}

/**
 * Splits the query into normalised words with their prefix, typo and optional flags, from the
 * effective parameters (query params over index settings). Stop words are dropped when
 * `removeStopWords` applies, except from phrases, from the prefix word and when only stop words
 * are left (a query never empties itself).
 */
export function parseQueryWords(
  params: SearchParams & { disableTypoToleranceOnWords?: string[]; separatorsToIndex?: string },
): ParsedQuery {
  // Indexed separators are words of the query too ("c++" is c, +, +).
  const scan = queryScan(textOptionsOf(params))
  const split = splitQuery(params, scan)
  const texts = split.words.slice(0, MAX_QUERY_WORDS)
  const queryType = params.queryType ?? 'prefixLast'
  const optional = wordSet(params.optionalWords, scan)
  const noTypo = wordSet(params.disableTypoToleranceOnWords, scan)
  const { stopWords } = queryLanguageSettings(params)
  const heads =
    params.advancedSyntax !== true
      ? queryHeadDistances(params.query ?? '', (w) => isStopWord(w, stopWords), scan)
      : undefined
  const all = texts.map((text, i): QueryWord => {
    const phrase = split.phraseOf[i]!
    const last = i === texts.length - 1
    const word: QueryWord = {
      text,
      prefix: phrase < 0 && (queryType === 'prefixAll' || (queryType === 'prefixLast' && last)),
      maxTypos: phrase < 0 ? allowedTypos(text, params, noTypo) : 0,
      optional: optional.has(text),
      // Set on every word (a head: 0), so that all query words share one object shape.
      headDistance: heads?.[i] ?? 0,
    }
    if (phrase >= 0) word.phrase = phrase
    else if (typosEnabled(params.typoTolerance)) word.joinable = true
    return word
  })
  const kept =
    stopWords.length === 0
      ? all
      : all.filter((w) => w.prefix || w.phrase !== undefined || !isStopWord(w.text, stopWords))
  const parsed: ParsedQuery = {
    words: kept.length > 0 ? kept : all,
    phrases: split.phrases,
    excluded: split.excluded,
  }
  if (kept.length > 0 && kept.length < all.length) parsed.dropped = droppedStopWords(all, kept)
  return parsed
}

/** The words of `all` missing from `kept` (a subsequence of it), with their kept neighbours. */
function droppedStopWords(all: QueryWord[], kept: QueryWord[]): DroppedStopWord[] {
  const dropped: DroppedStopWord[] = []
  let next = 0
  for (const word of all) {
    if (kept[next] === word) next++
    else dropped.push({ text: word.text, next: next < kept.length ? next : -1, previous: next - 1 })
  }
  return dropped
}

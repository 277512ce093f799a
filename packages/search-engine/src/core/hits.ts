import { getPathValue } from './attributes'
import { markHitSource } from './hit-json'
import { highlightValue, type HighlightOptions } from './highlight'
import type { WordState } from './match'
import { retrieveAttributes } from './retrieve'
import { parseSnippetSpec, snippetValue, type SnippetOptions } from './snippet'
import type { TextIndex } from './text-index'
import { SCORE, SCORE_WIDTH, scoreDocument, slotWeights } from './textual-scores'
import type { HighlightResult, Hit, RankingInfo, SearchHit, SnippetResult } from './types'
import type { WordMatcher } from './word-matcher'

/** What is needed to turn ranked documents into response hits. */
export interface HitOptions {
  attributesToRetrieve: string[] | undefined
  unretrievableAttributes: string[] | undefined
  /** Attribute names to highlight (`*` expanded by the caller to each record's keys). */
  attributesToHighlight: string[]
  attributesToSnippet: string[]
  matcher: WordMatcher
  words: string[]
  preTag: string
  postTag: string
  ellipsis: string
  rankingInfo?: {
    states: WordState[]
    index: TextIndex | undefined
    userScore: (doc: number) => number
    filterScore?: (doc: number) => number
  }
}

const segmentsCache = new Map<string, string[]>()

function segmentsOf(name: string): string[] {
  let segments = segmentsCache.get(name)
  if (segments === undefined) {
    segments = name.split('.')
    if (segmentsCache.size >= 10_000) segmentsCache.clear()
    segmentsCache.set(name, segments)
  }
  return segments
}

function setNested<T>(target: Record<string, T>, name: string, value: T): void {
  const segments = segmentsOf(name)
  if (segments.length === 1) {
    target[name] = value
    return
  }
  let node = target as Record<string, unknown>
  for (let i = 0; i < segments.length - 1; i++) {
    const key = segments[i]!
    if (node[key] === undefined || typeof node[key] !== 'object') node[key] = {}
    node = node[key] as Record<string, unknown>
  }
  node[segments[segments.length - 1]!] = value
}

function expandStar(names: string[], record: Hit): string[] {
  if (!names.includes('*')) return names
  return Object.keys(record).filter((key) => key !== 'objectID')
}

function rankingInfo(doc: number, options: NonNullable<HitOptions['rankingInfo']>): RankingInfo {
  const scores = new Uint32Array(SCORE_WIDTH)
  scoreDocument(doc, options.states, slotWeights(options.index), scores, 0)
  const words = options.states.length
  return {
    nbTypos: scores[SCORE.typos]!,
    firstMatchedWord: scores[SCORE.firstMatchedWord]!,
    geoDistance: 0,
    nbExactWords: words - scores[SCORE.nonExact]!,
    userScore: options.userScore(doc),
    words: words - scores[SCORE.missingWords]!,
    filters: options.filterScore?.(doc) ?? 0,
    proximityDistance: scores[SCORE.proximity]!,
  }
}

/** Per-query state of hit building, derived once from the options. */
interface Prepared {
  /** Every attribute is retrieved: a hit starts as a copy of its record. */
  wholeRecord: boolean
  marking: HighlightOptions
  snippets: Array<{ attribute: string; options: SnippetOptions }>
}

const prepared = new WeakMap<HitOptions, Prepared>()

function prepare(options: HitOptions): Prepared {
  let state = prepared.get(options)
  if (state === undefined) {
    const marking: HighlightOptions = {
      matcher: options.matcher,
      preTag: options.preTag,
      postTag: options.postTag,
      words: options.words,
      distinctWords: new Set(options.words).size,
    }
    const snippets = options.attributesToSnippet.map((entry) => {
      const spec = parseSnippetSpec(entry)
      return {
        attribute: spec.attribute,
        options: { ...marking, size: spec.words, ellipsis: options.ellipsis },
      }
    })
    const retrieve = options.attributesToRetrieve ?? ['*']
    const wholeRecord =
      retrieve.includes('*') &&
      !retrieve.some((name) => name.startsWith('-')) &&
      (options.unretrievableAttributes ?? []).length === 0
    state = { wholeRecord, marking, snippets }
    prepared.set(options, state)
  }
  return state
}

const ADDED_KEYS = ['_highlightResult', '_snippetResult', '_rankingInfo']

/** The record has its objectID as an own key and none of the keys a hit adds. */
function isPlainRecord(record: Hit): boolean {
  return Object.hasOwn(record, 'objectID') && !ADDED_KEYS.some((key) => Object.hasOwn(record, key))
}

/** Builds one response hit: retrieved attributes, highlight, snippet and ranking info. */
export function buildHit(record: Hit, doc: number, options: HitOptions): SearchHit {
  const hit: SearchHit = retrieveAttributes(
    record,
    options.attributesToRetrieve,
    options.unretrievableAttributes,
  )
  const { wholeRecord, marking, snippets } = prepare(options)
  if (wholeRecord && isPlainRecord(record)) markHitSource(hit, record)
  const highlight: Record<string, HighlightResult> = {}
  for (const name of expandStar(options.attributesToHighlight, record)) {
    const result = highlightValue(getPathValue(record, name), marking)
    if (result !== undefined) setNested(highlight, name, result)
  }
  if (options.attributesToHighlight.length > 0) hit._highlightResult = highlight
  if (options.attributesToSnippet.length > 0) {
    const snippet: Record<string, SnippetResult> = {}
    for (const spec of snippets) {
      for (const name of expandStar([spec.attribute], record)) {
        const result = snippetValue(getPathValue(record, name), spec.options)
        if (result !== undefined) setNested(snippet, name, result)
      }
    }
    hit._snippetResult = snippet
  }
  if (options.rankingInfo) hit._rankingInfo = rankingInfo(doc, options.rankingInfo)
  return hit
}

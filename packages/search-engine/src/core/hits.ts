import { getPathValue } from './attributes'
import { lazyKey, markHitSource } from './hit-json'
import {
  highlightJson,
  highlightValue,
  isOrderedKey,
  warmHighlight,
  type HighlightOptions,
} from './highlight'
import type { WordState } from './match'
import { ownValue, setOwn } from './own-keys'
import { retrieveAttributes } from './retrieve'
import {
  parseSnippetSpec,
  snippetJson,
  snippetValue,
  warmSnippet,
  type SnippetOptions,
} from './snippet'
import { finish, type Steps } from './steps'
import type { GeoInfo } from './geo/geo-ranking'
import type { TextIndex } from './text-index'
import type { ScanOptions } from './tokenizer'
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
  /**
   * What the matcher depends on (the text index and a key of the query words): highlight and
   * snippet JSON of a text is cached across queries with the same one.
   */
  markKey?: { index: object | undefined; words: string }
  preTag: string
  postTag: string
  ellipsis: string
  /** `restrictHighlightAndSnippetArrays`: array items without a match are not in the results. */
  restrictArrays?: boolean
  /** How words are scanned (indexed separators); none: the defaults. */
  scan?: ScanOptions
  /** `camelCaseAttributes` and their scan: their camelCase words are highlighted as cut. */
  camelCase?: { names: readonly string[]; scan: ScanOptions }
  rankingInfo?: {
    states: WordState[]
    index: TextIndex | undefined
    userScore: (doc: number) => number
    filterScore?: (doc: number) => number
    geo?: (doc: number) => GeoInfo | undefined
    minProximity?: number
  }
}

const segmentsCache = new Map<string, string[]>()

function segmentsOf(name: string): string[] {
  let segments = segmentsCache.get(name)
  if (segments === undefined) {
    segments = name.split('.')
    if (name.length > 256) return segments
    if (segmentsCache.size >= 10_000) segmentsCache.clear()
    segmentsCache.set(name, segments)
  }
  return segments
}

function setNested<T>(target: Record<string, T>, name: string, value: T): void {
  const segments = segmentsOf(name)
  if (segments.length === 1) {
    setOwn(target, name, value)
    return
  }
  let node = target as Record<string, unknown>
  for (let i = 0; i < segments.length - 1; i++) {
    const key = segments[i]!
    let next = ownValue(node, key)
    if (next === null || typeof next !== 'object') {
      next = {}
      setOwn(node, key, next)
    }
    node = next as Record<string, unknown>
  }
  setOwn(node, segments[segments.length - 1]!, value)
}

function expandStar(names: string[], record: Hit): string[] {
  if (!names.includes('*')) return names
  return Object.keys(record).filter((key) => key !== 'objectID')
}

function rankingInfo(doc: number, options: NonNullable<HitOptions['rankingInfo']>): RankingInfo {
  const scores = new Uint32Array(SCORE_WIDTH)
  const slots = slotWeights(options.index, options.minProximity)
  scoreDocument(doc, options.states, slots, scores, 0)
  const words = options.states.length
  const geo = options.geo?.(doc)
  const info: RankingInfo = {
    nbTypos: scores[SCORE.typos]!,
    firstMatchedWord: scores[SCORE.firstMatchedWord]!,
    geoDistance: geo?.geoDistance ?? 0,
    nbExactWords: words - scores[SCORE.nonExact]!,
    userScore: options.userScore(doc),
    words: words - scores[SCORE.missingWords]!,
    filters: options.filterScore?.(doc) ?? 0,
    proximityDistance: scores[SCORE.proximity]!,
  }
  if (geo) {
    info.geoPrecision = geo.geoPrecision
    info.matchedGeoLocation = geo.matchedGeoLocation
  }
  return info
}

/** Per-query state of hit building, derived once from the options. */
interface Prepared {
  /** Every attribute is retrieved: a hit starts as a copy of its record. */
  wholeRecord: boolean
  marking: HighlightOptions
  /** Copy of `attributesToHighlight` (lazy highlights may be built after the call returns). */
  highlight: string[]
  snippets: Array<{ attribute: string; options: SnippetOptions; leaves?: LeafCache }>
  leaves?: LeafCache
  /** Highlighting of the `camelCaseAttributes` (their words cut as the index cut them). */
  camel?: { names: readonly string[]; marking: HighlightOptions; leaves?: LeafCache }
}

/** The highlight options and leaf cache of attribute `name`. */
function markingOf(
  state: Prepared,
  name: string,
): { marking: HighlightOptions; leaves?: LeafCache } {
  return state.camel?.names.includes(name) === true ? state.camel : state
}

/** JSON of highlight / snippet leaves by text, for one matcher and one set of options. */
type LeafCache = Map<string, string>

const NO_INDEX = {}
const leafCaches = new WeakMap<object, Map<string, LeafCache>>()

function leafCache(markKey: HitOptions['markKey'], key: string): LeafCache | undefined {
  if (markKey === undefined) return undefined
  const index = markKey.index ?? NO_INDEX
  let byKey = leafCaches.get(index)
  if (byKey === undefined) {
    byKey = new Map()
    leafCaches.set(index, byKey)
  }
  const full = `${markKey.words}\u0000${key}`
  let cache = byKey.get(full)
  if (cache === undefined) {
    if (byKey.size >= 1000) byKey.clear()
    cache = new Map()
    byKey.set(full, cache)
  }
  return cache
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
    if (options.restrictArrays === true) marking.restrictArrays = true
    if (options.scan !== undefined) marking.scan = options.scan
    const camelMarking: HighlightOptions | undefined =
      options.camelCase === undefined ? undefined : { ...marking, scan: options.camelCase.scan }
    const camelNames = options.camelCase?.names ?? []
    // Each name once: a list repeating one name 50,000 times cost as many lookups per hit.
    const snippets = [...new Set(options.attributesToSnippet)].map((entry) => {
      const spec = parseSnippetSpec(entry)
      const tags = `${options.preTag}\u0000${options.postTag}\u0000${options.ellipsis}`
      const camel = camelMarking !== undefined && camelNames.includes(spec.attribute)
      return {
        attribute: spec.attribute,
        options: {
          ...(camel ? camelMarking : marking),
          size: spec.words,
          ellipsis: options.ellipsis,
        },
        leaves: leafCache(options.markKey, `s${camel ? 'c' : ''}\u0000${spec.words}\u0000${tags}`),
      }
    })
    const retrieve = options.attributesToRetrieve ?? ['*']
    const wholeRecord =
      retrieve.includes('*') &&
      !retrieve.some((name) => name.startsWith('-')) &&
      (options.unretrievableAttributes ?? []).length === 0
    state = {
      wholeRecord,
      marking,
      highlight: [...new Set(options.attributesToHighlight)],
      snippets,
      leaves: leafCache(options.markKey, `h\u0000${options.preTag}\u0000${options.postTag}`),
    }
    if (camelMarking !== undefined) {
      const leaves = leafCache(options.markKey, `hc\u0000${options.preTag}\u0000${options.postTag}`)
      state.camel = { names: camelNames, marking: camelMarking }
      if (leaves !== undefined) state.camel.leaves = leaves
    }
    prepared.set(options, state)
  }
  return state
}

const ADDED_KEYS = ['_highlightResult', '_snippetResult', '_rankingInfo']

/** The record has its objectID as an own key and none of the keys a hit adds. */
function isPlainRecord(record: Hit): boolean {
  return Object.hasOwn(record, 'objectID') && !ADDED_KEYS.some((key) => Object.hasOwn(record, key))
}

/** A hit's `_highlightResult`, one attribute per step. */
function* highlightObjectSteps(
  record: Hit,
  state: Prepared,
): Steps<Record<string, HighlightResult>> {
  const highlight: Record<string, HighlightResult> = {}
  for (const name of expandStar(state.highlight, record)) {
    const result = highlightValue(getPathValue(record, name), markingOf(state, name).marking)
    if (result !== undefined) setNested(highlight, name, result)
    yield
  }
  return highlight
}

const highlightObject = (record: Hit, state: Prepared) =>
  finish(highlightObjectSteps(record, state))

/** A hit's `_snippetResult`, one attribute per step. */
function* snippetObjectSteps(
  record: Hit,
  snippets: Prepared['snippets'],
): Steps<Record<string, SnippetResult>> {
  const snippet: Record<string, SnippetResult> = {}
  for (const spec of snippets) {
    for (const name of expandStar([spec.attribute], record)) {
      const result = snippetValue(getPathValue(record, name), spec.options)
      if (result !== undefined) setNested(snippet, name, result)
      yield
    }
  }
  return snippet
}

const snippetObject = (record: Hit, snippets: Prepared['snippets']) =>
  finish(snippetObjectSteps(record, snippets))

/**
 * Attribute names that become distinct top-level keys of a result object in the order given
 * (no dotted path, no repeat, no key reordered or dropped by assignment): the object's JSON can
 * then be written attribute by attribute.
 */
function flatNames(names: string[]): boolean {
  for (let i = 0; i < names.length; i++) {
    const name = names[i]!
    if (name.includes('.') || !isOrderedKey(name)) return false
    for (let j = 0; j < i; j++) if (names[j] === name) return false
  }
  return true
}

/** JSON of the attributes of a result object, each written by `json` (null: not writable). */
function resultJson(
  record: Hit,
  names: string[],
  json: (value: unknown, index: number) => string | undefined | null,
): string | null {
  let out = '{'
  for (let i = 0; i < names.length; i++) {
    const name = names[i]!
    const text = json(getPathValue(record, name), i)
    if (text === null) return null
    if (text !== undefined) out += `${out.length > 1 ? ',' : ''}${JSON.stringify(name)}:${text}`
  }
  return `${out}}`
}

function highlightJsonOf(record: Hit, state: Prepared) {
  const names = expandStar(state.highlight, record)
  if (!flatNames(names)) return null
  return resultJson(record, names, (value, i) => {
    const { marking, leaves } = markingOf(state, names[i]!)
    return highlightJson(value, marking, leaves)
  })
}

function snippetJsonOf(record: Hit, snippets: Prepared['snippets']) {
  const names: string[] = []
  const specs: Prepared['snippets'] = []
  for (const spec of snippets) {
    for (const name of expandStar([spec.attribute], record)) {
      names.push(name)
      specs.push(spec)
    }
  }
  if (!flatNames(names)) return null
  return resultJson(record, names, (value, i) =>
    snippetJson(value, specs[i]!.options, specs[i]!.leaves),
  )
}

/** What a lazy highlight or snippet of a hit is built from. */
interface LazySource {
  record: Hit
  state: Prepared
}

function* warmHighlightOf({ record, state }: LazySource): Steps<void> {
  for (const name of expandStar(state.highlight, record)) {
    const { marking, leaves } = markingOf(state, name)
    if (leaves !== undefined) yield* warmHighlight(getPathValue(record, name), marking, leaves)
  }
}

function* warmSnippetOf({ record, state }: LazySource): Steps<void> {
  for (const spec of state.snippets) {
    if (spec.leaves === undefined) continue
    for (const name of expandStar([spec.attribute], record)) {
      yield* warmSnippet(getPathValue(record, name), spec.options, spec.leaves)
    }
  }
}

const lazyHighlight = lazyKey<LazySource>(
  '_highlightResult',
  ({ record, state }) => highlightObject(record, state),
  ({ record, state }) => highlightJsonOf(record, state),
  warmHighlightOf,
)

const lazySnippet = lazyKey<LazySource>(
  '_snippetResult',
  ({ record, state }) => snippetObject(record, state.snippets),
  ({ record, state }) => snippetJsonOf(record, state.snippets),
  warmSnippetOf,
)

/**
 * Characters of the JSON of `record`'s `_highlightResult` and `_snippetResult` values under
 * `options`, counted attribute by attribute until past `limit`. The leaves it marks are cached
 * as the hit's writer would cache them, so a hit counted then written is marked once.
 */
export function markedChars(record: Hit, options: HitOptions, limit: number): number {
  const state = prepare(options)
  const hidden = options.unretrievableAttributes
  if (hidden !== undefined && hidden.length > 0) record = retrieveAttributes(record, ['*'], hidden)
  let chars = 0
  for (const name of expandStar(state.highlight, record)) {
    const value = getPathValue(record, name)
    const { marking, leaves } = markingOf(state, name)
    const json = highlightJson(value, marking, leaves)
    chars += (json === null ? JSON.stringify(highlightValue(value, marking)) : json)?.length ?? 0
    if (chars > limit) return chars
  }
  for (const spec of state.snippets) {
    for (const name of expandStar([spec.attribute], record)) {
      const value = getPathValue(record, name)
      const json = snippetJson(value, spec.options, spec.leaves)
      chars +=
        (json === null ? JSON.stringify(snippetValue(value, spec.options)) : json)?.length ?? 0
      if (chars > limit) return chars
    }
  }
  return chars
}

/** Builds one response hit: retrieved attributes, highlight, snippet and ranking info. */
export function buildHit(record: Hit, doc: number, options: HitOptions): SearchHit {
  return finish(buildHitSteps(record, doc, options))
}

/**
 * {@link buildHit} in steps: a hit whose highlight and snippet are computed up front (restricted
 * `attributesToRetrieve`, unretrievable attributes) pauses between attributes, so that one long
 * record with a long query does not hold the loop for the whole hit.
 */
export function* buildHitSteps(record: Hit, doc: number, options: HitOptions): Steps<SearchHit> {
  const hit: SearchHit = retrieveAttributes(
    record,
    options.attributesToRetrieve,
    options.unretrievableAttributes,
  )
  const state = prepare(options)
  const { wholeRecord, highlight, snippets } = state
  // Highlights and snippets are built from what may be shown: never from unretrievable values.
  const hidden = options.unretrievableAttributes
  if (hidden !== undefined && hidden.length > 0) record = retrieveAttributes(record, ['*'], hidden)
  // Hits written from their record's JSON get their highlight and snippet as lazy keys: a
  // response writer asks for their JSON text, an in-process caller reading them gets objects.
  const lazy = wholeRecord && isPlainRecord(record)
  const source: LazySource | undefined = lazy ? { record, state } : undefined
  if (source) markHitSource(hit, record)
  if (highlight.length > 0) {
    if (source) lazyHighlight.define(hit, source)
    else hit._highlightResult = yield* highlightObjectSteps(record, state)
  }
  if (options.attributesToSnippet.length > 0) {
    if (source) lazySnippet.define(hit, source)
    else hit._snippetResult = yield* snippetObjectSteps(record, snippets)
  }
  if (options.rankingInfo) hit._rankingInfo = rankingInfo(doc, options.rankingInfo)
  return hit
}

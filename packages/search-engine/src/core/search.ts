import { randomUUID } from 'node:crypto'
import { getPathValue } from './attributes'
import { compileFacetingAttributes } from './faceting-attributes'
import { facetSteps, type FacetResult } from './facets'
import { facetsAfterDistinct } from './facets-after-distinct'
import { optionalFilterScorerSteps } from './filters/optional-scores'
import { highlightBudget, type HighlightBudget } from './highlight-budget'
import { chargeFacets, requestFacetBudget, type FacetBudget } from './facet-budget'
import { buildHitSteps, type HitOptions } from './hits'
import { findMatches, type EffectiveParams, type Matches } from './matches'
import { completeMatches } from './merged-matches'
import { paramsString } from './params-string'
import { rankMatches, type RankHooks } from './rank-matches'
import {
  findRanking,
  keepRanking,
  MIN_KEPT_HITS,
  RANKED_KEPT,
  rankingKey,
  type KeptRanking,
  type RankingSlot,
} from './ranking-cache'
import { compileCustomRanking } from './ranking'
import { relevantSort } from './relevant-sort'
import { applyRules, type RuleOutcome } from './rules/apply-rules'
import { facetValuesOf } from './rules/facet-values'
import { pinAndHide } from './rules/pin-hits'
import { compileSearchableAttributes } from './searchable-attributes'
import { effectiveParams } from './effective-params'
import { finish, type Steps } from './steps'
import { queryScan, textOptionsOf } from './text-options'
import { geoRanking } from './geo/geo-ranking'
import type { Rule } from './rules/types'
import type { Snapshot } from './snapshot'
export { effectiveParams } from './effective-params'
import type { SynonymHit } from './synonyms/types'
import { perList } from './per-list'
import { setOwn } from './own-keys'
import { validateSearchParams } from './validate-params'
import type { IndexSettings, Personalizer, SearchParams, SearchResponse } from './types'
import { createWordMatcher } from './word-matcher'

/** The index being searched: its name, stored settings and records snapshot. */
export interface SearchTarget {
  name: string
  settings: IndexSettings
  snapshot: Snapshot
  /** The index's synonyms (applied unless `synonyms: false`). */
  synonyms?: readonly SynonymHit[]
  /** The index's query rules (applied unless `enableRules: false`). */
  rules?: readonly Rule[]
  /** Set on virtual replicas: relevant sort with `relevancyStrictness`. */
  virtual?: boolean
}

/** Per-call options that are not search parameters. */
export interface RunOptions {
  personalizer?: Personalizer
  userToken?: string
  /** Browse: no `paginationLimitedTo`, no facets, every response field. */
  browse?: boolean
  /**
   * Rankings kept from earlier searches of the index version: reused (and kept), also kept as
   * prepared (never evicted; see `prepareRankings`), or ignored (always ranked again).
   * @default 'reuse'
   */
  rankings?: 'reuse' | 'prepare' | 'ignore'
  /** The request's highlight budget, shared with its other searches. @default a search's own */
  highlightBudget?: HighlightBudget
  /** The request's facet value budget, shared with its other searches. @default a search's own */
  facetBudget?: FacetBudget
}

const NO_NAMES: string[] = []

/** Facet names declared in a settings list (not `filterOnly`). */
const declaredFacets = perList((setting) =>
  compileFacetingAttributes(setting)
    .filter((f) => !f.filterOnly)
    .map((f) => f.name),
)

/** Default `attributesToHighlight` of a `searchableAttributes` list. */
const highlightDefaults = perList((setting) => {
  const searchable = compileSearchableAttributes(setting)
  return searchable.length > 0 ? searchable.map((a) => a.path.name) : ['*']
})

function facetNames(params: EffectiveParams): string[] {
  const requested = typeof params.facets === 'string' ? [params.facets] : (params.facets ?? [])
  if (requested.length === 0) return []
  const declared = declaredFacets(params.attributesForFaceting ?? NO_NAMES)
  if (requested.includes('*')) return [...declared]
  return [...new Set(requested)].filter((name) => declared.includes(name))
}

/** The facets of two countings in the order the search named them. */
function inNameOrder(names: string[], a: FacetResult, b: FacetResult): FacetResult {
  const out: FacetResult = { facets: {}, stats: {} }
  for (const name of names) {
    const from = Object.hasOwn(a.facets, name) ? a : b
    if (!Object.hasOwn(from.facets, name)) continue
    setOwn(out.facets, name, from.facets[name]!)
    if (Object.hasOwn(from.stats, name)) setOwn(out.stats, name, from.stats[name]!)
  }
  return out
}

function defaultHighlight(params: EffectiveParams): string[] {
  return highlightDefaults(params.searchableAttributes ?? NO_NAMES)
}

function* rankHooks(
  target: SearchTarget,
  params: EffectiveParams,
  options: RunOptions,
): Steps<RankHooks> {
  const hooks: RankHooks = {}
  const filterScore = yield* optionalFilterScorerSteps(target.snapshot, params)
  if (filterScore) hooks.filterScore = filterScore
  const geo = geoRanking(target.snapshot, params)
  if (geo) hooks.geo = geo
  const userToken = params.userToken ?? options.userToken
  const impact = params.personalizationImpact ?? 100
  if (params.enablePersonalization === true && userToken && options.personalizer && impact > 0) {
    const affinity = options.personalizer(userToken, target.name)
    const { docs } = target.snapshot
    if (affinity) {
      hooks.personalization = (doc) => {
        const a = Math.min(1, Math.max(0, affinity(docs[doc]!) || 0))
        return Math.round(((1 - a) * impact) / 10)
      }
    }
  }
  return hooks
}

/** Ranked documents kept by `distinct`, as steps (every ranked document is read). */
function* applyDistinct(
  target: SearchTarget,
  params: EffectiveParams,
  ranked: Uint32Array,
): Steps<Uint32Array> {
  const limit =
    params.distinct === true ? 1 : typeof params.distinct === 'number' ? params.distinct : 0
  const attribute = params.attributeForDistinct
  if (limit <= 0 || !attribute) return ranked
  const counts = new Map<string, number>()
  const kept: number[] = []
  for (let i = 0; i < ranked.length; i++) {
    if (i % 256 === 255) yield
    const doc = ranked[i]!
    const value = getPathValue(target.snapshot.docs[doc]!, attribute)
    if (value === undefined) {
      kept.push(doc)
      continue
    }
    const key = JSON.stringify(value)
    const seen = counts.get(key) ?? 0
    if (seen < limit) kept.push(doc)
    counts.set(key, seen + 1)
  }
  return Uint32Array.from(kept)
}

function hitOptions(
  params: EffectiveParams,
  matches: Matches,
  target: SearchTarget,
  hooks: RankHooks,
): HitOptions {
  const replaceSynonyms = params.replaceSynonymsInHighlight === true
  const options: HitOptions = {
    attributesToRetrieve: params.attributesToRetrieve,
    unretrievableAttributes: params.unretrievableAttributes,
    attributesToHighlight: params.attributesToHighlight ?? defaultHighlight(params),
    attributesToSnippet: params.attributesToSnippet ?? [],
    matcher: createWordMatcher(matches.words, matches.index, replaceSynonyms),
    markKey: {
      index: matches.index,
      words:
        `${replaceSynonyms}\u0004` +
        matches.words
          .map(
            (w) =>
              `${w.text}\u0001${w.prefix}\u0001${w.maxTypos}\u0001${(w.alternatives ?? []).map((a) => `${a.words.join(' ')}\u0005${a.replaces ?? ''}`).join('\u0003')}`,
          )
          .join('\u0002'),
    },
    words: matches.words.map((w) => w.text),
    preTag: params.highlightPreTag ?? '<em>',
    postTag: params.highlightPostTag ?? '</em>',
    ellipsis: params.snippetEllipsisText ?? '…',
  }
  if (params.restrictHighlightAndSnippetArrays === true) options.restrictArrays = true
  const text = textOptionsOf(params)
  const scan = queryScan(text)
  if (scan !== undefined) options.scan = scan
  if (text?.camelCase !== undefined) {
    options.camelCase = { names: text.camelCase, scan: text.camelScan }
  }
  if (params.getRankingInfo === true) {
    const { rank } = target.snapshot.order(compileCustomRanking(params.customRanking))
    const size = target.snapshot.size
    options.rankingInfo = {
      states: matches.states,
      index: matches.index,
      userScore: (doc) => size - rank[doc]!,
    }
    if (hooks.filterScore) options.rankingInfo.filterScore = hooks.filterScore
    if (hooks.geo) options.rankingInfo.geo = hooks.geo.info
    if (params.minProximity) options.rankingInfo.minProximity = params.minProximity
  }
  return options
}

interface Window {
  hitsPerPage: number
  first: number
  count: number
  end: number
  limit: number
}

/** Which ranked positions to return: `page` / `hitsPerPage`, or `offset` / `length`. */
function pageWindow(p: EffectiveParams, browse: boolean): Window {
  const hitsPerPage = p.hitsPerPage ?? 20
  const limit = browse ? Infinity : (p.paginationLimitedTo ?? 1000)
  const page = Math.max(0, Math.floor(p.page ?? 0))
  const first = p.offset !== undefined ? p.offset : page * hitsPerPage
  const count = p.offset !== undefined ? (p.length ?? hitsPerPage) : hitsPerPage
  return { hitsPerPage, first, count, end: Math.min(first + count, limit), limit }
}

export function isDistinct(p: EffectiveParams): boolean {
  return (
    p.attributeForDistinct !== undefined &&
    p.distinct !== undefined &&
    p.distinct !== false &&
    p.distinct !== 0
  )
}

function baseResponse(
  target: SearchTarget,
  p: EffectiveParams,
  params: SearchParams,
  window: Window,
  nbHits: number,
): SearchResponse {
  const { hitsPerPage, first, limit } = window
  return {
    hits: [],
    nbHits,
    page: hitsPerPage > 0 ? Math.floor(first / hitsPerPage) : 0,
    nbPages: hitsPerPage > 0 ? Math.ceil(Math.min(nbHits, limit) / hitsPerPage) : 0,
    hitsPerPage,
    exhaustiveFacetsCount: true,
    exhaustiveNbHits: true,
    exhaustiveTypo: true,
    exhaustive: { facetsCount: true, nbHits: true, typo: true },
    query: p.query ?? '',
    params: paramsString(params),
    index: target.name,
    renderingContent: p.renderingContent ?? {},
    processingTimeMS: 0,
  }
}

/** The matching query rules' outcome (undefined when none applies). */
function ruleOutcome(target: SearchTarget, p: EffectiveParams): RuleOutcome | undefined {
  if (!target.rules || target.rules.length === 0) return undefined
  const outcome = applyRules(p, {
    rules: target.rules,
    synonyms: target.synonyms,
    facetValues: (facet) => facetValuesOf(target.snapshot, facet),
    now: Date.now() / 1000,
  })
  return outcome.applied.length > 0 ? outcome : undefined
}

/** Ranked documents up to the page end (all of them for distinct and virtual replicas). */
function* rankPage(
  target: SearchTarget,
  p: EffectiveParams,
  matches: Matches,
  hooks: RankHooks,
  window: Window,
  rules: RuleOutcome | undefined,
  atLeast: number,
): Steps<Uint32Array> {
  const distinct = isDistinct(p)
  const relevant = target.virtual === true && matches.states.length > 0
  const extra = rules
    ? rules.hide.size + rules.promote.reduce((n, g) => n + g.objectIDs.length, 0)
    : 0
  const k = distinct || relevant ? matches.n : Math.max(window.end + extra, atLeast)
  let ranked = yield* rankMatches(target.snapshot, p, matches, hooks, k)
  if (relevant) ranked = relevantSort(target.snapshot, p, matches, ranked)
  if (distinct) ranked = yield* applyDistinct(target, p, ranked)
  return ranked
}

/** Runs a search on one index and builds Algolia's response. */
export function runSearch(
  target: SearchTarget,
  params: SearchParams,
  options: RunOptions = {},
): SearchResponse {
  return finish(searchSteps(target, params, options))
}

/** A search's matches, facets and ranked documents (up to its page end at least). */
interface Ranked {
  matches: Matches
  facets: FacetResult
  hooks: RankHooks
  ranked: Uint32Array
  nbHits: number
}

/** Where a search's ranking may be reused from and kept (undefined: it is ranked every time). */
function rankingSlot(
  target: SearchTarget,
  p: EffectiveParams,
  params: SearchParams,
  options: RunOptions,
): RankingSlot | undefined {
  if (options.rankings === 'ignore' || options.browse || target.virtual) return undefined
  if (isDistinct(p) || p.getRankingInfo === true) return undefined
  // A kept ranking holds its text index: a query's own restriction would keep a transient one
  // alive past its bounded cache (one whole index per subset of the searchable attributes).
  if ((p.restrictSearchableAttributes?.length ?? 0) > 0) return undefined
  // Personalised rankings follow the user's events, not the index.
  const userToken = p.userToken ?? options.userToken
  if (p.enablePersonalization === true && userToken && options.personalizer) return undefined
  const key = rankingKey(params)
  if (key === undefined) return undefined
  const { snapshot, settings, synonyms } = target
  return { snapshot, settings, synonyms, key }
}

function reused(kept: KeptRanking): Ranked {
  const { words, index, nbHits, ranked } = kept
  const matches = { words, index, states: [], filter: undefined, docs: undefined, n: nbHits }
  return { matches, facets: { facets: {}, stats: {} }, hooks: {}, ranked, nbHits }
}

/** Matching, facet counting and ranking; the ranking is kept in `slot` when there is one. */
function* matchAndRank(
  target: SearchTarget,
  p: EffectiveParams,
  options: RunOptions,
  window: Window,
  rules: RuleOutcome | undefined,
  slot: RankingSlot | undefined,
): Steps<Ranked> {
  const matches = yield* findMatches(target.snapshot, p, target.synonyms)
  yield
  const names = options.browse ? [] : facetNames(p)
  const afterDistinct = isDistinct(p) ? facetsAfterDistinct(p, names) : new Set<string>()
  const facetOptions = {
    maxValues: Math.min(1000, p.maxValuesPerFacet ?? 100),
    sortBy: p.sortFacetValuesBy === 'alpha' ? ('alpha' as const) : ('count' as const),
  }
  let facets = yield* facetSteps(
    target.snapshot,
    names.filter((name) => !afterDistinct.has(name)),
    matches.docs,
    matches.n,
    facetOptions,
  )
  const hooks = yield* rankHooks(target, p, options)
  // Ranking past the page costs: only for a ranking worth keeping (see `keepRanking`).
  const keep =
    slot !== undefined &&
    (options.rankings === 'prepare' || (window.end > 0 && matches.n >= MIN_KEPT_HITS))
  let ranked = yield* rankPage(target, p, matches, hooks, window, rules, keep ? RANKED_KEPT : 0)
  yield
  if (afterDistinct.size > 0) {
    // Distinct ranks every match: `ranked` holds every hit it keeps.
    const counted = yield* facetSteps(
      target.snapshot,
      [...afterDistinct],
      ranked,
      ranked.length,
      facetOptions,
    )
    facets = inNameOrder(names, facets, counted)
  }
  let nbHits =
    isDistinct(p) || (target.virtual === true && matches.states.length > 0)
      ? ranked.length
      : matches.n
  if (rules && (rules.hide.size > 0 || rules.promote.length > 0)) {
    // A promoted hit may be outside the candidates: its ranking info reads every match.
    completeMatches(matches.states)
    const pinned = pinAndHide(target.snapshot, matches, ranked, rules)
    ranked = pinned.ranked
    nbHits = Math.max(0, nbHits + pinned.delta)
  }
  if (keep) {
    const { words, index } = matches
    const kept = { ranked, nbHits, words, index, synonyms: slot.synonyms }
    keepRanking(slot, kept, options.rankings === 'prepare')
  }
  return { matches, facets, hooks, ranked, nbHits }
}

/**
 * A search as steps: matching, facet counting, ranking, then one step per hit. A search whose
 * ranking was kept (same index version, settings and ranking parameters, no facets, rules or
 * personalisation) takes its page from it instead of matching and ranking again.
 */
export function* searchSteps(
  target: SearchTarget,
  params: SearchParams,
  options: RunOptions,
): Steps<SearchResponse> {
  const started = performance.now()
  validateSearchParams(params)
  let p = effectiveParams(target.settings, params)
  const rules = options.browse ? undefined : ruleOutcome(target, p)
  if (rules) p = rules.params as EffectiveParams
  const window = pageWindow(p, options.browse === true)
  const slot =
    rules || (!options.browse && facetNames(p).length > 0)
      ? undefined
      : rankingSlot(target, p, params, options)
  const kept = slot && options.rankings !== 'prepare' ? findRanking(slot, window.end) : undefined
  const { matches, facets, hooks, ranked, nbHits } = kept
    ? reused(kept)
    : yield* matchAndRank(target, p, options, window, rules, slot)
  const response = baseResponse(target, p, params, window, nbHits)
  const hitOpts = hitOptions(p, matches, target, hooks)
  const optionsOf = highlightBudget(hitOpts, options.highlightBudget)
  const page = ranked.subarray(window.first, window.end)
  const hits = new Array<SearchResponse['hits'][number]>(page.length)
  for (let i = 0; i < page.length; i++) {
    const record = target.snapshot.docs[page[i]!]!
    hits[i] = yield* buildHitSteps(record, page[i]!, optionsOf(record))
    yield
  }
  response.hits = hits
  if (p.offset !== undefined) {
    response.offset = window.first
    response.length = window.count
  }
  const requested = typeof p.facets === 'string' ? p.facets !== '' : (p.facets ?? []).length > 0
  if (requested && !options.browse) {
    // Facet values share the request's budget (those the answer sends: `responseFields` may
    // leave them out); a search some of whose values were left out says so
    // (`exhaustive.facetValues`, the spec's "not all facet values are retrieved").
    const fields = p.responseFields
    const sent = !fields || fields.includes('*') || fields.includes('facets')
    if (sent && chargeFacets(facets.facets, options.facetBudget ?? requestFacetBudget()) > 0) {
      response.exhaustive.facetValues = false
    }
    response.facets = facets.facets
    if (Object.keys(facets.stats).length > 0) response.facets_stats = facets.stats
  }
  if (p.userData !== undefined && Object.keys(p.userData ?? {}).length > 0) {
    response.userData = p.userData
  }
  if (rules) addRuleFields(response, rules, params)
  if (p.clickAnalytics === true) response.queryID = randomUUID().replaceAll('-', '')
  response.processingTimeMS = Math.round(performance.now() - started)
  return options.browse ? response : restrictFields(response, p.responseFields)
}

/** `appliedRules`, rule `userData`, rendering content; the query as sent. */
function addRuleFields(response: SearchResponse, rules: RuleOutcome, params: SearchParams): void {
  response.appliedRules = rules.applied
  response.query = params.query ?? ''
  if (rules.userData.length > 0) response.userData = rules.userData
  if (rules.renderingContent) {
    response.renderingContent = { ...response.renderingContent, ...rules.renderingContent }
  }
  const edited = rules.params.query ?? ''
  if (edited !== (params.query ?? '')) response.parsedQuery = edited
}

function restrictFields(response: SearchResponse, fields: string[] | undefined): SearchResponse {
  if (!fields || fields.includes('*')) return response
  const kept: Record<string, unknown> = {}
  for (const field of fields) {
    if (field in response) kept[field] = response[field as keyof SearchResponse]
  }
  return kept as unknown as SearchResponse
}

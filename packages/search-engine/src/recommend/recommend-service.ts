import { isCacheableKey } from '../core/cache-keys'
import { requestHighlightBudget, type HighlightBudget } from '../core/highlight-budget'
import { randomBytes } from 'node:crypto'
import { retrieveAttributes } from '../core/retrieve'
import type { Steps } from '../core/steps'
import type { Engine, Hit, IndexSettings, SearchParams } from '../core/types'
import { formatHit, highlightAttributes } from './format-hit'
import type { IndexModel } from './index-model'
import { runItemModel } from './run-model'
import { trendingFacets } from './models/trending-facets'
import { RecommendError } from './recommend-error'
import { MAX_CANDIDATES, type ScoredItem } from './scored'
import type {
  RecommendHit,
  RecommendRequest,
  RecommendResponse,
  RecommendResult,
  TrendingFacetHit,
} from './types'
import { MAX_RECOMMENDATIONS } from './validate-request'

/** What answering recommendations needs. */
export interface RecommendDeps {
  engine: Engine
  /** The model of an index (its primary's model for a replica). */
  modelFor(index: string): IndexModel
  /** Clock for the time-decayed models. @default Date.now */
  now?: () => number
  /** Settings of an index (a cached copy). @default engine.getSettings */
  settingsOf?: (index: string) => IndexSettings
}

/**
 * Dependencies of one call: settings are read once per index and call, and its hits' highlight
 * trees (fallback searches included) share one highlight budget.
 */
interface CallDeps extends RecommendDeps {
  settingsOf(index: string): IndexSettings
  highlights: HighlightBudget
}

type Predicate = (hit: Hit) => boolean

/** Scores are answered with two decimals; the threshold applies to the answered value. */
const roundScore = (score: number) => Math.round(score * 100) / 100
const FILTER_KEYS = ['filters', 'facetFilters', 'numericFilters', 'tagFilters'] as const
const filterCache = new WeakMap<Engine, Map<string, Predicate>>()

function candidateFilter(
  engine: Engine,
  index: string,
  params?: SearchParams,
): Predicate | undefined {
  if (!params) return undefined
  const subset: SearchParams = {}
  for (const key of FILTER_KEYS)
    if (params[key] !== undefined) Object.assign(subset, { [key]: params[key] })
  if (Object.keys(subset).length === 0) return undefined
  let cache = filterCache.get(engine)
  if (!cache) filterCache.set(engine, (cache = new Map()))
  // Value filters depend on the index's declared facets: a settings change makes a new predicate.
  const { attributesForFaceting, numericAttributesForFiltering } = engine.getSettings(index)
  const declared = JSON.stringify([attributesForFaceting, numericAttributesForFiltering])
  const key = `${index}\u0000${declared}\u0000${JSON.stringify(subset)}`
  let predicate = cache.get(key)
  if (!predicate) {
    predicate = engine.compileFilters(index, subset)
    if (!isCacheableKey(key)) return predicate
    if (cache.size >= 256) cache.delete(cache.keys().next().value!)
    cache.set(key, predicate)
  }
  return predicate
}

function pickHits(
  deps: RecommendDeps,
  model: IndexModel,
  req: RecommendRequest,
  candidates: ScoredItem[],
  cap: number,
) {
  const accept = candidateFilter(deps.engine, req.indexName, req.queryParameters)
  const picked: Array<{ record: Hit; score: number }> = []
  for (const candidate of candidates) {
    const score = roundScore(candidate.score)
    if (score < req.threshold || picked.length >= cap) break
    const objectID = model.catalog.items.name(candidate.item)
    if (objectID === req.objectID) continue
    const record = deps.engine.getObject(req.indexName, objectID)
    if (!record || (accept && !accept(record))) continue
    picked.push({ record, score })
  }
  return picked
}

// The fallback search runs among the call's steps: its parameters are the caller's (a filter of
// thousands of conditions costs seconds), so it pauses as any search does.
function* fallbackHits(
  deps: CallDeps,
  req: RecommendRequest,
  have: RecommendHit[],
  cap: number,
): Steps<RecommendHit[]> {
  const exclude = new Set(have.map((hit) => hit.objectID))
  if (req.objectID !== undefined) exclude.add(req.objectID)
  // The fallback reads the search's hits: a `responseFields` leaving them out answered a 500.
  const params: SearchParams = { ...req.fallbackParameters, page: 0, responseFields: ['hits'] }
  params.hitsPerPage = Math.min(1000, cap - have.length + exclude.size)
  const userToken = req.queryParameters?.userToken ?? req.fallbackParameters?.userToken
  const ctx = userToken
    ? { userToken, highlightBudget: deps.highlights }
    : { highlightBudget: deps.highlights }
  const response = yield* deps.engine.searchSteps(req.indexName, params, ctx)
  const extra: RecommendHit[] = []
  for (const hit of response.hits) {
    if (have.length + extra.length >= cap) break
    if (!exclude.has(hit.objectID)) extra.push(hit)
  }
  return extra
}

function* itemHits(
  deps: CallDeps,
  model: IndexModel,
  req: RecommendRequest,
  now: number,
): Steps<RecommendHit[]> {
  const cap = req.maxRecommendations ?? MAX_RECOMMENDATIONS
  // Without filters a few candidates are enough (the source may be among them, and a deleted
  // record is skipped); filters may reject many, so they get the model's full list.
  const filtered = candidateFilter(deps.engine, req.indexName, req.queryParameters) !== undefined
  const candidates = runItemModel(model, req, now, filtered ? MAX_CANDIDATES : cap + 5)
  const picked = pickHits(deps, model, req, candidates, cap)
  const settings = deps.settingsOf(req.indexName)
  const attributes = highlightAttributes(settings, req.queryParameters)
  const toRetrieve = req.queryParameters?.attributesToRetrieve ?? settings.attributesToRetrieve
  const hits = picked.map(({ record, score }) => {
    const retrieved = retrieveAttributes(record, toRetrieve, settings.unretrievableAttributes)
    return formatHit(retrieved, score, attributes, deps.highlights)
  })
  if (req.maxRecommendations !== undefined && req.fallbackParameters && hits.length < cap) {
    hits.push(...(yield* fallbackHits(deps, req, hits, cap)))
  }
  return hits
}

function facetHits(model: IndexModel, req: RecommendRequest, now: number): TrendingFacetHit[] {
  const cap = req.maxRecommendations ?? MAX_RECOMMENDATIONS
  return trendingFacets(model, req.facetName!, now)
    .map(({ facetValue, score }) => ({
      facetName: req.facetName!,
      facetValue,
      _score: roundScore(score),
    }))
    .filter(({ _score }) => _score >= req.threshold)
    .slice(0, cap)
}

function* answer(deps: CallDeps, req: RecommendRequest): Steps<RecommendResult> {
  const started = performance.now()
  if (!deps.engine.hasIndex(req.indexName)) {
    throw new RecommendError(404, `Index ${req.indexName} does not exist`)
  }
  const model = deps.modelFor(req.indexName)
  const now = (deps.now ?? Date.now)()
  const hits =
    req.model === 'trending-facets'
      ? facetHits(model, req, now)
      : yield* itemHits(deps, model, req, now)
  const result: RecommendResult = {
    hits,
    nbHits: hits.length,
    page: 0,
    nbPages: hits.length > 0 ? 1 : 0,
    hitsPerPage: req.maxRecommendations ?? MAX_RECOMMENDATIONS,
    processingTimeMS: Math.round(performance.now() - started),
    index: req.indexName,
    exhaustive: { nbHits: true, typo: true },
    exhaustiveNbHits: true,
    exhaustiveTypo: true,
    renderingContent: {},
  }
  if (req.queryParameters?.clickAnalytics === true && req.model !== 'trending-facets') {
    result.queryID = randomBytes(16).toString('hex')
  }
  return result
}

/**
 * Answers validated recommendation requests, one result per request in order: runs the model,
 * keeps candidates with `_score >= threshold` that pass `queryParameters` filters (compiled
 * by the engine) and still exist, caps at `maxRecommendations` (30 when unset), fills a gap
 * with a search on `fallbackParameters` (only when `maxRecommendations` is set; fallback hits
 * carry no `_score`), and adds a `queryID` when `queryParameters.clickAnalytics` is true.
 * Throws a 404 {@link RecommendError} for an unknown index and engine errors (400) for bad
 * filters. As steps: it may pause between requests and within a fallback search.
 */
export function* recommendationSteps(
  deps: RecommendDeps,
  requests: RecommendRequest[],
): Steps<RecommendResponse> {
  const settings = new Map<string, IndexSettings>()
  const read = deps.settingsOf ?? ((index: string) => deps.engine.getSettings(index))
  const settingsOf = (index: string) => {
    let found = settings.get(index)
    if (!found) settings.set(index, (found = read(index)))
    return found
  }
  const results: RecommendResult[] = []
  const call: CallDeps = { ...deps, settingsOf, highlights: requestHighlightBudget() }
  for (const req of requests) {
    results.push(yield* answer(call, req))
    yield
  }
  return { results }
}

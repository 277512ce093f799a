import { RecommendError } from '../../recommend/recommend-error'
import { recommenderRuntime } from '../../recommend/runtime-scope'
import { HttpError, badRequest } from '../http-error'
import { checkFallbackParameters, checkQueryRanking } from '../params/search-key-scope'
import { getValidators } from '../spec/validators'
import type { AppSetup, Route, RouteContext } from '../types'
import { isObject } from './route-helpers'

function asHttpError(error: unknown): unknown {
  return error instanceof RecommendError ? new HttpError(error.status, error.message) : error
}

const PARAMETER_SCHEMAS = [
  ['queryParameters', 'recommendSearchParams'],
  ['fallbackParameters', 'fallbackParams'],
] as const

let queryParameterNames: ReadonlySet<string> | undefined

/**
 * Refuses (400 "Unknown parameter", as a search answers) a name of `queryParameters` that the
 * spec's schema does not list (`facetFilters` aside, which the v4 typings allow): the schema is
 * open, so `{ "foo": 1 }` or a misspelt `filter` was accepted and silently ignored.
 */
function checkQueryParameterNames(params: Record<string, unknown>, where: string): void {
  queryParameterNames ??= new Set([
    ...getValidators('recommend').propertyTypes('recommendSearchParams').keys(),
    'facetFilters',
  ])
  for (const key of Object.keys(params)) {
    if (!queryParameterNames.has(key)) throw badRequest(`${where}: Unknown parameter: ${key}`)
  }
}

/**
 * Checks the types of each request's search parameters against the spec, as the search routes
 * do: the recommender reads some of them itself (attributes to retrieve and highlight) and
 * passes the fallback ones to a search. Other shapes are the recommender's to refuse. A key
 * without admin rights may not put index settings in the fallback search nor sort it on a hidden
 * attribute (see search-key-scope.ts).
 */
function checkSearchParameters(ctx: RouteContext): void {
  const body = ctx.body
  if (!isObject(body) || !Array.isArray(body.requests)) return
  const validators = getValidators('recommend')
  body.requests.forEach((request: unknown, i) => {
    if (!isObject(request)) return
    for (const [field, schema] of PARAMETER_SCHEMAS) {
      const params = request[field]
      if (!isObject(params)) continue
      const where = `requests[${i}].${field}`
      const error = validators.schema(schema)(params)
      if (error) throw badRequest(`${where}: ${error}`)
      if (field === 'queryParameters') checkQueryParameterNames(params, where)
      if (field === 'fallbackParameters') checkFallbackParameters(params, ctx.keyKind, where)
      if (typeof request.indexName === 'string') {
        checkQueryRanking(ctx.engine, request.indexName, params, ctx.keyKind, where)
      }
    }
  })
}

/**
 * Refuses a call holding more requests than a multi-search may hold queries: a call is answered
 * at once, and each request may run a search (3,000 requests with a query held the server 2 s).
 */
function checkRequestCount(body: unknown, max: number): void {
  if (!isObject(body) || !Array.isArray(body.requests) || body.requests.length <= max) return
  throw badRequest(`Too many requests: ${body.requests.length} (at most ${max} per call)`)
}

/**
 * POST /1/indexes/*\/recommendations (the six models), and POST /vitrine/recommend/train
 * (admin key: full rebuild of the models and compaction of the event log, used by
 * `vitrine-search train` when a server is running).
 */
export const recommendRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/1/indexes/*/recommendations',
    acl: 'search',
    async handler(ctx) {
      checkRequestCount(ctx.body, ctx.config.maxQueriesPerRequest)
      checkSearchParameters(ctx)
      const runtime = await recommenderRuntime(ctx)
      try {
        return { body: await runtime.recommender.recommendSliced(ctx.body, ctx.slicer) }
      } catch (error) {
        throw asHttpError(error)
      }
    },
  },
  {
    method: 'POST',
    pattern: '/vitrine/recommend/train',
    acl: 'editSettings',
    async handler(ctx) {
      const runtime = await recommenderRuntime(ctx)
      const compaction = await runtime.log.compact()
      const rebuild = await runtime.recommender.rebuild()
      return { body: { rebuild, compaction, models: runtime.recommender.stats() } }
    },
  },
]

/** Longest the start-up waits for the models before serving (a huge log keeps loading after). */
const STARTUP_WAIT_MS = 10_000

/**
 * Start-up hook: opens the event log, installs the personalization hook on the engine and
 * rebuilds the models from the log before the first request (waiting at most 10 s; past that
 * the rebuild finishes in the background and early answers use what is loaded so far).
 */
export const recommendSetup: AppSetup = async (init) => {
  const runtime = await recommenderRuntime(init)
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, STARTUP_WAIT_MS)
  })
  await Promise.race([runtime.ready, timeout])
  clearTimeout(timer)
}

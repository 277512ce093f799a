import { badRequest } from '../http-error'
import { decodeSearch } from '../params/search-params'
import { checkQueryRanking } from '../params/search-key-scope'
import { securedSearch } from '../params/secured-params'
import { createSearchCache, type SearchCache } from '../search-cache'
import type { Route, RouteContext } from '../types'
import { searchRecorder } from './analytics-scope'
import { createEntryCache } from './entry-cache'
import { decodeEntry, readFacetOptions, runEntries } from './multi-search'
import { isObject, json, requireIndex } from './route-helpers'

function searchCache(ctx: RouteContext): SearchCache {
  return ctx.scope.get('searchCache', () => createSearchCache(ctx.config.searchCacheEntries))
}

function userTokenHeader(ctx: RouteContext): string | undefined {
  return ctx.header('x-algolia-usertoken')
}

/** Search routes: multi-query, single index, facet values, browse. */
export const searchRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/1/indexes/*/queries',
    acl: 'search',
    securedKeys: true,
    async handler(ctx) {
      const body = ctx.body
      if (!isObject(body) || !Array.isArray(body.requests)) {
        throw badRequest('The request body must be a JSON object with a "requests" array')
      }
      const { requests, strategy = 'none' } = body
      if (strategy !== 'none' && strategy !== 'stopIfEnoughMatches') {
        throw badRequest('Invalid value for strategy: expected "none" or "stopIfEnoughMatches"')
      }
      const max = ctx.config.maxQueriesPerRequest
      if (requests.length > max) {
        throw badRequest(`Too many queries: ${requests.length} (at most ${max} per request)`)
      }
      const cache = ctx.scope.get('entryCache', createEntryCache)
      const decoded = cache.decode(requests, (list) => list.map(decodeEntry))
      const entries = ctx.secured
        ? decoded.map((entry) => ({
            ...entry,
            params: securedSearch(ctx.secured, entry.indexName, entry.params),
          }))
        : decoded
      entries.forEach((entry, i) =>
        checkQueryRanking(ctx.engine, entry.indexName, entry.params, ctx.keyKind, `requests[${i}]`),
      )
      return json({
        results: await runEntries(
          ctx.engine,
          entries,
          strategy,
          userTokenHeader(ctx),
          searchCache(ctx),
          ctx.slicer,
          searchRecorder(ctx.scope),
        ),
      })
    },
  },
  {
    method: 'POST',
    pattern: '/1/indexes/:indexName/query',
    acl: 'search',
    securedKeys: true,
    async handler(ctx) {
      const indexName = ctx.params.indexName!
      const params = securedSearch(ctx.secured, indexName, decodeSearch(ctx.body).params)
      requireIndex(ctx.engine, indexName)
      checkQueryRanking(ctx.engine, indexName, params, ctx.keyKind)
      const token = params.userToken ?? userTokenHeader(ctx)
      const result = await searchCache(ctx).search(ctx.engine, indexName, params, token, ctx.slicer)
      searchRecorder(ctx.scope)?.(indexName, params, result, token)
      return json(result)
    },
  },
  {
    method: 'POST',
    pattern: '/1/indexes/:indexName/facets/:facetName/query',
    acl: 'search',
    securedKeys: true,
    async handler(ctx) {
      const { indexName, facetName } = ctx.params as { indexName: string; facetName: string }
      const decoded = decodeSearch(ctx.body)
      const params = securedSearch(ctx.secured, indexName, decoded.params)
      const { meta } = decoded
      requireIndex(ctx.engine, indexName)
      checkQueryRanking(ctx.engine, indexName, params, ctx.keyKind)
      const options = readFacetOptions(meta, '')
      const facetParams = { ...params, ...options }
      return json(
        await ctx.engine.searchForFacetValuesSliced(indexName, facetName, facetParams, ctx.slicer),
      )
    },
  },
  {
    method: 'POST',
    pattern: '/1/indexes/:indexName/browse',
    acl: 'browse',
    handler(ctx) {
      return browse(ctx, ctx.body)
    },
  },
  {
    method: 'GET',
    pattern: '/1/indexes/:indexName/browse',
    acl: 'browse',
    handler(ctx) {
      const fields: Record<string, string> = {}
      for (const [name, value] of ctx.query) {
        if (!name.toLowerCase().startsWith('x-algolia-')) fields[name] = value
      }
      const params = new URLSearchParams(fields).toString()
      return browse(ctx, { params })
    },
  },
]

function browse(ctx: RouteContext, body: unknown) {
  const indexName = ctx.params.indexName!
  const { params, meta } = decodeSearch(body, '', { ignoreUnknownInString: true })
  requireIndex(ctx.engine, indexName)
  const { cursor } = meta
  if (cursor !== undefined && typeof cursor !== 'string') {
    throw badRequest('Invalid value for cursor: expected string')
  }
  return json(ctx.engine.browse(indexName, cursor === undefined ? params : { ...params, cursor }))
}

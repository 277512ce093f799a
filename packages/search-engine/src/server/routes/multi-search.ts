import type { Engine, SearchParams, SearchResponse } from '../../core/types'
import { badRequest, indexNotFound } from '../http-error'
import { decodeSearch } from '../params/search-params'
import type { SearchCache } from '../search-cache'
import { isObject } from './route-helpers'

/** One entry of a multi-query call, decoded. */
export interface SearchEntry {
  indexName: string
  type: 'default' | 'facet'
  facet?: string
  facetQuery?: string
  maxFacetHits?: number
  params: SearchParams
}

/** Facet-search options read from a request (type facet entry or SFFV body). */
export function readFacetOptions(
  meta: Record<string, unknown>,
  where: string,
): { facetQuery?: string; maxFacetHits?: number } {
  const { facetQuery, maxFacetHits } = meta
  const prefix = where ? `${where}: ` : ''
  if (facetQuery !== undefined && typeof facetQuery !== 'string') {
    throw badRequest(`${prefix}Invalid value for facetQuery: expected string`)
  }
  const max = typeof maxFacetHits === 'string' ? Number(maxFacetHits) : maxFacetHits
  if (
    max !== undefined &&
    (!Number.isInteger(max) || (max as number) < 0 || (max as number) > 100)
  ) {
    throw badRequest(`${prefix}Invalid value for maxFacetHits: expected an integer from 0 to 100`)
  }
  return {
    ...(facetQuery !== undefined && { facetQuery }),
    ...(max !== undefined && { maxFacetHits: max as number }),
  }
}

/** Decodes one `requests[i]` entry in any of the three encodings. */
export function decodeEntry(entry: unknown, i: number): SearchEntry {
  const where = `requests[${i}]`
  if (!isObject(entry)) throw badRequest(`${where} must be a JSON object`)
  const { params, meta } = decodeSearch(entry, where)
  const { indexName, type = 'default', facet } = meta
  if (typeof indexName !== 'string' || indexName === '') {
    throw badRequest(`${where}: missing indexName`)
  }
  if (type !== 'default' && type !== 'facet') {
    throw badRequest(`${where}: Invalid value for type: expected "default" or "facet"`)
  }
  if (type === 'default') return { indexName, type, params }
  if (typeof facet !== 'string' || facet === '') {
    throw badRequest(`${where}: missing facet (required when type is "facet")`)
  }
  return { indexName, type, facet, params, ...readFacetOptions(meta, where) }
}

function emptyHitsResult(entry: SearchEntry): Record<string, unknown> {
  const hitsPerPage = entry.params.hitsPerPage ?? 20
  return {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage,
    processingTimeMS: 0,
    query: entry.params.query ?? '',
    params: '',
    index: entry.indexName,
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
    exhaustiveTypo: true,
    exhaustive: { nbHits: true, facetsCount: true, typo: true },
    renderingContent: {},
  }
}

/** Called with each answered search (the analytics hook). */
export type SearchRecorder = (
  index: string,
  params: SearchParams,
  response: SearchResponse,
  userToken?: string,
) => void

/**
 * Runs decoded entries in order. With `stopIfEnoughMatches`, once the hits found reach the
 * `hitsPerPage` of the query that found them, later entries answer empty results (one per
 * request, so positional consumers keep working).
 */
export function runEntries(
  engine: Engine,
  entries: readonly SearchEntry[],
  strategy: 'none' | 'stopIfEnoughMatches',
  userToken: string | undefined,
  cache: SearchCache,
  record?: SearchRecorder,
): unknown[] {
  for (const entry of entries)
    if (!engine.hasIndex(entry.indexName)) throw indexNotFound(entry.indexName)
  let found = 0
  let stopped = false
  return entries.map((entry) => {
    if (entry.type === 'facet') {
      if (stopped) return { facetHits: [], exhaustiveFacetsCount: true, processingTimeMS: 0 }
      return engine.searchForFacetValues(entry.indexName, entry.facet!, {
        ...entry.params,
        ...(entry.facetQuery !== undefined && { facetQuery: entry.facetQuery }),
        ...(entry.maxFacetHits !== undefined && { maxFacetHits: entry.maxFacetHits }),
      })
    }
    if (stopped) return emptyHitsResult(entry)
    const token = entry.params.userToken ?? userToken
    const result = cache.search(engine, entry.indexName, entry.params, token)
    record?.(entry.indexName, entry.params, result, token)
    found += result.nbHits
    if (strategy === 'stopIfEnoughMatches' && found >= result.hitsPerPage) stopped = true
    return result
  })
}

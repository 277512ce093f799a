import type { Engine, SearchParams, SearchResponse } from '../../core/types'
import { requestHighlightBudget } from '../../core/highlight-budget'
import { requestFacetBudget } from '../../core/facet-budget'
import { badRequest, indexNotFound } from '../http-error'
import { MAX_QUERY_BYTES } from '../../core/validate-params'
import type { Slicer } from '../../core/steps'
import { LIMITS } from '../limits'
import { coerceText } from '../params/coerce'
import { decodeSearch } from '../params/search-params'
import type { SearchCache } from '../search-cache'
import { isObject } from './route-helpers'

const INTEGER: ReadonlySet<string> = new Set(['integer'])

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
  if (facetQuery !== undefined && Buffer.byteLength(facetQuery) > MAX_QUERY_BYTES) {
    throw badRequest(`${prefix}Invalid value for facetQuery: at most ${MAX_QUERY_BYTES} bytes`)
  }
  // A params string's text is read as every other integer parameter's: Number() took "0x5",
  // "0b11" and " " (0) for numbers.
  const max = typeof maxFacetHits === 'string' ? coerceText(maxFacetHits, INTEGER) : maxFacetHits
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

function facetCount(engine: Engine, entry: SearchEntry): number {
  const { facets } = entry.params
  const names = typeof facets === 'string' ? (facets === '' ? [] : [facets]) : (facets ?? [])
  if (!names.includes('*')) return names.length
  return Math.max(
    names.length,
    engine.getSettings(entry.indexName).attributesForFaceting?.length ?? 0,
  )
}

/**
 * Throws a 400 when the entries together ask for more hits or facet values than one request may
 * (see {@link LIMITS}): 50 queries of 1,000 hits and every facet would cost seconds.
 */
export function checkBudget(engine: Engine, entries: readonly SearchEntry[]): void {
  let hits = 0
  let facetValues = 0
  for (const entry of entries) {
    if (entry.type === 'facet') {
      hits += entry.maxFacetHits ?? 10
      continue
    }
    const { hitsPerPage, length, maxValuesPerFacet } = entry.params
    const settings = engine.getSettings(entry.indexName)
    hits += length ?? hitsPerPage ?? settings.hitsPerPage ?? 20
    const perFacet = Math.min(1000, maxValuesPerFacet ?? settings.maxValuesPerFacet ?? 100)
    facetValues += facetCount(engine, entry) * perFacet
  }
  if (hits > LIMITS.hitsPerRequest) {
    throw badRequest(
      `Too many hits requested: ${hits} (the queries of one request may ask for at most ${LIMITS.hitsPerRequest})`,
    )
  }
  if (facetValues > LIMITS.facetValuesPerRequest) {
    throw badRequest(
      `Too many facet values requested: ${facetValues} (facets × maxValuesPerFacet, at most ${LIMITS.facetValuesPerRequest} per request)`,
    )
  }
}

/**
 * Runs decoded entries in order. With `stopIfEnoughMatches`, once the hits found reach the
 * `hitsPerPage` of the query that found them, later entries answer empty results (one per
 * request, so positional consumers keep working). Queries run in `slicer`'s time slices, and
 * between queries too it pauses once a slice is spent, so a long multi-query does not hold other
 * callers up.
 */
export async function runEntries(
  engine: Engine,
  entries: readonly SearchEntry[],
  strategy: 'none' | 'stopIfEnoughMatches',
  userToken: string | undefined,
  cache: SearchCache,
  slicer: Slicer,
  record?: SearchRecorder,
): Promise<unknown[]> {
  for (const entry of entries)
    if (!engine.hasIndex(entry.indexName)) throw indexNotFound(entry.indexName)
  checkBudget(engine, entries)
  // One request's answer holds HIGHLIGHTED_CHARS of highlights, however many queries it holds.
  const highlights = requestHighlightBudget()
  // And FACET_CHARS of facet values (facet-budget.ts).
  const facetValues = requestFacetBudget()
  let found = 0
  let stopped = false
  const results: unknown[] = []
  for (const entry of entries) {
    if (slicer.due()) await slicer.pause()
    results.push(await runEntry(entry))
  }
  return results

  async function runEntry(entry: SearchEntry): Promise<unknown> {
    if (entry.type === 'facet') {
      if (stopped) return { facetHits: [], exhaustiveFacetsCount: true, processingTimeMS: 0 }
      const params = {
        ...entry.params,
        ...(entry.facetQuery !== undefined && { facetQuery: entry.facetQuery }),
        ...(entry.maxFacetHits !== undefined && { maxFacetHits: entry.maxFacetHits }),
      }
      return engine.searchForFacetValuesSliced(
        entry.indexName,
        entry.facet!,
        params,
        slicer,
        highlights,
        facetValues,
      )
    }
    if (stopped) return emptyHitsResult(entry)
    const token = entry.params.userToken ?? userToken
    const result = await cache.search(
      engine,
      entry.indexName,
      entry.params,
      token,
      slicer,
      highlights,
      facetValues,
    )
    record?.(entry.indexName, entry.params, result, token)
    found += result.nbHits
    if (strategy === 'stopIfEnoughMatches' && found >= result.hitsPerPage) stopped = true
    return result
  }
}

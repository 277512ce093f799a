import type { Engine, SearchParams } from '../../core/types'
import { badRequest } from '../http-error'

/** The parameters of deleteBy that select records; `aroundRadius` only shapes `aroundLatLng`. */
const SELECTING = [
  'filters',
  'facetFilters',
  'numericFilters',
  'tagFilters',
  'aroundLatLng',
  'insideBoundingBox',
  'insidePolygon',
] as const

/**
 * Whether a filter value holds a condition: a non-blank string or a number (a box's or a
 * polygon's coordinates), at any depth of its arrays.
 */
function holdsCondition(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== ''
  if (typeof value === 'number') return true
  if (Array.isArray(value)) return value.some(holdsCondition)
  return false
}

/**
 * Refuses (400) a deleteBy that selects nothing: Algolia's deleteBy "rejects empty filters or
 * queries". With no condition every record matched, so `{}` or `{"filters": ""}` deleted the
 * whole index.
 */
export function requireDeleteByFilter(params: SearchParams): void {
  const record = params as Record<string, unknown>
  if (SELECTING.some((name) => holdsCondition(record[name]))) return
  throw badRequest(
    `deleteBy needs a filter (${SELECTING.join(', ')}): an empty one would delete every record`,
  )
}

/**
 * The objectIDs of the records deleteBy deletes: those a browse with its parameters returns, so
 * its filters and its geo filters select exactly what a search with them finds. Only the
 * filters were applied before: `aroundLatLng`, `insideBoundingBox` and `insidePolygon` were
 * ignored, and a deleteBy by location deleted every record of the index.
 */
export function deleteByObjectIDs(engine: Engine, indexName: string, params: SearchParams) {
  const ids: string[] = []
  // Every matching record, whatever the index's settings: no distinct, nothing marked.
  const base: SearchParams = {
    ...params,
    query: '',
    distinct: false,
    attributesToRetrieve: ['objectID'],
    attributesToHighlight: [],
    attributesToSnippet: [],
    hitsPerPage: 1000,
  }
  let page = engine.browse(indexName, base)
  for (;;) {
    for (const hit of page.hits) ids.push(hit.objectID)
    if (page.cursor === undefined) return ids
    page = engine.browse(indexName, { cursor: page.cursor })
  }
}

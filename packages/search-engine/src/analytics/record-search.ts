import type { FilterAtom, FilterNode } from '../core/filters/ast'
import { combinedFilter } from '../core/filters/compile'
import type { SearchParams } from '../core/types'
import { recordedFilters, recordedTags, recordedUserToken } from './record-limits'
import type { SearchRecord, UsedFilter } from './types'

function atomFilters(atom: FilterAtom, out: UsedFilter[]): void {
  switch (atom.type) {
    case 'facet':
      out.push({ attribute: atom.attribute, operator: ':', value: atom.value })
      return
    case 'tag':
      out.push({ attribute: '_tags', operator: ':', value: atom.value })
      return
    case 'numeric':
      out.push({ attribute: atom.attribute, operator: atom.operator, value: String(atom.value) })
      return
    case 'range':
      out.push({ attribute: atom.attribute, operator: '>=', value: String(atom.lower) })
      out.push({ attribute: atom.attribute, operator: '<=', value: String(atom.upper) })
  }
}

function collect(node: FilterNode, out: UsedFilter[]): void {
  // Negations exclude values rather than use them: they are not counted as used filters.
  if (node.type === 'not') return
  if (node.type === 'and' || node.type === 'or') {
    for (const child of node.children) collect(child, out)
    return
  }
  atomFilters(node, out)
}

// Decoded parameters are shared by identical requests (the server's entry cache), so the
// filters of a parameters object are worked out once.
const filtersOf = new WeakMap<SearchParams, UsedFilter[]>()

/**
 * The filters a search applied (filters, facetFilters, numericFilters, tagFilters), as recorded
 * (see `recordedFilters`).
 */
export function usedFilters(params: SearchParams): UsedFilter[] {
  let found = filtersOf.get(params)
  if (!found) {
    found = recordedFilters(collectFilters(params))
    filtersOf.set(params, found)
  }
  return found
}

function collectFilters(params: SearchParams): UsedFilter[] {
  let node: FilterNode | undefined
  try {
    node = combinedFilter(params)
  } catch {
    return []
  }
  const out: UsedFilter[] = []
  if (node) collect(node, out)
  return out
}

/** Whether a search is to be recorded: `analytics: false` opts out, as on Algolia. */
export function isRecorded(params: SearchParams): boolean {
  return params.analytics !== false
}

/** What a search record takes from the response. */
export interface RecordedAnswer {
  nbHits: number
  queryID?: string | undefined
  /** objectIDs of the first hits (at most MAX_RECORDED_HITS), kept by the record. */
  hits: string[]
}

/** The analytics record of one answered search, from the values kept of its response. */
export function toSearchRecord(
  index: string,
  params: SearchParams,
  answer: RecordedAnswer,
  userToken: string | undefined,
  now: number,
): SearchRecord {
  const record: SearchRecord = { t: now, index, query: params.query ?? '', nbHits: answer.nbHits }
  const filters = usedFilters(params)
  if (filters.length > 0) record.filters = filters
  // Validated as strings against the spec, and never edited: shared, not copied (unless some
  // are past the limits).
  const tags = Array.isArray(params.analyticsTags) ? recordedTags(params.analyticsTags) : []
  if (tags.length > 0) record.tags = tags
  const token = recordedUserToken(userToken)
  if (token) record.userToken = token
  if (answer.queryID) record.queryID = answer.queryID
  const hits = answer.hits
  if (hits.length > 0) record.hits = hits
  return record
}

import type { Bitset } from '../bitset'
import type { Snapshot } from '../snapshot'
import type { Steps } from '../steps'
import type { Hit, SearchParams } from '../types'
import type { AndFilter, FilterNode } from './ast'
import { filterSteps, matchesRecord } from './evaluate'
import { filterScope, type FilterSettings } from './filter-scope'
import { filtersFromArrays } from './from-params'
import { parseFilters } from './parse'

/** All filter parameters of a query combined (by AND) into one AST; undefined when none. */
export function combinedFilter(params: SearchParams): FilterNode | undefined {
  const nodes: FilterNode[] = []
  if (typeof params.filters === 'string') {
    const parsed = parseFilters(params.filters)
    if (parsed) nodes.push(parsed)
  }
  nodes.push(...filtersFromArrays('facetFilters', params.facetFilters))
  nodes.push(...filtersFromArrays('numericFilters', params.numericFilters))
  nodes.push(...filtersFromArrays('tagFilters', params.tagFilters))
  if (nodes.length === 0) return undefined
  if (nodes.length === 1) return nodes[0]
  const children: AndFilter['children'] = []
  for (const node of nodes) {
    if (node.type === 'and') children.push(...node.children)
    else children.push(node)
  }
  return { type: 'and', children }
}

/**
 * Set of documents passing the query's filters (cached per snapshot), or undefined for all; as
 * steps, one per condition evaluated.
 */
export function* filterBitset(
  snapshot: Snapshot,
  params: SearchParams & FilterSettings,
): Steps<Bitset | undefined> {
  const node = combinedFilter(params)
  if (!node) return undefined
  const scope = filterScope(params)
  const key = `${scope.key}\u0000${JSON.stringify(node)}`
  const cached = snapshot.findFilter(key)
  if (cached) return cached
  const bits = yield* filterSteps(node, snapshot, scope)
  return snapshot.cachedFilter(key, () => bits)
}

/**
 * Record predicate for the query's filters (used by callers that hold records), under the index's
 * settings.
 */
export function filterPredicate(
  params: SearchParams,
  settings: FilterSettings,
): (hit: Hit) => boolean {
  const node = combinedFilter(params)
  if (!node) return () => true
  const scope = filterScope(settings)
  return (hit) => matchesRecord(node, hit, scope)
}

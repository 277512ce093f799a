import type { Bitset } from '../bitset'
import type { Snapshot } from '../snapshot'
import type { Steps } from '../steps'
import type { Hit, SearchParams } from '../types'
import type { AndFilter, FilterNode } from './ast'
import { evaluateFilter, filterSteps, matchesRecord } from './evaluate'
import { filterGroups, filtersFromArrays } from './from-params'
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
export function* filterBitset(snapshot: Snapshot, params: SearchParams): Steps<Bitset | undefined> {
  const node = combinedFilter(params)
  if (!node) return undefined
  const key = JSON.stringify(node)
  const cached = snapshot.findFilter(key)
  if (cached) return cached
  const bits = yield* filterSteps(node, snapshot)
  return snapshot.cachedFilter(key, () => bits)
}

/** Record predicate for the query's filters (used by callers that hold records). */
export function filterPredicate(params: SearchParams): (hit: Hit) => boolean {
  const node = combinedFilter(params)
  if (!node) return () => true
  return (hit) => matchesRecord(node, hit)
}

/**
 * Score of the optional filters a document matches: per group, the best matching item's score
 * (or their sum with `sumOrFiltersScores`); groups add up. Undefined when there are none.
 */
export function optionalFilterScorer(
  snapshot: Snapshot,
  params: SearchParams,
): ((doc: number) => number) | undefined {
  const groups = filterGroups('optionalFilters', params.optionalFilters)
  if (groups.length === 0) return undefined
  const compiled = groups.map((group) =>
    group.map((term) => ({
      bits: snapshot.cachedFilter(`optional:${JSON.stringify(term)}`, () =>
        evaluateFilter(term, snapshot),
      ),
      score: (term.type === 'not' ? term.child.score : term.score) ?? 1,
    })),
  )
  const sum = params.sumOrFiltersScores === true
  return (doc) => {
    let total = 0
    for (const group of compiled) {
      let groupScore = 0
      for (const item of group) {
        if (!item.bits.has(doc)) continue
        groupScore = sum ? groupScore + item.score : Math.max(groupScore, item.score)
      }
      total += groupScore
    }
    return total
  }
}

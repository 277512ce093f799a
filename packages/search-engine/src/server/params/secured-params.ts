import { parseFilters } from '../../core/filters/parse'
import { printFilters } from '../../core/filters/print'
import type { AndFilter, FilterNode } from '../../core/filters/ast'
import type { SearchParams } from '../../core/types'
import { HttpError } from '../http-error'
import type { SecuredKey } from '../secured-key'

/** Algolia's answer to a key used on an index outside its `restrictIndices`. */
export const INDEX_NOT_ALLOWED = 'Index not allowed with this API key'

function matches(pattern: string, name: string): boolean {
  if (!pattern.includes('*')) return pattern === name
  const parts = pattern.split('*')
  const first = parts[0]!
  const last = parts[parts.length - 1]!
  if (name.length < first.length + last.length) return false
  if (!name.startsWith(first) || !name.endsWith(last)) return false
  let at = first.length
  const end = name.length - last.length
  for (const part of parts.slice(1, -1)) {
    const found = name.indexOf(part, at)
    if (found === -1 || found + part.length > end) return false
    at = found + part.length
  }
  return true
}

/** Throws a 403 when the secured key may not search `indexName`. */
export function checkIndexAllowed(secured: SecuredKey | undefined, indexName: string): void {
  const patterns = secured?.restrictIndices
  if (patterns && !patterns.some((pattern) => matches(pattern, indexName))) {
    throw new HttpError(403, INDEX_NOT_ALLOWED)
  }
}

function conjuncts(node: FilterNode | undefined): AndFilter['children'] {
  if (!node) return []
  return node.type === 'and' ? node.children : [node]
}

/**
 * Both filters ANDed, combined as parsed trees and printed back: a request's `a) OR (b` cannot
 * escape the key's filter (a request's invalid filter is a 400, as without the key).
 */
function bothFilters(requested: unknown, imposed: string): string {
  const children = [
    ...conjuncts(typeof requested === 'string' ? parseFilters(requested) : undefined),
    ...conjuncts(parseFilters(imposed)),
  ]
  if (children.length === 0) return ''
  return printFilters(children.length === 1 ? children[0]! : { type: 'and', children })
}

/**
 * The search a secured key allows: its index checked against `restrictIndices`, the key's search
 * parameters over the request's (they cannot be overridden), `filters` ANDed with the request's,
 * and the key's `userToken` as the search's.
 */
export function securedSearch(
  secured: SecuredKey | undefined,
  indexName: string,
  params: SearchParams,
): SearchParams {
  if (!secured) return params
  checkIndexAllowed(secured, indexName)
  const merged: Record<string, unknown> = { ...params, ...secured.params }
  const imposed = secured.params.filters
  if (typeof imposed === 'string') merged.filters = bothFilters(params.filters, imposed)
  if (secured.userToken !== undefined) merged.userToken = secured.userToken
  return merged as SearchParams
}

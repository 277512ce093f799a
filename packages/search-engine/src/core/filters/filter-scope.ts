import { compileFacetingAttributes } from '../faceting-attributes'

/**
 * Which attributes a filter may name by value (`attr:value`, facet and optional filters), as
 * Algolia decides it: those declared in `attributesForFaceting` (`filterOnly` included), and
 * `objectID`, filterable without a declaration and matched case-sensitively. A value filter on
 * any other attribute matches no record. Numeric comparisons work on every attribute, as `_tags`
 * does. Besides compatibility, this keeps values of undeclared (possibly unretrievable)
 * attributes from being probed with a search key.
 */
export interface FilterScope {
  /** A value filter on `attribute` can match records. */
  byValue(attribute: string): boolean
  /** The attribute's column is part of the index's settings (kept, not a transient cache entry). */
  declared(attribute: string): boolean
  /** Identifies the scope in cache keys (settings may change while the records do not). */
  key: string
}

const scopes = new WeakMap<readonly string[], FilterScope>()
const EMPTY: readonly string[] = []

/** The filter scope of an `attributesForFaceting` setting (computed once per settings list). */
export function filterScope(attributesForFaceting: readonly string[] | undefined): FilterScope {
  const setting = attributesForFaceting ?? EMPTY
  let scope = scopes.get(setting)
  if (!scope) {
    const names = new Set(compileFacetingAttributes([...setting]).map((f) => f.name))
    scope = {
      byValue: (attribute) => attribute === 'objectID' || names.has(attribute),
      declared: (attribute) => names.has(attribute),
      key: JSON.stringify([...names].sort()),
    }
    scopes.set(setting, scope)
  }
  return scope
}

import { parseModifier } from '../attributes'
import { compileFacetingAttributes } from '../faceting-attributes'
import type { NumericOperator } from './ast'

/**
 * Which attributes a filter may name, as Algolia decides it. A value filter (`attr:value`, facet
 * and optional filters) needs an attribute declared in `attributesForFaceting` (`filterOnly`
 * included), or `objectID` (filterable without a declaration, matched case-sensitively). A
 * numeric comparison works on every attribute unless `numericAttributesForFiltering` lists the
 * ones that may (`equalOnly()` ones with `=` and `!=` only; declared facets may too). A filter
 * outside the scope matches no record. `_tags` always filter. Besides compatibility, this keeps
 * values of undeclared (possibly unretrievable) attributes from being probed with a search key.
 */
export interface FilterScope {
  /** A value filter on `attribute` can match records. */
  byValue(attribute: string): boolean
  /** A numeric comparison (`range`: `a:x TO y`) on `attribute` can match records. */
  numeric(attribute: string, operator: NumericOperator | 'range'): boolean
  /** The attribute's column is part of the index's settings (kept, not a transient cache entry). */
  declared(attribute: string): boolean
  /** Identifies the scope in cache keys (settings may change while the records do not). */
  key: string
}

/** The settings a {@link FilterScope} is read from. */
export interface FilterSettings {
  attributesForFaceting?: readonly string[] | undefined
  numericAttributesForFiltering?: readonly string[] | undefined
}

const EMPTY: readonly string[] = []
const scopes = new WeakMap<readonly string[], WeakMap<readonly string[], FilterScope>>()

function buildScope(facets: readonly string[], numerics: readonly string[]): FilterScope {
  const names = new Set(compileFacetingAttributes([...facets]).map((f) => f.name))
  const numeric = new Map<string, boolean>() // name → equality only
  for (const entry of numerics) {
    const { modifier, name } = parseModifier(entry)
    numeric.set(name, modifier === 'equalOnly')
  }
  const anyNumeric = numeric.size === 0
  return {
    byValue: (attribute) => attribute === 'objectID' || names.has(attribute),
    numeric(attribute, operator) {
      if (anyNumeric || names.has(attribute)) return true
      const equalOnly = numeric.get(attribute)
      if (equalOnly === undefined) return false
      return !equalOnly || operator === '=' || operator === '!='
    },
    declared: (attribute) => names.has(attribute) || numeric.has(attribute),
    key: JSON.stringify([[...names].sort(), [...numeric].sort()]),
  }
}

/** The filter scope of an index's settings (computed once per pair of settings lists). */
export function filterScope(settings: FilterSettings): FilterScope {
  const facets = settings.attributesForFaceting ?? EMPTY
  const numerics = settings.numericAttributesForFiltering ?? EMPTY
  let byNumerics = scopes.get(facets)
  if (!byNumerics) scopes.set(facets, (byNumerics = new WeakMap()))
  let scope = byNumerics.get(numerics)
  if (!scope) byNumerics.set(numerics, (scope = buildScope(facets, numerics)))
  return scope
}

import { EngineError } from '../../core/errors'
import { parseFilters } from '../../core/filters/parse'
import { isBoundingBoxes, isLatLng, isPolygons } from '../../core/geo-params'
import { badRequest } from '../http-error'
import { isObject } from './route-helpers'

// The geo parameters a consequence may set, with the shape each must have (as in a search).
const GEO_CHECKS: Array<[string, (value: unknown) => boolean]> = [
  ['aroundLatLng', isLatLng],
  ['insideBoundingBox', isBoundingBoxes],
  ['insidePolygon', isPolygons],
]

/**
 * Refuses a rule whose consequence sets a `filters` string or a geo parameter that no search
 * could run. The schema checks only their types: a consequence `filters: "((("` was saved, and
 * every search the rule matched (a rule without conditions: every search of the index) then
 * answered 400 to the shopper; a malformed `aroundLatLng` was ignored without a word.
 */
export function checkConsequenceParams(rule: unknown, where: string): void {
  if (!isObject(rule) || !isObject(rule.consequence)) return
  const params = rule.consequence.params
  if (!isObject(params)) return
  const at = `${where}: consequence.params`
  if (typeof params.filters === 'string') {
    try {
      parseFilters(params.filters)
    } catch (error) {
      if (error instanceof EngineError) throw badRequest(`${at}.filters: ${error.message}`)
      throw error
    }
  }
  for (const [name, valid] of GEO_CHECKS) {
    if (params[name] !== undefined && !valid(params[name])) {
      throw badRequest(`${at}.${name}: invalid value`)
    }
  }
}

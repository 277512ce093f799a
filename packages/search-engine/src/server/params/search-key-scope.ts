import { parseModifier } from '../../core/attributes'
import type { Engine, SearchParams } from '../../core/types'
import { badRequest } from '../http-error'
import type { KeyKind } from '../types'
import { getSearchParamTypes } from './search-params'

// What a key without admin rights may ask of a search beyond the spec's types. Algolia documents
// `unretrievableAttributes` as attributes "used for ranking or filtering but [that] shouldn't be
// visible to end users", ignored only for the admin key, and `ranking` / `customRanking` as
// settings (scope "settings"; a query-time `customRanking` answers 400 "Unknown parameter").
// A query-time `ranking` (the spec lists it among the search parameters) that sorts on a hidden
// attribute would show the order of its values; Recommend's `fallbackParameters` (whose spec
// schema takes every index setting) would lift the setting itself.

/** Whether `name` is, lies inside, or holds the hidden attribute `hidden` (dotted paths). */
function overlaps(hidden: string, name: string): boolean {
  return name === hidden || name.startsWith(`${hidden}.`) || hidden.startsWith(`${name}.`)
}

/**
 * Refuses (400) a query-time `ranking` whose `asc()` / `desc()` criterion sorts on an attribute of
 * the index's `unretrievableAttributes`, for a key without admin rights. The index's own settings
 * (a replica sorted by a hidden attribute, a `customRanking` on one) apply as before.
 */
export function checkQueryRanking(
  engine: Engine,
  indexName: string,
  params: SearchParams | undefined,
  keyKind: KeyKind,
  where = '',
): void {
  const ranking = params?.ranking
  if (keyKind === 'admin' || !Array.isArray(ranking) || !engine.hasIndex(indexName)) return
  let hidden: string[] | undefined
  for (const entry of ranking) {
    if (typeof entry !== 'string') continue
    const { modifier, name } = parseModifier(entry)
    if (modifier !== 'asc' && modifier !== 'desc') continue
    hidden ??= engine.getSettings(indexName).unretrievableAttributes ?? []
    if (hidden.some((attribute) => overlaps(attribute, name))) {
      const prefix = where ? `${where}: ` : ''
      throw badRequest(
        `${prefix}Invalid value for ranking: ${JSON.stringify(entry)} sorts on an attribute that is not retrievable`,
      )
    }
  }
}

/**
 * Refuses (400, as a search does: "Unknown parameter") a key of Recommend's `fallbackParameters`
 * that is not a search parameter, for a key without admin rights. The fallback is a search, and
 * the spec's schema there takes every index setting (and any other key): a setting would
 * override the index's (`unretrievableAttributes: []` showed hidden values, `attributesForFaceting`
 * or `numericAttributesForFiltering` would filter on them).
 */
export function checkFallbackParameters(params: unknown, keyKind: KeyKind, where: string): void {
  if (keyKind === 'admin' || params === null || typeof params !== 'object') return
  const known = getSearchParamTypes()
  for (const key of Object.keys(params)) {
    if (!known.has(key)) throw badRequest(`${where}: Unknown parameter: ${key}`)
  }
}

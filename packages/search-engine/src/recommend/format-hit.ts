import { parseModifier } from '../core/attributes'
import type { HighlightResult, Hit, IndexSettings, SearchParams } from '../core/types'
import type { RecommendHit } from './types'
import { setOwn } from '../core/own-keys'
import { chargeHighlight, type HighlightBudget } from '../core/highlight-budget'
import { noneHighlight, noneHighlightChars } from './none-highlight'

/**
 * Attributes a recommendation's `_highlightResult` covers: the request's or index's
 * `attributesToHighlight`, else the searchable attributes, else every attribute.
 */
export function highlightAttributes(settings: IndexSettings, params?: SearchParams): string[] {
  const explicit = params?.attributesToHighlight ?? settings.attributesToHighlight
  if (explicit) return explicit
  const searchable = settings.searchableAttributes
  if (!searchable || searchable.length === 0) return ['*']
  return searchable.flatMap((entry) => entry.split(',').map((name) => parseModifier(name).name))
}

/** The attributes of `record` its highlight tree covers (`objectID` never does). */
function highlightedNames(record: Hit, attributes: string[]): string[] {
  const names = attributes.includes('*') ? Object.keys(record) : attributes
  return names.filter((name) => name !== 'objectID' && Object.hasOwn(record, name))
}

/** Length of the JSON of the highlight tree {@link formatHit} builds, stopping past `limit`. */
function highlightChars(record: Hit, names: string[], limit: number): number {
  let chars = 2
  for (const name of names) {
    const value = noneHighlightChars(record[name], limit - chars)
    if (value > 0) chars += (chars > 2 ? 1 : 0) + JSON.stringify(name).length + 1 + value
    if (chars > limit) return chars
  }
  return chars
}

/**
 * A recommended record as the API returns it: the retrieved attributes, `_score`, and a highlight
 * tree with `matchLevel: "none"` (there is no query to match). The tree is charged to the
 * request's highlight budget: from the first hit it does not fit in on, hits carry no
 * `_highlightResult` (the spec's recommendHit does not require one).
 */
export function formatHit(
  record: Hit,
  score: number | undefined,
  attributes: string[],
  budget?: HighlightBudget,
): RecommendHit {
  const names = highlightedNames(record, attributes)
  const hit: RecommendHit = record
  if (!budget || chargeHighlight(budget, (limit) => highlightChars(record, names, limit))) {
    const highlight: Record<string, HighlightResult> = {}
    for (const name of names) {
      const result = noneHighlight(record[name])
      if (result !== undefined) setOwn(highlight, name, result)
    }
    hit._highlightResult = highlight
  }
  if (score !== undefined) hit._score = score
  return hit
}

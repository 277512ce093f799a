import { parseModifier } from '../core/attributes'
import type { HighlightResult, Hit, IndexSettings, SearchParams } from '../core/types'
import type { RecommendHit } from './types'
import { setOwn } from '../core/own-keys'

function noneHighlight(value: unknown): HighlightResult | undefined {
  if (typeof value === 'string' || typeof value === 'number') {
    return { value: String(value), matchLevel: 'none', matchedWords: [] }
  }
  if (Array.isArray(value)) {
    return value.map(noneHighlight).filter((v): v is HighlightResult => v !== undefined)
  }
  if (value !== null && typeof value === 'object') {
    const out: Record<string, HighlightResult> = {}
    for (const [key, item] of Object.entries(value)) {
      const result = noneHighlight(item)
      if (result !== undefined) out[key] = result
    }
    return out
  }
  return undefined
}

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

/**
 * A recommended record as the API returns it: the retrieved attributes, `_score`, and a highlight tree with `matchLevel: "none"` (there is no query to match).
 */
export function formatHit(
  record: Hit,
  score: number | undefined,
  attributes: string[],
): RecommendHit {
  const highlight: Record<string, HighlightResult> = {}
  const names = attributes.includes('*') ? Object.keys(record) : attributes
  for (const name of names) {
    if (name === 'objectID' || !Object.hasOwn(record, name)) continue
    const result = noneHighlight(record[name])
    if (result !== undefined) setOwn(highlight, name, result)
  }
  const hit: RecommendHit = Object.assign(record, { _highlightResult: highlight })
  if (score !== undefined) hit._score = score
  return hit
}

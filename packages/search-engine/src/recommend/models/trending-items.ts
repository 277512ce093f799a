import { collectValues, compilePath, type AttributePath } from '../../core/attributes'
import type { IndexModel } from '../index-model'
import { MAX_CANDIDATES, type ScoredItem } from '../scored'
import { trendSnapshot } from './trend'

function hasValue(model: IndexModel, item: number, path: AttributePath, wanted: string): boolean {
  const record = model.catalog.records[item]
  if (!record) return false
  return collectValues(record, path).some((v) => String(v).toLowerCase() === wanted)
}

/**
 * trending-items: items whose recent clicks and conversions (time constant one day) grew most
 * against their baseline (time constant two weeks), optionally within `facetName:facetValue`
 * (case-insensitive, any value of an array attribute).
 */
export function trendingItems(
  model: IndexModel,
  now: number,
  facet?: { facetName: string; facetValue: string },
): ScoredItem[] {
  const { ranked } = trendSnapshot(model, now)
  if (!facet) return ranked.slice(0, MAX_CANDIDATES)
  const path = compilePath(facet.facetName)
  const wanted = facet.facetValue.toLowerCase()
  const out: ScoredItem[] = []
  for (const candidate of ranked) {
    if (out.length >= MAX_CANDIDATES) break
    if (hasValue(model, candidate.item, path, wanted)) out.push(candidate)
  }
  return out
}

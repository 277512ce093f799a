import { collectValues, compilePath } from '../../core/attributes'
import type { IndexModel } from '../index-model'
import type { ScoredFacet } from '../scored'
import { saturate } from '../scored'
import { moverStrength } from './mover-strength'
import { trendSnapshot, Z_SCALE, type TrendSnapshot } from './trend'

function computeFacets(
  model: IndexModel,
  snapshot: TrendSnapshot,
  facetName: string,
): ScoredFacet[] {
  const path = compilePath(facetName)
  const sums = new Map<string, { label: string; recent: number; expected: number }>()
  for (let i = 0; i < snapshot.items.length; i++) {
    const record = model.catalog.records[snapshot.items[i]!]
    if (!record) continue
    for (const value of new Set(collectValues(record, path).map(String))) {
      const key = value.toLowerCase()
      let sum = sums.get(key)
      if (!sum) sums.set(key, (sum = { label: value, recent: 0, expected: 0 }))
      sum.recent += snapshot.recent[i]!
      sum.expected += snapshot.expected[i]!
    }
  }
  const strength = moverStrength([...sums.values()])
  const list: ScoredFacet[] = []
  for (const sum of sums.values()) {
    const score = saturate(strength(sum), Z_SCALE)
    if (score > 0) list.push({ facetValue: sum.label, score })
  }
  return list.sort((a, b) => b.score - a.score || a.facetValue.localeCompare(b.facetValue))
}

/**
 * trending-facets: the values of `facetName` most likely to be among the next period's best
 * movers, from the sums of each value's items' recent and baseline activity, read against the
 * noise all the values show (see `mover-strength.ts`).
 */
export function trendingFacets(model: IndexModel, facetName: string, now: number): ScoredFacet[] {
  const snapshot = trendSnapshot(model, now)
  let list = snapshot.facets.get(facetName) as ScoredFacet[] | undefined
  if (!list) snapshot.facets.set(facetName, (list = computeFacets(model, snapshot, facetName)))
  return list
}

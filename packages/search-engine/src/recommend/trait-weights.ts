import type { ItemFeatures } from './item-features'

/** Weight of agreeing on each trait attribute, in schema order. */
export type TraitWeights = readonly number[]

/** Whether an item is known by traits (records with neither product type nor categories). */
export const hasTraits = (f: ItemFeatures) => f.traits.some((values) => values.length > 0)

/**
 * Weight of each trait attribute: minus the log of the chance that two records holding it agree
 * (Σ share²). A match on a fine attribute (article type) then counts more than on a coarse one
 * (gender), whatever the attributes are called; an attribute every record shares counts 0.
 */
export function traitWeights(features: ReadonlyArray<ItemFeatures | undefined>): TraitWeights {
  const counts: Array<Map<number, number>> = []
  const holders: number[] = []
  for (const f of features) {
    f?.traits.forEach((values, i) => {
      if (values.length === 0) return
      const byValue = (counts[i] ??= new Map())
      holders[i] = (holders[i] ?? 0) + 1
      for (const v of values) byValue.set(v, (byValue.get(v) ?? 0) + 1)
    })
  }
  return Array.from({ length: counts.length }, (_, i) => {
    const n = holders[i] ?? 0
    if (n === 0) return 0
    let agree = 0
    counts[i]!.forEach((c) => (agree += (c / n) ** 2))
    return Math.max(0, -Math.log(agree))
  })
}

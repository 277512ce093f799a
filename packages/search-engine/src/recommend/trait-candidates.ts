import { eachTopOfGroup, traitGroupKeys, type CatalogIndex } from './catalog-index'
import type { ItemFeatures } from './item-features'
import type { ScoreBoard } from './score-board'

/** Items taken from each group, most popular first, as from the demo schema's groups. */
const PER_GROUP = 80

/**
 * Adds to `out` (valued 0) items sharing trait values with `f`, from its most specific groups
 * first (fewest items: pairs of values, rare values) until about `budget` candidates are in.
 * Groups holding only the source are skipped.
 */
export function addTraitCandidates(
  catalog: CatalogIndex,
  f: ItemFeatures,
  out: ScoreBoard,
  budget = 800,
): void {
  const sizes = new Map<string, number>()
  for (const key of traitGroupKeys(f)) {
    const size = catalog.groups.get(key)?.length ?? 0
    if (size > 1) sizes.set(key, size)
  }
  const bySpecificity = [...sizes.keys()].sort((a, b) => sizes.get(a)! - sizes.get(b)!)
  for (const key of bySpecificity) {
    if (out.size >= budget) break
    eachTopOfGroup(catalog, key, PER_GROUP, (item) => out.set(item, 0))
  }
}

import { FASHION } from './fashion'
import { HOME } from './home'
import { KIDS, SPORTS } from './sports'
import { TECH } from './tech'
import type { BranchSpec, LeafSpec, SizeChart } from './types'

/** One leaf of the 3-level category tree, with what products in it look like. */
export interface CategoryLeaf extends Omit<LeafSpec, 'lvl2' | 'goesWith'> {
  lvl0: string
  lvl1: string
  lvl2: string
  sizes: SizeChart
  goesWith: string[]
  /** The three level names (`categories` of records). */
  names: [string, string, string]
}

const BRANCHES: BranchSpec[] = [...FASHION, ...KIDS, ...HOME, ...TECH, ...SPORTS]

/** Every leaf category, flattened. */
export const CATEGORY_LEAVES: CategoryLeaf[] = BRANCHES.flatMap((branch) =>
  branch.leaves.map(({ lvl2, goesWith = [], ...leaf }) => ({
    ...leaf,
    lvl0: branch.lvl0,
    lvl1: `${branch.lvl0} > ${branch.lvl1}`,
    lvl2: `${branch.lvl0} > ${branch.lvl1} > ${lvl2}`,
    sizes: branch.sizes,
    goesWith,
    names: [branch.lvl0, branch.lvl1, lvl2],
  })),
)

const GOES_WITH = new Map(CATEGORY_LEAVES.map((leaf) => [leaf.lvl2, leaf.goesWith]))

/**
 * Product types usually bought with products of the leaf category `lvl2` (a full
 * `hierarchicalCategories.lvl2` path): a tent with sleeping bags and headlamps.
 */
export function typesBoughtWith(lvl2: string): readonly string[] {
  return GOES_WITH.get(lvl2) ?? []
}

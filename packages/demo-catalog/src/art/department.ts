import { CATEGORY_LEAVES } from '../taxonomy'
import { ART } from './art'
import type { ArtKind } from './art-kind'
import type { Scene } from './drawing'
import { renderSceneSvg } from './render'

const SCENES: Record<string, Scene> = {
  Women: 'studio',
  Men: 'studio',
  Kids: 'nursery',
  Home: 'kitchen',
  Electronics: 'desk',
  Sports: 'outdoor',
}

/** Three products that stand for a department: one per sub-category where it has several. */
export function departmentItems(department: string): Array<{ art: ArtKind; color: string }> {
  const leaves = CATEGORY_LEAVES.filter((leaf) => leaf.lvl0 === department)
  const firstOfBranch = leaves.filter((leaf, i) => leaves[i - 1]?.lvl1 !== leaf.lvl1)
  const picks = [...firstOfBranch, ...leaves.filter((l) => !firstOfBranch.includes(l))]
  const arts = [...new Map(picks.map((leaf) => [leaf.art, leaf])).values()].slice(0, 3)
  return arts.map((leaf, i) => ({
    art: leaf.art,
    color: leaf.colors[(i + 1) % leaf.colors.length]!,
  }))
}

/**
 * The picture of a top-level category tile: a few of its products on a fitting backdrop. An
 * unknown department gets the backdrop alone.
 */
export function renderDepartmentSvg(department: string, width = 480, height = 300): string {
  const items = departmentItems(department)
  const scene = SCENES[department] ?? (items[0] ? ART[items[0].art].scene : 'studio')
  return renderSceneSvg({ scene, items, width, height })
}

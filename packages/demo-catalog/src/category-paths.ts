import type { CatalogRecord } from './types'

/** Category paths of a record from `hierarchicalCategories`, most general first. */
export function categoryPaths(record: CatalogRecord): string[] {
  const hierarchy = record.hierarchicalCategories
  if (!hierarchy || typeof hierarchy !== 'object' || Array.isArray(hierarchy)) return []
  const levels = hierarchy as Record<string, unknown>
  const paths: string[] = []
  for (let level = 0; typeof levels[`lvl${level}`] === 'string'; level++) {
    paths.push(levels[`lvl${level}`] as string)
  }
  return paths
}

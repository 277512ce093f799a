import { compilePath, parseModifier, type AttributePath } from './attributes'

/** One searchable attribute with its priority level and whether word position matters. */
export interface SearchableAttribute {
  path: AttributePath
  /** Priority level: 0 is the most important; attributes listed as `"a,b"` share a level. */
  level: number
  /** `unordered(attr)`: the position of the match inside the attribute is not ranked. */
  unordered: boolean
}

/**
 * Compiles the `searchableAttributes` setting. An empty list means every attribute is
 * searchable at the same level; the index builder then discovers attribute names from records.
 */
export function compileSearchableAttributes(setting: string[] | undefined): SearchableAttribute[] {
  const out: SearchableAttribute[] = []
  ;(setting ?? []).forEach((entry, level) => {
    for (const part of entry.split(',')) {
      if (part.trim() === '') continue
      const { modifier, name } = parseModifier(part)
      out.push({ path: compilePath(name), level, unordered: modifier === 'unordered' })
    }
  })
  return out
}

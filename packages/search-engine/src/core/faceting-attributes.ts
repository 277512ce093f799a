import { parseModifier } from './attributes'

/** One entry of `attributesForFaceting` with its modifiers. */
export interface FacetingAttribute {
  name: string
  filterOnly: boolean
  searchable: boolean
  afterDistinct: boolean
}

/** Parses `attributesForFaceting` (`filterOnly()`, `searchable()`, `afterDistinct()` nesting). */
export function compileFacetingAttributes(setting: string[] | undefined): FacetingAttribute[] {
  return (setting ?? []).map((entry) => {
    const result: FacetingAttribute = {
      name: entry,
      filterOnly: false,
      searchable: false,
      afterDistinct: false,
    }
    let current = entry
    for (;;) {
      const { modifier, name } = parseModifier(current)
      if (modifier === undefined) break
      if (modifier === 'filterOnly') result.filterOnly = true
      else if (modifier === 'searchable') result.searchable = true
      else if (modifier === 'afterDistinct') result.afterDistinct = true
      current = name
    }
    result.name = current.trim()
    return result
  })
}

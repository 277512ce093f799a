import {
  BRAND_ATTRIBUTE,
  CATEGORY_ATTRIBUTES,
  CATEGORY_SEPARATOR,
  COLOR_ATTRIBUTE,
  SIZE_ATTRIBUTE,
} from './attributes'
import { formatRoute, toCategoryPath, toValues, type RouteState } from './route-state'

function isCategoryAttribute(facetName: string): boolean {
  return (CATEGORY_ATTRIBUTES as readonly string[]).includes(facetName)
}

/**
 * The listing state that shows the products with one facet value: a category page for a
 * hierarchical category value (`Women > Shoes`), a refinement for brand, colour and size, and a
 * plain query for any other attribute.
 */
export function toFacetRoute(facetName: string, facetValue: string): RouteState {
  const value = toValues([facetValue])
  if (!value) return {}
  if (isCategoryAttribute(facetName)) {
    const category = toCategoryPath(facetValue.split(CATEGORY_SEPARATOR))
    return category ? { category } : {}
  }
  if (facetName === BRAND_ATTRIBUTE) return { brand: value }
  if (facetName === COLOR_ATTRIBUTE) return { color: value }
  if (facetName === SIZE_ATTRIBUTE) return { size: value }
  return { q: value[0] }
}

/** Link of a facet value chip (e.g. a trending brand) to its filtered listing. */
export function facetValueHref(facetName: string, facetValue: string): string {
  return formatRoute(toFacetRoute(facetName, facetValue))
}

/** The label of a facet value: the last level of a hierarchical category, else the value. */
export function facetValueLabel(facetName: string, facetValue: string): string {
  if (!isCategoryAttribute(facetName)) return facetValue
  return facetValue.split(CATEGORY_SEPARATOR).at(-1) ?? facetValue
}

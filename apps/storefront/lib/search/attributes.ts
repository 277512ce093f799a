/** The record attributes the listing pages refine on. */
export const CATEGORY_ATTRIBUTES = [
  'hierarchicalCategories.lvl0',
  'hierarchicalCategories.lvl1',
  'hierarchicalCategories.lvl2',
] as const
/** Separator between the levels of a hierarchical category value. */
export const CATEGORY_SEPARATOR = ' > '
export const BRAND_ATTRIBUTE = 'brand'
export const COLOR_ATTRIBUTE = 'colors'
export const SIZE_ATTRIBUTE = 'sizes'
export const PRICE_ATTRIBUTE = 'price'
export const RATING_ATTRIBUTE = 'rating'
export const SALE_ATTRIBUTE = 'onSale'
/**
 * Products that can be bought (a record without `inStock` counts as in stock): what the shop puts
 * forward on its own (recommendation rails, featured products) leaves out the others.
 */
export const IN_STOCK_FILTER = 'NOT inStock:false'

/** Hits per page the shopper can pick; the first one is the default. */
export const HITS_PER_PAGE_OPTIONS = [12, 24, 48] as const
export const DEFAULT_HITS_PER_PAGE = HITS_PER_PAGE_OPTIONS[0]

/** Sort orders besides relevance, as named in the URL (`sort=price_asc`). */
export const SORT_KEYS = ['price_asc', 'price_desc'] as const
export type SortKey = (typeof SORT_KEYS)[number]

/** The replica index of a sort order: `products` + `price_asc` → `products_price_asc`. */
export function sortIndexName(indexName: string, sort: SortKey): string {
  return `${indexName}_${sort}`
}

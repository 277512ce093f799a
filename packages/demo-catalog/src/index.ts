export { catalogSettings, generateCatalog, generateProducts } from './catalog'
export type { Catalog, CatalogOptions, Product } from './catalog'
export { CATEGORY_LEAVES, SIZE_CHARTS } from './catalog-taxonomy'
export { demoRules, demoSynonyms } from './dictionaries'
export type { CategoryLeaf, SizeChart } from './catalog-taxonomy'
export { createRandom } from './random'
export type { Random } from './random'
export { simulateSearches } from './searches'
export type { SimulatedSearch, SimulateSearchesOptions } from './searches'
export { simulateShoppers } from './shoppers'
export type { SimulateShoppersOptions } from './shoppers'
export type {
  CatalogRecord,
  CatalogRule,
  CatalogSettings,
  CatalogSynonym,
  FacetOrdering,
  ShopperEvent,
  ShopperObjectData,
} from './types'
export { escapeXml, PRODUCT_IMAGE_VIEWS, renderProductSvg } from './product-image'

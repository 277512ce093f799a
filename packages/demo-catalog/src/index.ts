export { ART_KINDS, isArtKind } from './art/art-kind'
export type { ArtKind } from './art/art-kind'
export { generateCatalog, generateProducts } from './catalog'
export type { Catalog, CatalogOptions, Product } from './catalog'
export { demoRules, demoSynonyms } from './dictionaries'
export { COLOR_HEX, colorSlug } from './colors'
export {
  IMAGE_VIEWS,
  parseProductImageFile,
  parseProductImagePath,
  productImagePath,
} from './image-paths'
export type { ProductImage } from './image-paths'
export { createRandom } from './random'
export type { Random } from './random'
export type { Review } from './reviews'
export { simulateSearches } from './searches'
export type { SimulatedSearch, SimulateSearchesOptions } from './searches'
export { catalogSettings } from './settings'
export { simulateShoppers } from './shoppers'
export type { SimulateShoppersOptions } from './shoppers'
export { CATEGORY_LEAVES, typesBoughtWith } from './taxonomy'
export type { CategoryLeaf } from './taxonomy'
export { SIZE_CHARTS, SIZE_ORDER } from './taxonomy/sizes'
export type { SizeChart } from './taxonomy/types'
export type {
  CatalogRecord,
  CatalogRule,
  CatalogSettings,
  CatalogSynonym,
  FacetOrdering,
  ShopperEvent,
  ShopperObjectData,
} from './types'
export { escapeXml, renderProductSvg, renderSceneSvg } from './art/render'
export type { Scene } from './art/drawing'
export { departmentItems, renderDepartmentSvg } from './art/department'

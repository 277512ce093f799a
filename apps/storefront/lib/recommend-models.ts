import { CARD_ATTRIBUTES } from './product'
import { IN_STOCK_FILTER } from './search/attributes'

/** The product-to-product models the storefront shows, with their section titles. */
export const PRODUCT_MODELS = {
  'related-products': 'Related products',
  'bought-together': 'Frequently bought together',
  'looking-similar': 'Looking similar',
} as const

/** One of {@link PRODUCT_MODELS}. */
export type ProductModel = keyof typeof PRODUCT_MODELS

/** Records returned per section. */
export const SECTION_SIZE = 8

/**
 * Query parameters of every recommendation call: a queryID for click attribution, card fields,
 * and only products that can be bought: a rail's few places are not spent on what the shopper
 * cannot add to the cart.
 */
export const RECOMMEND_QUERY_PARAMETERS = {
  clickAnalytics: true,
  attributesToRetrieve: CARD_ATTRIBUTES,
  filters: IN_STOCK_FILTER,
}

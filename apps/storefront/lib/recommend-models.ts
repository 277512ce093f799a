import { interleaveKinds } from './interleave-kinds'
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

/**
 * "Frequently bought together" asks for this many records (the most a Recommend request returns)
 * and shows {@link SECTION_SIZE} of them, one of each kind of product first
 * ({@link boughtTogetherSelection}).
 */
export const BOUGHT_TOGETHER_CANDIDATES = 30

/**
 * Records asked per cart product: {@link BOUGHT_TOGETHER_CANDIDATES} for a small cart, fewer as
 * the cart grows (never under {@link SECTION_SIZE}): many sources already bring many kinds, and
 * 20 products × 30 records would weigh ~240 kB.
 */
export function cartCandidatesPerProduct(products: number): number {
  const share = Math.ceil((2 * BOUGHT_TOGETHER_CANDIDATES) / Math.max(1, products))
  return Math.max(SECTION_SIZE, Math.min(BOUGHT_TOGETHER_CANDIDATES, share))
}

/** {@link RECOMMEND_QUERY_PARAMETERS} of "Frequently bought together", with each record's kind. */
export const BOUGHT_TOGETHER_QUERY_PARAMETERS = {
  ...RECOMMEND_QUERY_PARAMETERS,
  attributesToRetrieve: [...CARD_ATTRIBUTES, 'productType'],
}

/**
 * The bought-together records a section shows: the best of each product type first (a tent's
 * sleeping bag and head torch before a second head torch), then the next of each, in the
 * model's order within a type. Records without a `productType` keep the model's order.
 */
export function boughtTogetherSelection<T extends object>(records: readonly T[]): T[] {
  return interleaveKinds(records, (record) => {
    const kind = (record as { productType?: unknown }).productType
    return typeof kind === 'string' && kind !== '' ? kind : undefined
  }).slice(0, SECTION_SIZE)
}

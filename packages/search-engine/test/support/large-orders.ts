/** Products the large-order tests seed (`p00001` … `p02000`). */
export const LARGE_ORDER_PRODUCTS = 2000

const productId = (n: number) => `p${String((n % LARGE_ORDER_PRODUCTS) + 1).padStart(5, '0')}`

/**
 * 1,000 purchase events of 20 products, 13 events a shopper: orders of 260 products, the most a
 * search-key holder can send in one batch, and seconds of bought-together pair updates.
 * `shopper` prefixes the userTokens; `batch` shifts the products.
 */
export function largeOrders(shopper: string, batch: number) {
  return Array.from({ length: 1000 }, (_, i) => ({
    eventType: 'conversion',
    eventSubtype: 'purchase',
    eventName: 'Order placed',
    index: 'products',
    userToken: `${shopper}-${batch}-${Math.floor(i / 13)}`,
    objectIDs: Array.from({ length: 20 }, (_, k) => productId(batch * 977 + i * 20 + k)),
  }))
}

import { generateProducts, type Product } from '@vitrine/demo-catalog'

/** The catalogue the engine under test seeds on first start (its defaults: 5000, seed 42). */
export const demoProducts: readonly Product[] = [...generateProducts(5000, 42)]

/** Listing URL of one brand in one leaf category. */
export function brandListing(product: Product, params = ''): string {
  const path = product.hierarchicalCategories.lvl2.split(' > ').map(encodeURIComponent).join('/')
  return `/category/${path}?brand=${encodeURIComponent(product.brand)}${params}`
}

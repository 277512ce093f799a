/** What a product card needs. */
export interface ProductSummary {
  objectID: string
  name: string
  brand: string
  /** Regular price. */
  price: number
  /** Present only when the product is on sale below its regular price. */
  salePrice?: number
  /** Average rating, 0..5. */
  rating: number
  reviewCount: number
  /** Same-origin path or https URL. */
  image: string
}

/** A full product record as the product page shows it. */
export interface Product extends ProductSummary {
  description: string
  productType: string
  /** Deepest category path, top level first. */
  breadcrumb: string[]
  colors: string[]
  sizes: string[]
}

/** A product returned by a recommendation model, with what click events need. */
export interface RecommendedProduct extends ProductSummary {
  /** 1-based position in the list the shopper saw. */
  position: number
  queryID?: string
}

/** A top-level category with its product count. */
export interface Category {
  name: string
  count: number
}

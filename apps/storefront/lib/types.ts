/** What a product card needs. */
export interface ProductSummary {
  objectID: string
  name: string
  brand: string
  /** Regular price (crossed out when on sale); the record's `listPrice` when it has one. */
  price: number
  /** What the shopper pays when on sale (the record's `price`); absent otherwise. */
  salePrice?: number
  /** Average rating, 1..5; 0 when there are no reviews. */
  rating: number
  reviewCount: number
  /** Same-origin path or https URL. */
  image: string
  /** The record says it is out of stock (`inStock: false`); absent, it can be bought. */
  outOfStock?: true
}

/** A full product record as the product page shows it. */
export interface Product extends ProductSummary {
  description: string
  productType: string
  /** Deepest category path, top level first. */
  breadcrumb: string[]
  colors: string[]
  sizes: string[]
  /** Reviews per star count, one star first; empty when unknown. */
  ratingCounts: number[]
  /** A few shopper reviews. */
  reviews: Review[]
}

/** One shopper review. */
export interface Review {
  author: string
  /** Stars, 1..5. */
  rating: number
  title: string
  text: string
  /** ISO date. */
  date: string
}

/** One picture of a product gallery. */
export interface GalleryImage {
  src: string
  /** Describes the picture ("Trail shoe in red, back view"). */
  alt: string
  /** Short name for its thumbnail button ("back view"). */
  label: string
  /** The picture itself as a `data:` URL, shown instead of `src` (the page's first picture). */
  inlineSrc?: string
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

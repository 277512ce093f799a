/** A record of the demo catalogue, shaped like an Algolia record. */
export interface CatalogRecord {
  objectID: string
  [attribute: string]: unknown
}

/** Facet ordering hints of the demo index (Algolia's `renderingContent.facetOrdering`). */
export interface FacetOrdering {
  facets?: { order?: string[] }
  values?: Record<
    string,
    { order?: string[]; sortRemainingBy?: 'count' | 'alpha' | 'hidden'; hide?: string[] }
  >
}

/** The Algolia index settings the demo catalogue declares. */
export interface CatalogSettings {
  searchableAttributes?: string[]
  attributesForFaceting?: string[]
  customRanking?: string[]
  ranking?: string[]
  replicas?: string[]
  attributesToHighlight?: string[]
  attributesToSnippet?: string[]
  maxValuesPerFacet?: number
  renderingContent?: { facetOrdering?: FacetOrdering }
}

/** Per-item details of a simulated add-to-cart or purchase. */
export interface ShopperObjectData {
  price?: number
  quantity?: number
}

/** A simulated shopper's event, shaped like an Algolia Insights event. */
export interface ShopperEvent {
  eventName: string
  eventType: 'click' | 'conversion' | 'view'
  eventSubtype?: 'addToCart' | 'purchase'
  index: string
  userToken: string
  /** Milliseconds since the Unix epoch. */
  timestamp: number
  objectIDs?: string[]
  filters?: string[]
  positions?: number[]
  queryID?: string
  objectData?: ShopperObjectData[]
  currency?: string
}

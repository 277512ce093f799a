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
  ignorePlurals?: boolean
  removeStopWords?: boolean
  queryLanguages?: string[]
  relevancyStrictness?: number
  exactOnSingleWordQuery?: 'attribute' | 'none' | 'word'
  typoTolerance?: boolean | 'min' | 'strict'
}

/** An Algolia synonym record of the demo shop. */
export interface CatalogSynonym {
  objectID: string
  type: 'synonym' | 'onewaysynonym' | 'altcorrection1' | 'altcorrection2' | 'placeholder'
  synonyms?: string[]
  input?: string
  word?: string
  corrections?: string[]
}

/** An Algolia query rule of the demo shop. */
export interface CatalogRule {
  objectID: string
  description?: string
  conditions?: Array<{
    pattern?: string
    anchoring?: 'is' | 'startsWith' | 'endsWith' | 'contains'
    alternatives?: boolean
    context?: string
  }>
  consequence: {
    params?: Record<string, unknown>
    promote?: Array<{ objectID: string; position: number }>
    hide?: Array<{ objectID: string }>
    userData?: Record<string, unknown>
  }
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

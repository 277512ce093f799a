/** Facet ordering part of `renderingContent`. */
export interface FacetOrdering {
  facets?: { order?: string[] }
  values?: Record<
    string,
    { order?: string[]; sortRemainingBy?: 'count' | 'alpha' | 'hidden'; hide?: string[] }
  >
}

/** Settings-level UI hints echoed in every search response. */
export interface RenderingContent {
  facetOrdering?: FacetOrdering
  redirect?: { url?: string }
  widgets?: Record<string, unknown>
}

/** `typoTolerance` values accepted by the API. */
export type TypoTolerance = boolean | 'true' | 'false' | 'min' | 'strict'

/**
 * Index settings that can also be sent per query (Algolia's `indexSettingsAsSearchParams`).
 * Every key of the spec is listed so that values round-trip; see IGNORED_PARAMETERS.md for the
 * ones the engine stores without applying.
 */
export interface SearchableSettings {
  attributesToRetrieve?: string[]
  ranking?: string[]
  relevancyStrictness?: number
  attributesToHighlight?: string[]
  attributesToSnippet?: string[]
  highlightPreTag?: string
  highlightPostTag?: string
  snippetEllipsisText?: string
  restrictHighlightAndSnippetArrays?: boolean
  hitsPerPage?: number
  minWordSizefor1Typo?: number
  minWordSizefor2Typos?: number
  typoTolerance?: TypoTolerance
  allowTyposOnNumericTokens?: boolean
  disableTypoToleranceOnAttributes?: string[]
  ignorePlurals?: boolean | string | string[]
  removeStopWords?: boolean | string[]
  queryLanguages?: string[]
  decompoundQuery?: boolean
  enableRules?: boolean
  enablePersonalization?: boolean
  queryType?: 'prefixLast' | 'prefixAll' | 'prefixNone'
  removeWordsIfNoResults?: 'none' | 'lastWords' | 'firstWords' | 'allOptional'
  mode?: 'neuralSearch' | 'keywordSearch'
  semanticSearch?: { eventSources?: string[] | null }
  advancedSyntax?: boolean
  optionalWords?: string | string[] | null
  disableExactOnAttributes?: string[]
  exactOnSingleWordQuery?: 'attribute' | 'none' | 'word'
  alternativesAsExact?: string[]
  advancedSyntaxFeatures?: string[]
  distinct?: boolean | number
  replaceSynonymsInHighlight?: boolean
  minProximity?: number
  responseFields?: string[]
  maxValuesPerFacet?: number
  sortFacetValuesBy?: string
  attributeCriteriaComputedByMinProximity?: boolean
  renderingContent?: RenderingContent
  enableReRanking?: boolean
  reRankingApplyFilter?: unknown
}

/** Full index settings (Algolia's `indexSettings`). */
export interface IndexSettings extends SearchableSettings {
  attributesForFaceting?: string[]
  replicas?: string[]
  paginationLimitedTo?: number
  unretrievableAttributes?: string[]
  disableTypoToleranceOnWords?: string[]
  attributesToTransliterate?: string[]
  camelCaseAttributes?: string[]
  decompoundedAttributes?: Record<string, unknown>
  indexLanguages?: string[]
  disablePrefixOnAttributes?: string[]
  allowCompressionOfIntegerArray?: boolean
  numericAttributesForFiltering?: string[]
  separatorsToIndex?: string
  searchableAttributes?: string[]
  userData?: unknown
  customNormalization?: Record<string, Record<string, string>>
  attributeForDistinct?: string
  maxFacetHits?: number
  keepDiacriticsOnCharacters?: string
  customRanking?: string[]
  /** Name of the primary index; only present on replicas (read-only, returned by getSettings). */
  primary?: string
}

import type { IndexSettings, RenderingContent } from './settings-types'
import type { SearchParams } from './params-types'
import type { Slicer, Steps } from './steps'
import type { HighlightBudget } from './highlight-budget'
import type { FacetBudget } from './facet-budget'
import type { SearchRulesParams } from './rules/search-rules'
import type { Rule } from './rules/types'
import type { SearchSynonymsParams } from './synonyms/search-synonyms'
import type { SynonymHit } from './synonyms/types'

export type { IndexSettings, RenderingContent, SearchParams }
export type { FacetOrdering, SearchableSettings, TypoTolerance } from './settings-types'
export type { NestedFilters } from './params-types'
export type { Rule, SynonymHit, SearchRulesParams, SearchSynonymsParams }

/** A record in Algolia format: any JSON object with a string `objectID`. */
export interface Hit {
  objectID: string
  [attribute: string]: unknown
}

/** Match level of a highlighted or snippeted attribute. */
export type MatchLevel = 'none' | 'partial' | 'full'

/** Highlight of one string leaf. */
export interface HighlightResultOption {
  value: string
  matchLevel: MatchLevel
  matchedWords: string[]
  fullyHighlighted?: boolean
}

/** Snippet of one string leaf. */
export interface SnippetResultOption {
  value: string
  matchLevel: MatchLevel
}

/** Highlight tree mirroring the record's shape. */
export type HighlightResult =
  HighlightResultOption | { [key: string]: HighlightResult } | HighlightResult[]

/** Snippet tree mirroring the record's shape. */
export type SnippetResult = SnippetResultOption | { [key: string]: SnippetResult } | SnippetResult[]

/** Ranking details returned with `getRankingInfo`. */
export interface RankingInfo {
  nbTypos: number
  firstMatchedWord: number
  geoDistance: number
  geoPrecision?: number
  matchedGeoLocation?: { lat: number; lng: number; distance: number }
  nbExactWords: number
  userScore: number
  words: number
  filters: number
  proximityDistance: number
  personalization?: { score: number }
}

/** One hit as returned by search: the retrieved record plus highlight, snippet and ranking info. */
export interface SearchHit extends Hit {
  _highlightResult?: Record<string, HighlightResult>
  _snippetResult?: Record<string, SnippetResult>
  _rankingInfo?: RankingInfo
  _distinctSeqID?: number
}

/** Min / max / avg / sum of a numeric facet over the matching records. */
export interface FacetStats {
  min: number
  max: number
  avg: number
  sum: number
}

/** Algolia search response (the fields the engine fills). */
export interface SearchResponse {
  hits: SearchHit[]
  nbHits: number
  page: number
  nbPages: number
  hitsPerPage: number
  offset?: number
  length?: number
  processingTimeMS: number
  query: string
  params: string
  index: string
  queryID?: string
  facets?: Record<string, Record<string, number>>
  facets_stats?: Record<string, FacetStats>
  exhaustiveFacetsCount: boolean
  exhaustiveNbHits: boolean
  exhaustiveTypo: boolean
  exhaustive: { facetsCount: boolean; nbHits: boolean; typo: boolean; facetValues?: boolean }
  renderingContent: RenderingContent
  userData?: unknown
  appliedRules?: Array<{ objectID: string }>
  parsedQuery?: string
  message?: string
  cursor?: string
}

/** One answer of search-for-facet-values. */
export interface FacetHit {
  value: string
  highlighted: string
  count: number
}

/** Response of search-for-facet-values. */
export interface SearchForFacetValuesResponse {
  facetHits: FacetHit[]
  exhaustiveFacetsCount: boolean
  processingTimeMS: number
}

/** Parameters of search-for-facet-values: search params plus the facet query. */
export type FacetSearchParams = SearchParams & { facetQuery?: string; maxFacetHits?: number }

/** Parameters of browse: search params plus the cursor of the previous page. */
export type BrowseParams = SearchParams & { cursor?: string }

/**
 * Scores a hit's affinity for a user, from 0 (none) to 1 (strongest); `undefined` when the user
 * is unknown. Installed with {@link Engine.setPersonalizer}.
 */
export type Personalizer = (userToken: string, index: string) => ((hit: Hit) => number) | undefined

/** Per-request context that is not a search parameter. */
export interface SearchContext {
  userToken?: string
  /**
   * Highlight and snippet characters left to the HTTP request this search answers (its other
   * searches share it; see `highlight-budget.ts`). @default the search's own HIGHLIGHTED_CHARS
   */
  highlightBudget?: HighlightBudget
  /**
   * Facet value characters left to the HTTP request this search answers (its other searches
   * share it; see `facet-budget.ts`). @default the search's own FACET_CHARS
   */
  facetBudget?: FacetBudget
}

/** Summary of one index for list-indices. */
export interface IndexSummary {
  name: string
  entries: number
  updatedAt: string
  createdAt: string
  primary?: string
  replicas?: string[]
}

/** Settings plus records of one index, as exported for persistence. */
export interface IndexDump {
  settings: IndexSettings
  records: Hit[]
  synonyms?: SynonymHit[]
  rules?: Rule[]
  /** When the index was created and last changed, as saved (ISO 8601): kept by an import. */
  createdAt?: string
  updatedAt?: string
}

/** Options of synonym and rule writes. */
export interface WriteOptions {
  /** Also apply the write to the index's replicas. */
  forwardToReplicas?: boolean
  /** Save: remove the existing synonyms / rules first (`replaceExistingSynonyms`, `clearExistingRules`). */
  replaceExisting?: boolean
}

/** Synonyms and query rules of an index (Algolia's synonyms and rules APIs). */
export interface EngineDictionaries {
  /** Saves synonyms; creates the index when missing. */
  saveSynonyms(index: string, hits: SynonymHit[], opts?: WriteOptions): void
  getSynonym(index: string, objectID: string): SynonymHit | undefined
  /**
   * Deletes one synonym (from the replicas too with `forwardToReplicas`); returns whether it
   * existed on the index: when it did not, nothing is deleted anywhere.
   */
  deleteSynonym(index: string, objectID: string, opts?: WriteOptions): boolean
  clearSynonyms(index: string, opts?: WriteOptions): void
  searchSynonyms(
    index: string,
    params: SearchSynonymsParams,
  ): { hits: SynonymHit[]; nbHits: number }
  /** Saves rules; creates the index when missing. */
  saveRules(index: string, rules: Rule[], opts?: WriteOptions): void
  getRule(index: string, objectID: string): Rule | undefined
  /**
   * Deletes one rule (from the replicas too with `forwardToReplicas`); returns whether it existed
   * on the index: when it did not, nothing is deleted anywhere.
   */
  deleteRule(index: string, objectID: string, opts?: WriteOptions): boolean
  clearRules(index: string, opts?: WriteOptions): void
  searchRules(
    index: string,
    params: SearchRulesParams,
  ): { hits: Rule[]; nbHits: number; page: number; nbPages: number }
}

/**
 * The in-memory engine: indices, writes and Algolia-shaped searches. All methods are synchronous
 * but the `…Sliced` ones.
 */
export interface Engine extends EngineDictionaries {
  listIndices(): IndexSummary[]
  hasIndex(name: string): boolean
  /** Increases on every write or settings change, to any index (keys response caches). */
  version(): number
  getSettings(index: string): IndexSettings
  setSettings(index: string, settings: IndexSettings, opts?: { forwardToReplicas?: boolean }): void
  saveObjects(index: string, records: Hit[]): void
  partialUpdateObjects(
    index: string,
    updates: Array<Record<string, unknown>>,
    createIfNotExists: boolean,
  ): void
  deleteObjects(index: string, objectIDs: string[]): void
  clearObjects(index: string): void
  deleteIndex(index: string): void
  getObject(index: string, objectID: string, attributesToRetrieve?: string[]): Hit | undefined
  allObjects(index: string): Iterable<Hit>
  search(index: string, params: SearchParams, ctx?: SearchContext): SearchResponse
  /**
   * {@link Engine.search} in time slices: it pauses whenever `slicer` says its slice is spent and
   * answers exactly what `search` does (on the index as it was when the call began).
   */
  searchSliced(
    index: string,
    params: SearchParams,
    ctx: SearchContext | undefined,
    slicer: Slicer,
  ): Promise<SearchResponse>
  /** {@link Engine.search} as steps, for a computation that runs a search among its own steps. */
  searchSteps(index: string, params: SearchParams, ctx?: SearchContext): Steps<SearchResponse>
  /**
   * Prepares the index's current version for its costliest common searches, as steps to run in
   * idle time: ranks every prefix typed alone that matches many records and keeps its first
   * documents (see `prepareRankings`). The index's text index is built first when `build`, else
   * nothing is done (undefined) until a search has built it. Returns how many prefixes are
   * prepared (now or by an earlier call).
   */
  prepare(index: string, options?: { build?: boolean }): Steps<number | undefined>
  searchForFacetValues(
    index: string,
    facetName: string,
    params: FacetSearchParams,
  ): SearchForFacetValuesResponse
  /**
   * {@link Engine.searchForFacetValues} in time slices, as {@link Engine.searchSliced}. Its
   * `highlighted` values are charged to `highlightBudget` (the request's); past it, a facet hit's
   * `highlighted` is its value unmarked. Its values are charged to `facetBudget` (the
   * request's); from the first one past it on, facet hits are left out.
   */
  searchForFacetValuesSliced(
    index: string,
    facetName: string,
    params: FacetSearchParams,
    slicer: Slicer,
    highlightBudget?: HighlightBudget,
    facetBudget?: FacetBudget,
  ): Promise<SearchForFacetValuesResponse>
  browse(index: string, params: BrowseParams): SearchResponse & { cursor?: string }
  compileFilters(index: string, params: SearchParams): (hit: Hit) => boolean
  setPersonalizer(p: Personalizer | undefined): void
  exportIndex(name: string): IndexDump
  importIndex(name: string, dump: IndexDump): void
}

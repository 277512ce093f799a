/**
 * Per-request limits that bound what one public request can cost (the contract's limits where it
 * states them, ours where it does not). Each is answered with a 400 naming it.
 */
export const LIMITS = {
  /** Decompressed body of a search-key route (search, multi-search, getObjects, recommend). */
  searchBodyBytes: 1 << 20,
  /** Entries of one getObjects call (Algolia: 1,000). */
  getObjects: 1000,
  /** Hits asked for by all the queries of one multi-query call together (hitsPerPage / length). */
  hitsPerRequest: 1000,
  /** Facet values asked for by all the queries of one call: facets × maxValuesPerFacet. */
  facetValuesPerRequest: 10_000,
} as const

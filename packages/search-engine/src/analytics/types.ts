/** A filter a search used, as the Analytics API reports it (`brand` `:` `Apple`). */
export interface UsedFilter {
  attribute: string
  operator: ':' | '<' | '<=' | '=' | '!=' | '>' | '>='
  value: string
}

/**
 * One recorded search, as stored in the analytics log (after prefix aggregation: the keystrokes
 * of one shopper typing a word are kept as the last one only).
 */
export interface SearchRecord {
  /** Milliseconds since the Unix epoch. */
  t: number
  index: string
  /** The query as typed. */
  query: string
  nbHits: number
  /** Filters and facet filters the search applied. */
  filters?: UsedFilter[]
  /** `analyticsTags` of the search. */
  tags?: string[]
  userToken?: string
  /** Set when the search had `clickAnalytics` (a tracked search). */
  queryID?: string
  /** objectIDs of the hits returned (first page, at most {@link MAX_RECORDED_HITS}). */
  hits?: string[]
}

/** How many returned objectIDs a record keeps (for top hits). */
export const MAX_RECORDED_HITS = 20

/** Click-position ranges of the Analytics API: 1..10 one by one, 11-20, then 21 and beyond. */
export const CLICK_POSITION_RANGES: ReadonlyArray<readonly [number, number]> = [
  [1, 1],
  [2, 2],
  [3, 3],
  [4, 4],
  [5, 5],
  [6, 6],
  [7, 7],
  [8, 8],
  [9, 9],
  [10, 10],
  [11, 20],
  [21, -1],
]

/** Index of the click-position range holding a 1-based position. */
export function positionSlot(position: number): number {
  if (position <= 10) return Math.max(0, position - 1)
  return position <= 20 ? 10 : 11
}

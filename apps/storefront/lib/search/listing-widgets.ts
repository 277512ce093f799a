import { CARD_ATTRIBUTES } from '../product'
import {
  BRAND_ATTRIBUTE,
  CATEGORY_ATTRIBUTES,
  CATEGORY_SEPARATOR,
  COLOR_ATTRIBUTE,
  HITS_PER_PAGE_OPTIONS,
  PRICE_ATTRIBUTE,
  RATING_ATTRIBUTE,
  SALE_ATTRIBUTE,
  SIZE_ATTRIBUTE,
  SORT_KEYS,
  sortIndexName,
} from './attributes'

// The parameters of every widget of the listing, in one place: the React widgets use them in
// the browser and the server builds the same search from them (see listing-results.ts), so the
// results a listing first renders are exactly those its widgets would have asked for.

/** The `analyticsTags` of a listing's searches: the page they come from. */
export function listingAnalyticsTags(route: { category?: readonly string[] }): string[] {
  return route.category && route.category.length > 0 ? ['category-page'] : ['search-page']
}

/** Search parameters every listing search carries. */
export function listingConfigure(userToken: string, analyticsTags: string[]) {
  return {
    attributesToRetrieve: [...CARD_ATTRIBUTES],
    // Only the name is shown highlighted (the card); the index highlights every searchable
    // attribute by default, half of each hit's bytes in every response and the page's HTML.
    attributesToHighlight: ['name'],
    attributesToSnippet: [],
    analyticsTags,
    clickAnalytics: true,
    enablePersonalization: true,
    userToken,
  }
}

export const CATEGORY_MENU = {
  attributes: [...CATEGORY_ATTRIBUTES],
  separator: CATEGORY_SEPARATOR,
  limit: 30,
}

const SHOW_MORE_LIMIT = 20
const REFINED_FIRST: ['isRefined', 'count:desc', 'name:asc'] = [
  'isRefined',
  'count:desc',
  'name:asc',
]

/** A facet's checkbox list, as the filters show it. */
export interface FacetListOptions {
  attribute: string
  /** @default 8 */
  limit?: number
  /**
   * Order values by count with the refined ones first, so a refined value never falls below
   * the limit; otherwise the index's renderingContent decides (e.g. sizes XS→XXL).
   */
  refinedFirst?: boolean
}

/** The refinement list parameters of a facet list: up to 20 values behind "More". */
export function refinementListParams({ attribute, limit = 8, refinedFirst }: FacetListOptions) {
  return {
    attribute,
    limit,
    // A list showing 20 already has no "More" button.
    showMore: limit < SHOW_MORE_LIMIT,
    ...(limit < SHOW_MORE_LIMIT ? { showMoreLimit: SHOW_MORE_LIMIT } : {}),
    ...(refinedFirst ? { sortBy: REFINED_FIRST } : {}),
  }
}

export const BRAND_LIST: FacetListOptions = { attribute: BRAND_ATTRIBUTE, refinedFirst: true }
export const COLOR_LIST: FacetListOptions = { attribute: COLOR_ATTRIBUTE, refinedFirst: true }
export const SIZE_LIST: FacetListOptions = { attribute: SIZE_ATTRIBUTE, limit: 20 }

export const PRICE_RANGE = { attribute: PRICE_ATTRIBUTE }
export const SALE_TOGGLE = { attribute: SALE_ATTRIBUTE }

const RATING_THRESHOLDS = [4, 3, 2, 1]
export const RATING_MENU = {
  attribute: RATING_ATTRIBUTE,
  items: [
    { label: 'Any rating' },
    ...RATING_THRESHOLDS.map((start) => ({
      label: `${start} ${start === 1 ? 'star' : 'stars'} & up`,
      start,
    })),
  ],
}

const SORT_LABELS = { price_asc: 'Price: low to high', price_desc: 'Price: high to low' } as const

/** The sort orders: relevance (the main index), then its price replicas. */
export function sortByItems(indexName: string) {
  return [
    { label: 'Relevance', value: indexName },
    ...SORT_KEYS.map((key) => ({ label: SORT_LABELS[key], value: sortIndexName(indexName, key) })),
  ]
}

export const HITS_PER_PAGE_ITEMS = HITS_PER_PAGE_OPTIONS.map((value, i) => ({
  label: `${value} per page`,
  value,
  default: i === 0,
}))

export const PAGINATION = { padding: 2 }

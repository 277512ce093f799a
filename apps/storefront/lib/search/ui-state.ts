import {
  BRAND_ATTRIBUTE,
  CATEGORY_ATTRIBUTES,
  COLOR_ATTRIBUTE,
  PRICE_ATTRIBUTE,
  RATING_ATTRIBUTE,
  SALE_ATTRIBUTE,
  SIZE_ATTRIBUTE,
  SORT_KEYS,
  sortIndexName,
} from './attributes'
import {
  compact,
  formatPriceRange,
  parsePriceRange,
  toCategoryPath,
  toPage,
  toPerPage,
  toQuery,
  toRating,
  toValues,
  type RouteState,
} from './route-state'

/** The part of InstantSearch's per-index UI state the listing widgets write. */
export interface ListingUiState {
  query?: string
  hierarchicalMenu?: Record<string, string[]>
  refinementList?: Record<string, string[]>
  range?: Record<string, string>
  numericMenu?: Record<string, string>
  toggle?: Record<string, boolean>
  sortBy?: string
  page?: number
  hitsPerPage?: number
}

/** InstantSearch's UI state: one entry per index ID. */
export type ListingUiStates = Record<string, ListingUiState>

const CATEGORY_KEY = CATEGORY_ATTRIBUTES[0]

function record<T>(entries: [string, T | undefined][]): Record<string, T> | undefined {
  const kept = entries.filter((entry): entry is [string, T] => entry[1] !== undefined)
  return kept.length > 0 ? Object.fromEntries(kept) : undefined
}

/** `4:` (rating ≥ 4, the numeric menu's format) → 4. */
function parseMinimum(raw: string | undefined): number | undefined {
  const match = raw?.match(/^(\d+):$/)
  return match ? toRating(match[1]) : undefined
}

/** The URL's listing state from InstantSearch's UI state of `indexName`. */
export function toRouteState(ui: ListingUiState | undefined, indexName: string): RouteState {
  if (!ui) return {}
  const { refinementList = {} } = ui
  const rawPrice = ui.range?.[PRICE_ATTRIBUTE]
  return compact({
    q: toQuery(ui.query),
    category: toCategoryPath(ui.hierarchicalMenu?.[CATEGORY_KEY]),
    brand: toValues(refinementList[BRAND_ATTRIBUTE]),
    color: toValues(refinementList[COLOR_ATTRIBUTE]),
    size: toValues(refinementList[SIZE_ATTRIBUTE]),
    price: parsePriceRange(rawPrice),
    rating: parseMinimum(ui.numericMenu?.[RATING_ATTRIBUTE]),
    sale: ui.toggle?.[SALE_ATTRIBUTE] === true ? true : undefined,
    sort: SORT_KEYS.find((key) => ui.sortBy === sortIndexName(indexName, key)),
    page: toPage(ui.page),
    perPage: toPerPage(ui.hitsPerPage),
  })
}

/** InstantSearch's UI state of `indexName` for a listing state from the URL. */
export function toListingUiState(route: RouteState, indexName: string): ListingUiState {
  return compact({
    query: route.q,
    hierarchicalMenu: route.category && { [CATEGORY_KEY]: route.category },
    refinementList: record([
      [BRAND_ATTRIBUTE, route.brand],
      [COLOR_ATTRIBUTE, route.color],
      [SIZE_ATTRIBUTE, route.size],
    ]),
    range: route.price && { [PRICE_ATTRIBUTE]: formatPriceRange(route.price) },
    numericMenu:
      route.rating !== undefined ? { [RATING_ATTRIBUTE]: `${route.rating}:` } : undefined,
    toggle: route.sale ? { [SALE_ATTRIBUTE]: true } : undefined,
    sortBy: route.sort && sortIndexName(indexName, route.sort),
    page: route.page,
    hitsPerPage: route.perPage,
  })
}

/** The state mapping of the listing's routing, for one index. */
export function createStateMapping(indexName: string) {
  return {
    stateToRoute: (uiState: ListingUiStates): RouteState =>
      toRouteState(uiState[indexName], indexName),
    routeToState: (route: RouteState): ListingUiStates => ({
      [indexName]: toListingUiState(route, indexName),
    }),
  }
}

/** What "clear all filters" keeps: always the query, sort and page size; optionally the category. */
export interface ClearOptions {
  keepCategory: boolean
}

/** How many filters are active (each refined value or bound counts once). */
export function countFilters(ui: ListingUiState, { keepCategory }: ClearOptions): number {
  const values = (record: Record<string, unknown[]> | undefined) =>
    Object.values(record ?? {}).reduce((sum, list) => sum + list.length, 0)
  const present = (record: Record<string, unknown> | undefined) =>
    Object.values(record ?? {}).filter(
      (value) => value !== '' && value !== false && value !== undefined,
    ).length
  return (
    values(ui.refinementList) +
    present(ui.range) +
    present(ui.numericMenu) +
    present(ui.toggle) +
    (keepCategory
      ? 0
      : Object.values(ui.hierarchicalMenu ?? {}).filter((path) => path.length > 0).length)
  )
}

/** The UI state without its filters (back to the first page). */
export function clearFilters(ui: ListingUiState, { keepCategory }: ClearOptions): ListingUiState {
  return compact({
    query: ui.query,
    sortBy: ui.sortBy,
    hitsPerPage: ui.hitsPerPage,
    hierarchicalMenu: keepCategory ? ui.hierarchicalMenu : undefined,
  })
}

import { encodeComponent, wellFormed } from '../encode-component'
import {
  CATEGORY_ATTRIBUTES,
  DEFAULT_HITS_PER_PAGE,
  HITS_PER_PAGE_OPTIONS,
  SORT_KEYS,
  type SortKey,
} from './attributes'

/** A price interval; either end may be open. */
export interface PriceRange {
  min?: number
  max?: number
}

/**
 * The listing state as the URL spells it: `/category/Women/Shoes?q=boots&brand=Acme&price=10:50
 * &rating=4&sale=1&sort=price_asc&page=2&perPage=48`. Every field is optional; absent means the
 * default (no refinement, relevance, first page).
 */
export interface RouteState {
  q?: string
  /** Category path, top level first (at most three levels). */
  category?: string[]
  brand?: string[]
  color?: string[]
  size?: string[]
  price?: PriceRange
  /** Minimum average rating (1..5). */
  rating?: number
  /** Only products on sale. */
  sale?: true
  sort?: SortKey
  /** 1-based page, only when past the first. */
  page?: number
  perPage?: number
}

/** Path of the search page. */
export const SEARCH_PATH = '/search'
/** Prefix of the category pages. */
export const CATEGORY_PATH = '/category'

const MAX_QUERY_LENGTH = 256
/** The provider's limit on a query (the engine answers 400 past it, and the page would fail). */
const MAX_QUERY_BYTES = 512
const MAX_PAGE = 1000
const MAX_VALUES = 20

function nonEmpty<T>(values: T[]): T[] | undefined {
  return values.length > 0 ? values : undefined
}

/** Trimmed, deduplicated, non-empty values (at most 20), or `undefined`. */
export function toValues(raw: readonly unknown[] | undefined): string[] | undefined {
  if (!raw) return undefined
  const values = raw
    .filter((value): value is string => typeof value === 'string')
    .map((value) => value.trim())
    .filter((value) => value !== '')
  return nonEmpty([...new Set(values)].slice(0, MAX_VALUES))
}

/**
 * A non-empty query of at most 256 UTF-16 units and 512 bytes of UTF-8, or `undefined`. The cut
 * never splits a character, and a lone surrogate becomes U+FFFD: `encodeURIComponent` throws on
 * one, so a query ending in half an emoji would make every URL of the route fail to format.
 */
export function toQuery(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined
  let end = Math.min(raw.length, MAX_QUERY_LENGTH)
  if (end < raw.length && /[\uD800-\uDBFF]/.test(raw.charAt(end - 1))) end -= 1
  const query = withinUtf8Bytes(wellFormed(raw.slice(0, end)), MAX_QUERY_BYTES)
  return query.trim() === '' ? undefined : query
}

/** The longest start of `text` (well-formed) that UTF-8 writes in at most `max` bytes. */
function withinUtf8Bytes(text: string, max: number): string {
  let bytes = 0
  let end = 0
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0
    bytes += codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4
    if (bytes > max) break
    end += char.length
  }
  return text.slice(0, end)
}

function toBound(raw: string): number | undefined {
  if (!/^\d+(\.\d+)?$/.test(raw)) return undefined
  const value = Number(raw)
  return Number.isFinite(value) ? value : undefined
}

/** Parses `10:50`, `10:` or `:50`; malformed or inverted ranges give `undefined`. */
export function parsePriceRange(raw: string | null | undefined): PriceRange | undefined {
  const match = raw?.match(/^([^:]*):([^:]*)$/)
  if (!match) return undefined
  const [, minRaw = '', maxRaw = ''] = match
  const min = minRaw === '' ? undefined : toBound(minRaw)
  const max = maxRaw === '' ? undefined : toBound(maxRaw)
  if ((minRaw !== '' && min === undefined) || (maxRaw !== '' && max === undefined)) return undefined
  if (min === undefined && max === undefined) return undefined
  if (min !== undefined && max !== undefined && min > max) return undefined
  return { ...(min !== undefined && { min }), ...(max !== undefined && { max }) }
}

/** `{ min: 10, max: 50 }` → `10:50`; open ends are empty. */
export function formatPriceRange({ min, max }: PriceRange): string {
  return `${min ?? ''}:${max ?? ''}`
}

function toInteger(raw: unknown, min: number, max: number): number | undefined {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : NaN
  return Number.isInteger(value) && value >= min && value <= max ? value : undefined
}

/** A rating threshold in 1..5, or `undefined`. */
export function toRating(raw: unknown): number | undefined {
  return toInteger(raw, 1, 5)
}

/** A page past the first (1-based), or `undefined`. */
export function toPage(raw: unknown): number | undefined {
  return toInteger(raw, 2, MAX_PAGE)
}

/** One of the offered page sizes other than the default, or `undefined`. */
export function toPerPage(raw: unknown): number | undefined {
  const value = toInteger(raw, 1, 1000)
  const offered = HITS_PER_PAGE_OPTIONS.some((option) => option === value)
  return offered && value !== DEFAULT_HITS_PER_PAGE ? value : undefined
}

/** A known sort key, or `undefined`. */
export function toSortKey(raw: unknown): SortKey | undefined {
  return SORT_KEYS.find((key) => key === raw)
}

/** `.` and `..` cannot travel as path segments: URL parsing resolves them away. */
const DOT_SEGMENTS = new Set(['.', '..'])

/** A category path of at most as many levels as the index has; it ends at an unusable level. */
export function toCategoryPath(raw: readonly unknown[] | undefined): string[] | undefined {
  if (!raw) return undefined
  const path: string[] = []
  for (const segment of raw) {
    const value = typeof segment === 'string' ? segment.trim() : ''
    if (value === '' || DOT_SEGMENTS.has(value)) break
    path.push(value)
  }
  return nonEmpty(path.slice(0, CATEGORY_ATTRIBUTES.length))
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** Keeps `:` readable and spaces as `+` (both decode back with `URLSearchParams`). */
function encodeValue(value: string): string {
  return encodeComponent(value).replace(/%3A/gi, ':').replace(/%20/g, '+')
}

/** The path of a listing: the category page of `category`, else the search page. */
export function listingPath(category: readonly string[] | undefined): string {
  if (!category || category.length === 0) return SEARCH_PATH
  return `${CATEGORY_PATH}/${category.map(encodeComponent).join('/')}`
}

/** The URL (path and query) of a listing state, parameters in a fixed order. */
export function formatRoute(route: RouteState): string {
  const params: [string, string][] = []
  const add = (name: string, value: string | number | undefined) => {
    if (value !== undefined) params.push([name, String(value)])
  }
  add('q', route.q)
  route.brand?.forEach((value) => add('brand', value))
  route.color?.forEach((value) => add('color', value))
  route.size?.forEach((value) => add('size', value))
  add('price', route.price && formatPriceRange(route.price))
  add('rating', route.rating)
  add('sale', route.sale ? 1 : undefined)
  add('sort', route.sort)
  add('page', route.page)
  add('perPage', route.perPage)
  const query = params.map(([name, value]) => `${name}=${encodeValue(value)}`).join('&')
  return `${listingPath(route.category)}${query ? `?${query}` : ''}`
}

/** A category path from URL path segments (percent-encoded or not). */
export function decodeCategoryPath(segments: readonly string[]): string[] | undefined {
  return toCategoryPath(segments.map(safeDecode))
}

/** The category path in a `/category/A/B` pathname, decoded. */
export function parseCategoryPath(pathname: string): string[] | undefined {
  const prefix = `${CATEGORY_PATH}/`
  if (!pathname.startsWith(prefix)) return undefined
  return decodeCategoryPath(pathname.slice(prefix.length).split('/'))
}

/** Reads a listing state from a pathname and query string; anything invalid is dropped. */
export function parseRoute(pathname: string, search: string | URLSearchParams): RouteState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const candidate: RouteState = {
    q: toQuery(params.get('q')),
    category: parseCategoryPath(pathname),
    brand: toValues(params.getAll('brand')),
    color: toValues(params.getAll('color')),
    size: toValues(params.getAll('size')),
    price: parsePriceRange(params.get('price')),
    rating: toRating(params.get('rating')),
    sale: params.get('sale') === '1' || params.get('sale') === 'true' ? true : undefined,
    sort: toSortKey(params.get('sort')),
    page: toPage(params.get('page')),
    perPage: toPerPage(params.get('perPage')),
  }
  return compact(candidate)
}

/** Drops the `undefined` fields, so equal states compare equal. */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
}

/** Next's `searchParams` object as `URLSearchParams` (repeated keys kept). */
export function toURLSearchParams(
  record: Readonly<Record<string, string | string[] | undefined>>,
): URLSearchParams {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(record)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      params.append(name, item)
    }
  }
  return params
}

/** The path and query of a same-site URL, for links that must render alike on server and client. */
export function toRelativeHref(url: string): string {
  const parsed = new URL(url, 'http://relative.invalid')
  return `${parsed.pathname}${parsed.search}${parsed.hash}`
}

import { collectValues, compilePath, type AttributePath } from '../core/attributes'
import type { Hit } from '../core/types'
import type { IdTable } from './id-table'
import { DEFAULT_RECORD_SCHEMA, type RecordSchema } from './record-schema'

/**
 * What the content-based models know of one record; strings are interned in a shared table
 * (`-1` = absent, `NaN` price = absent).
 */
export interface ItemFeatures {
  type: number
  /** Category path per level, most general first (`Women`, `Women > Shoes`, ...). */
  cats: number[]
  brand: number
  colors: number[]
  price: number
  /** Sorted distinct words of the name. */
  tokens: number[]
  /** `attribute:value` pairs of the personalization facets. */
  facets: number[]
  popularity: number
  /**
   * Values of the schema's trait attributes, one sorted list per attribute (in schema order),
   * only for records with neither product type nor categories; empty otherwise.
   */
  traits: number[][]
}

/**
 * Facets that make up user affinities (top-level departments are left out: too coarse to tell
 * tastes apart).
 */
export const DEFAULT_AFFINITY_FACETS = [
  'brand',
  'productType',
  'hierarchicalCategories.lvl1',
  'colors',
]

const WORD = /[\p{L}\p{N}]{3,}/gu

function first(value: unknown): string | undefined {
  if (Array.isArray(value)) return first(value[0])
  if (typeof value === 'string' && value.length > 0) return value
  if (typeof value === 'number') return String(value)
  return undefined
}

function strings(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value]
  return list.filter((v): v is string => typeof v === 'string' && v.length > 0)
}

/** Category paths of a record, most general first, from `hierarchicalCategories` or `categories`. */
export function categoryPaths(record: Hit): string[] {
  const hierarchy = record.hierarchicalCategories
  if (hierarchy && typeof hierarchy === 'object' && !Array.isArray(hierarchy)) {
    const levels = hierarchy as Record<string, unknown>
    const paths: string[] = []
    for (let level = 0; ; level++) {
      const path = first(levels[`lvl${level}`])
      if (path === undefined) break
      paths.push(path)
    }
    if (paths.length > 0) return paths
  }
  const names = strings(record.categories)
  return names.map((_, i) => names.slice(0, i + 1).join(' > '))
}

function priceOf(record: Hit): number {
  const price = typeof record.salePrice === 'number' ? record.salePrice : record.price
  return typeof price === 'number' && price > 0 ? price : Number.NaN
}

/** Key of a facet pair, as interned for affinities: `attribute:value`, value lower-cased. */
export function facetKey(attribute: string, value: unknown): string {
  return `${attribute}:${String(value).toLowerCase()}`
}

/** Compiles the affinity facet names once, for {@link extractFeatures}. */
export function compileFacets(names: readonly string[]): AttributePath[] {
  return names.map(compilePath)
}

/** Facet pairs of a record for the given attributes. */
export function facetPairs(record: Hit, facets: readonly AttributePath[]): string[] {
  const pairs: string[] = []
  for (const path of facets) {
    for (const value of collectValues(record, path)) pairs.push(facetKey(path.name, value))
  }
  return pairs
}

/** The name of a record: `name`, else the first of the schema's name attributes holding text. */
function nameOf(record: Hit, schema: RecordSchema): string {
  if (typeof record.name === 'string') return record.name
  for (const path of schema.nameAttributes) {
    const text = strings(collectValues(record, path))
    if (text.length > 0) return text.join(' ')
  }
  return ''
}

const NO_TRAITS: number[][] = []

/** Trait values per trait attribute of the schema, interned as `a:attribute:value`. */
function traitsOf(record: Hit, schema: RecordSchema, table: IdTable): number[][] {
  return schema.traitAttributes.map((path) => {
    const values = collectValues(record, path).filter(
      (v) => (typeof v === 'string' && v !== '') || typeof v === 'number' || typeof v === 'boolean',
    )
    const ids = values.map((v) => table.intern(`a:${facetKey(path.name, v)}`))
    return [...new Set(ids)].sort((a, b) => a - b)
  })
}

/** Extracts the content features of a record, interning strings in `table`. */
export function extractFeatures(
  record: Hit,
  table: IdTable,
  facets: readonly AttributePath[],
  schema: RecordSchema = DEFAULT_RECORD_SCHEMA,
): ItemFeatures {
  const intern = (prefix: string, value: string | undefined) =>
    value === undefined ? -1 : table.intern(`${prefix}${value.toLowerCase()}`)
  const name = nameOf(record, schema).toLowerCase()
  const tokens = [...new Set(name.match(WORD) ?? [])].map((w) => table.intern(`w:${w}`))
  const colors = strings(record.colors ?? record.color).map((c) => intern('k:', c))
  const popularity = typeof record.popularity === 'number' ? record.popularity : 0
  const type = first(record.productType)
  const cats = categoryPaths(record)
  return {
    type: intern('t:', type),
    cats: cats.map((p) => intern('c:', p)),
    brand: intern('b:', first(record.brand)),
    colors: [...new Set(colors)],
    price: priceOf(record),
    tokens: tokens.sort((a, b) => a - b),
    facets: [...new Set(facetPairs(record, facets))].map((p) => table.intern(`f:${p}`)),
    popularity,
    traits: type === undefined && cats.length === 0 ? traitsOf(record, schema, table) : NO_TRAITS,
  }
}

/** Price band: prices within a factor of ~1.5 share a band. */
export function priceBand(price: number): number {
  return Number.isNaN(price) ? Number.NaN : Math.floor(Math.log(price) / Math.log(1.5))
}

import type { AttributePath } from '../core/attributes'
import { createTimeSlicer } from '../core/time-slicer'
import type { Hit } from '../core/types'
import type { IdTable } from './id-table'
import { extractFeatures, priceBand, type ItemFeatures } from './item-features'
import { DEFAULT_RECORD_SCHEMA, type RecordSchema } from './record-schema'
import { traitWeights, type TraitWeights } from './trait-weights'

/**
 * Content view of an index's records: features per item and candidate groups (items sharing a
 * category, a product type and brand, a product type and colour, ...), each sorted by
 * popularity, most popular first.
 */
export interface CatalogIndex {
  /** objectID ↔ item number, shared with the interaction counts. */
  readonly items: IdTable
  /** Interned feature strings. */
  readonly strings: IdTable
  readonly facets: readonly AttributePath[]
  /** Where records of another schema than the demo shop's keep their names and traits. */
  readonly schema: RecordSchema
  /** Weight of each trait attribute, from the catalogue at build time. */
  traitWeights: TraitWeights
  readonly features: Array<ItemFeatures | undefined>
  readonly records: Array<Hit | undefined>
  readonly groups: Map<string, number[]>
  /** Number of records indexed. */
  count: number
}

/** Most trait values an item is grouped by: groups grow with the square of this. */
const MAX_GROUPED_TRAITS = 12

/**
 * Trait groups of an item: one per trait value and one per pair of values of two attributes (the
 * pairs stand in for the demo schema's type + colour and type + price band groups, not knowing
 * which attribute is the type).
 */
export function traitGroupKeys(f: ItemFeatures): string[] {
  const grouped: Array<[attribute: number, value: number]> = []
  f.traits.forEach((values, attribute) => {
    for (const value of values) grouped.push([attribute, value])
  })
  grouped.length = Math.min(grouped.length, MAX_GROUPED_TRAITS)
  const keys = grouped.map(([, value]) => `a:${value}`)
  for (let i = 0; i < grouped.length; i++) {
    for (let j = i + 1; j < grouped.length; j++) {
      const [a, x] = grouped[i]!
      const [b, y] = grouped[j]!
      if (a !== b) keys.push(`aa:${Math.min(x, y)}:${Math.max(x, y)}`)
    }
  }
  return keys
}

/** Candidate group keys of an item. */
export function groupKeys(f: ItemFeatures): string[] {
  const keys = f.cats.map((c) => `c:${c}`)
  if (f.type >= 0) {
    keys.push(`t:${f.type}`, `tb:${f.type}:${f.brand}`)
    for (const color of f.colors) keys.push(`tk:${f.type}:${color}`)
    const band = priceBand(f.price)
    if (!Number.isNaN(band)) keys.push(`tp:${f.type}:${band}`)
  }
  for (const facet of f.facets) keys.push(`f:${facet}`)
  if (f.traits.length > 0) keys.push(...traitGroupKeys(f))
  return keys
}

function popularityOf(catalog: CatalogIndex) {
  return (id: number) => catalog.features[id]?.popularity ?? 0
}

function insertSorted(list: number[], id: number, popularity: (id: number) => number): void {
  const p = popularity(id)
  let lo = 0
  let hi = list.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (popularity(list[mid]!) >= p) lo = mid + 1
    else hi = mid
  }
  list.splice(lo, 0, id)
}

/** Creates an empty catalog index over the given shared tables. */
export function createCatalogIndex(
  items: IdTable,
  strings: IdTable,
  facets: readonly AttributePath[],
  schema: RecordSchema = DEFAULT_RECORD_SCHEMA,
): CatalogIndex {
  return {
    items,
    strings,
    facets,
    schema,
    traitWeights: [],
    features: [],
    records: [],
    groups: new Map(),
    count: 0,
  }
}

function indexRecord(catalog: CatalogIndex, record: Hit): void {
  const id = catalog.items.intern(record.objectID)
  const features = extractFeatures(record, catalog.strings, catalog.facets, catalog.schema)
  if (catalog.features[id] === undefined) catalog.count++
  catalog.features[id] = features
  catalog.records[id] = record
  for (const key of groupKeys(features)) {
    let group = catalog.groups.get(key)
    if (!group) catalog.groups.set(key, (group = []))
    group.push(id)
  }
}

const popularityOfRecord = (r: Hit) => (typeof r.popularity === 'number' ? r.popularity : 0)

/** Records by popularity, most popular first: indexing them in this order keeps groups sorted. */
function byPopularity(records: Iterable<Hit>): Hit[] {
  return [...records].sort((a, b) => popularityOfRecord(b) - popularityOfRecord(a))
}

/**
 * Indexes all `records` at once, most popular first so that every group comes out sorted.
 * @example
 * const catalog = buildCatalogIndex(engine.allObjects('products'), items, strings, facets)
 */
export function buildCatalogIndex(
  records: Iterable<Hit>,
  items: IdTable,
  strings: IdTable,
  facets: readonly AttributePath[],
  schema: RecordSchema = DEFAULT_RECORD_SCHEMA,
): CatalogIndex {
  const catalog = createCatalogIndex(items, strings, facets, schema)
  for (const record of byPopularity(records)) indexRecord(catalog, record)
  catalog.traitWeights = traitWeights(catalog.features)
  return catalog
}

/**
 * Same as {@link buildCatalogIndex}, yielding to the event loop every few milliseconds so that a
 * background rebuild of a large catalogue never holds queries up for long.
 */
export async function buildCatalogIndexInSlices(
  records: Iterable<Hit>,
  items: IdTable,
  strings: IdTable,
  facets: readonly AttributePath[],
  schema: RecordSchema = DEFAULT_RECORD_SCHEMA,
): Promise<CatalogIndex> {
  const catalog = createCatalogIndex(items, strings, facets, schema)
  const slicer = createTimeSlicer()
  for (const record of byPopularity(records)) {
    indexRecord(catalog, record)
    if (slicer.due()) await slicer.pause()
  }
  catalog.traitWeights = traitWeights(catalog.features)
  return catalog
}

/** Adds one record that arrived after the index was built (a new product). */
export function addToCatalog(catalog: CatalogIndex, record: Hit): number {
  const id = catalog.items.intern(record.objectID)
  if (catalog.features[id] !== undefined) return id
  const features = extractFeatures(record, catalog.strings, catalog.facets, catalog.schema)
  catalog.features[id] = features
  catalog.records[id] = record
  catalog.count++
  const popularity = popularityOf(catalog)
  for (const key of groupKeys(features)) {
    let group = catalog.groups.get(key)
    if (!group) catalog.groups.set(key, (group = []))
    insertSorted(group, id, popularity)
  }
  return id
}

/** Calls `visit` with the `limit` most popular items of a group (none when it does not exist). */
export function eachTopOfGroup(
  catalog: CatalogIndex,
  key: string,
  limit: number,
  visit: (item: number) => void,
): void {
  const group = catalog.groups.get(key)
  if (!group) return
  for (let i = 0; i < group.length && i < limit; i++) visit(group[i]!)
}

import { create, insertMultiple, search as oramaSearch } from '@orama/orama'
import MiniSearch from 'minisearch'
import { createEngine } from '../src/core/engine'
import type { Engine } from '../src/core/types'
import { catalogSettings, type Product } from '@vitrine/demo-catalog'
import { algoliaFilter, filterPredicate, FIVE_FACETS, type WorkloadQuery } from './search-workload'

/** A search engine under benchmark: build once, then answer workload queries. */
export interface BenchEngine {
  name: string
  build(records: Product[]): Promise<void> | void
  /** The workload query: words + five facets + one filter, first 20 hits. */
  search(query: WorkloadQuery): unknown
  /** A query with facets and no filter (used for the "matches most" case). */
  searchAll(query: string): unknown
}

/** Our engine with the demo settings. */
export function ourEngine(): BenchEngine & { engine: Engine } {
  const engine = createEngine()
  return {
    name: 'vitrine',
    engine,
    build(records) {
      engine.setSettings('products', catalogSettings())
      engine.saveObjects('products', records)
      // Indices are built lazily: the first faceted text query builds every structure.
      engine.search('products', { query: 'a', facets: ['*'] })
      engine.search('products_price_asc', { query: '' })
    },
    search: (q) =>
      engine.search('products', {
        query: q.query,
        facets: FIVE_FACETS,
        filters: algoliaFilter(q.filter),
        hitsPerPage: 20,
      }),
    searchAll: (query) =>
      engine.search('products', { query, facets: FIVE_FACETS, hitsPerPage: 20 }),
  }
}

type Facets = Record<string, Map<string, number>>

function countFacets(docs: Product[]): Facets {
  const facets: Facets = {}
  for (const name of FIVE_FACETS) facets[name] = new Map()
  const add = (name: string, value: string) => {
    const map = facets[name]!
    map.set(value, (map.get(value) ?? 0) + 1)
  }
  for (const doc of docs) {
    add('brand', doc.brand)
    add('hierarchicalCategories.lvl0', doc.hierarchicalCategories.lvl0)
    add('hierarchicalCategories.lvl1', doc.hierarchicalCategories.lvl1)
    for (const color of doc.colors) add('colors', color)
    add('price', String(doc.price))
  }
  return facets
}

/**
 * MiniSearch with AND semantics, fuzzy 0.2 (one typo from 5 letters), prefix on the last word,
 * field boosts in the order of our searchable attributes; the filter and the five facet counts
 * are computed in JavaScript over its results, as an application would.
 */
export function miniSearchEngine(): BenchEngine {
  const byId = new Map<string, Product>()
  const mini = new MiniSearch<Product>({
    idField: 'objectID',
    fields: ['name', 'brand', 'productType', 'categories', 'colors', 'description'],
    extractField: (doc, field) => {
      const value = (doc as unknown as Record<string, unknown>)[field]
      return Array.isArray(value) ? value.join(' ') : (value as string)
    },
    searchOptions: {
      combineWith: 'AND',
      fuzzy: 0.2,
      prefix: (_term, i, terms) => i === terms.length - 1,
      boost: { name: 4, brand: 3, productType: 2 },
    },
  })
  const run = (query: string, keep: (doc: Product) => boolean) => {
    const docs = mini
      .search(query)
      .map((r) => byId.get(r.id as string)!)
      .filter(keep)
    return { hits: docs.slice(0, 20), nbHits: docs.length, facets: countFacets(docs) }
  }
  return {
    name: 'minisearch',
    build(records) {
      for (const r of records) byId.set(r.objectID, r)
      mini.addAll(records)
    },
    search: (q) => run(q.query, filterPredicate(q.filter)),
    searchAll: (query) => run(query, () => true),
  }
}

const PRICE_RANGES = [0, 50, 100, 200, 500, 1000].map((from, i, all) => ({
  from,
  to: all[i + 1] ?? 100000,
}))

/** Orama with typo tolerance 1, its own facets (price as ranges) and `where` filters. */
export function oramaEngine(): BenchEngine {
  const db = create({
    schema: {
      name: 'string',
      brand: 'string',
      productType: 'string',
      description: 'string',
      lvl0: 'string',
      lvl1: 'string',
      colors: 'string[]',
      price: 'number',
      rating: 'number',
      onSale: 'boolean',
    } as const,
  })
  const facets = {
    brand: {},
    lvl0: {},
    lvl1: {},
    colors: {},
    price: { ranges: PRICE_RANGES },
  }
  const where = (filter: WorkloadQuery['filter']) =>
    filter.kind === 'price'
      ? { price: { lt: filter.max } }
      : filter.kind === 'onSale'
        ? { onSale: true }
        : { rating: { gte: filter.min } }
  return {
    name: 'orama',
    async build(records) {
      await insertMultiple(
        db,
        records.map((r) => ({
          id: r.objectID,
          name: r.name,
          brand: r.brand,
          productType: r.productType,
          description: r.description,
          lvl0: r.hierarchicalCategories.lvl0,
          lvl1: r.hierarchicalCategories.lvl1,
          colors: r.colors,
          price: r.price,
          rating: r.rating,
          onSale: r.onSale,
        })),
      )
    },
    search: (q) =>
      oramaSearch(db, { term: q.query, tolerance: 1, limit: 20, facets, where: where(q.filter) }),
    searchAll: (query) => oramaSearch(db, { term: query, tolerance: 1, limit: 20, facets }),
  }
}

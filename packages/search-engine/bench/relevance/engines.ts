import { create, insertMultiple, search as oramaSearch } from '@orama/orama'
import MiniSearch from 'minisearch'
import { createEngine } from '../../src/core/engine'
import type { IndexSettings } from '../../src/core/types'
import type { CatalogueProduct } from './catalogue'

/** An engine under evaluation: built once, then asked for the top 10 ids of a query. */
export interface RankingEngine {
  name: string
  build(products: CatalogueProduct[]): Promise<void> | void
  top10(query: string): Promise<string[]> | string[]
}

/**
 * The relevance settings a shop would set (the list); only the name is searchable, as
 * `unordered(name)`: product names open with the brand and the audience ("Puma Men ..."), so the
 * position of a word in them says nothing of what the product is, and Algolia's guide to
 * searchable attributes has such attributes set `unordered`.
 */
export const SHOP_SETTINGS: IndexSettings = {
  searchableAttributes: ['unordered(name)'],
  ignorePlurals: true,
  removeStopWords: true,
  removeWordsIfNoResults: 'allOptional',
  queryLanguages: ['en'],
  attributesToHighlight: [],
}

/** Our engine with `settings` over the product names. */
export function vitrineRanking(name: string, settings: IndexSettings): RankingEngine {
  const engine = createEngine()
  return {
    name,
    build(products) {
      engine.setSettings('catalogue', settings)
      engine.saveObjects(
        'catalogue',
        products.map((p) => ({ objectID: p.id, name: p.name })),
      )
      // Indices are built lazily: build them here so the build time is measured.
      engine.search('catalogue', { query: 'a', hitsPerPage: 1 })
    },
    top10: (query) =>
      engine.search('catalogue', { query, hitsPerPage: 10 }).hits.map((h) => h.objectID),
  }
}

/** MiniSearch: BM25+ (its default), prefix search, fuzzy 0.2, over the name. */
export function miniSearchRanking(): RankingEngine {
  const mini = new MiniSearch<CatalogueProduct>({
    fields: ['name'],
    searchOptions: { prefix: true, fuzzy: 0.2 },
  })
  return {
    name: 'minisearch',
    build: (products) => mini.addAll(products),
    top10: (query) =>
      mini
        .search(query)
        .slice(0, 10)
        .map((r) => String(r.id)),
  }
}

/** Orama with its defaults (BM25) over the name. */
export function oramaRanking(): RankingEngine {
  const db = create({ schema: { name: 'string' } as const })
  return {
    name: 'orama',
    async build(products) {
      await insertMultiple(
        db,
        products.map((p) => ({ id: p.id, name: p.name })),
        1000,
      )
    },
    async top10(query) {
      const result = await oramaSearch(db, { term: query, limit: 10 })
      return result.hits.map((h) => h.id)
    },
  }
}

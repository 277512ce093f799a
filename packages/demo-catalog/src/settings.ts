import { SIZE_ORDER } from './taxonomy/sizes'
import type { CatalogSettings } from './types'

const FACETS = [
  'searchable(brand)',
  'hierarchicalCategories.lvl0',
  'hierarchicalCategories.lvl1',
  'hierarchicalCategories.lvl2',
  'searchable(colors)',
  'sizes',
  'productType',
  'filterOnly(objectID)',
  'price',
  'rating',
  'onSale',
  // Recommendations leave out what cannot be bought (`NOT inStock:false`).
  'filterOnly(inStock)',
]

/** Settings of the demo index. `price` is the price shown to shoppers (the sale price on sale). */
export function catalogSettings(): CatalogSettings {
  return {
    searchableAttributes: [
      // The product type first: a query naming a type ("shirts", "bags", "coffee") lists that
      // type before products whose names only mention it (a "Silk Shirt Dress", a "Coffee Press",
      // a "Sleeping Bag"), whatever their popularity.
      'productType',
      // Unordered: a name opens with brand and model and ends in the product's noun ("Relaxed
      // Shirt Dress" is a dress), so an early word is no better a match than the last one.
      'unordered(name)',
      'brand',
      'hierarchicalCategories.lvl0,hierarchicalCategories.lvl1,hierarchicalCategories.lvl2',
      'colors',
      'unordered(description)',
    ],
    attributesForFaceting: FACETS,
    customRanking: ['desc(popularity)', 'desc(rating)'],
    replicas: ['virtual(products_price_asc)', 'virtual(products_price_desc)'],
    ignorePlurals: true,
    removeStopWords: true,
    queryLanguages: ['en'],
    // Product names are several words: rank whole-word matches above prefix matches ("lamp"
    // before "lampshade") rather than only values that are the query word alone.
    exactOnSingleWordQuery: 'word',
    // Typo matches only when nothing matches with fewer typos: "sneakers" lists sneakers, not
    // also the speakers one letter away (and no Electronics count in its facets); "sneekers"
    // still finds sneakers. Algolia's advice for shops sorting by price too.
    typoTolerance: 'min',
    attributesToHighlight: ['name', 'brand', 'productType', 'description'],
    attributesToSnippet: ['description:20'],
    maxValuesPerFacet: 100,
    renderingContent: {
      facetOrdering: {
        facets: {
          order: ['hierarchicalCategories.lvl0', 'brand', 'colors', 'sizes', 'price', 'rating'],
        },
        values: {
          brand: { sortRemainingBy: 'count' },
          colors: { sortRemainingBy: 'count' },
          sizes: { order: SIZE_ORDER, sortRemainingBy: 'alpha' },
        },
      },
    },
  }
}

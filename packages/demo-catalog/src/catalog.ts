import { CATEGORY_LEAVES, SIZE_CHARTS, type CategoryLeaf } from './catalog-taxonomy'
import {
  ADJECTIVES,
  BENEFITS,
  BRANDS,
  COLORS,
  OCCASIONS,
  OPENINGS,
  SYLLABLES,
  VOCABULARY,
} from './catalog-words'
import { createRandom, type Random } from './random'
import { demoRules, demoSynonyms } from './dictionaries'
import type { CatalogRecord, CatalogRule, CatalogSettings, CatalogSynonym } from './types'

/** A generated demo product (an Algolia record). */
export interface Product extends CatalogRecord {
  name: string
  brand: string
  description: string
  productType: string
  categories: string[]
  hierarchicalCategories: { lvl0: string; lvl1: string; lvl2: string }
  price: number
  salePrice?: number
  onSale: boolean
  rating: number
  reviewCount: number
  colors: string[]
  sizes: string[]
  popularity: number
  image: string
  url: string
  createdAt: string
  _tags?: string[]
}

/** Options of {@link generateCatalog}. */
export interface CatalogOptions {
  /** Number of products. @default 5000 */
  count?: number
  /** Seed: the same seed and count always give the same catalogue. @default 42 */
  seed?: number
}

/** The demo catalogue: records, primary settings and sort replicas. */
export interface Catalog {
  indexName: 'products'
  records: Product[]
  settings: CatalogSettings
  replicas: Array<{ name: string; settings: CatalogSettings }>
  synonyms: CatalogSynonym[]
  rules: CatalogRule[]
}

const EPOCH = Date.UTC(2025, 0, 1)
const DAY = 86_400_000

function modelNames(): string[] {
  const random = createRandom(7)
  const names = new Set<string>()
  while (names.size < 3000) {
    const parts = random.int(2, 3)
    let word = ''
    for (let i = 0; i < parts; i++) word += random.pick(SYLLABLES)
    names.add(word[0]!.toUpperCase() + word.slice(1))
  }
  return [...names]
}

const MODELS = modelNames()

function round2(value: number): number {
  return Math.round(value * 100) / 100
}

function pickSome<T>(random: Random, items: readonly T[], min: number, max: number): T[] {
  const count = Math.min(items.length, random.int(min, max))
  const chosen = new Set<T>()
  while (chosen.size < count) chosen.add(random.pick(items))
  return [...chosen]
}

function describe(random: Random, leaf: CategoryLeaf, material: string, noun: string): string {
  const words = pickSome(random, VOCABULARY, 3, 6).join(', ')
  const parts = [
    `${random.pick(OPENINGS)}, this ${material} ${noun.toLowerCase()} is ${random.pick(BENEFITS)}.`,
    `Great for ${random.pick(OCCASIONS)} and ${random.pick(OCCASIONS)}; ${random.pick(BENEFITS)}.`,
    `Notes: ${words}.`,
  ]
  // Half the openings and 40% of these sentences say "quality": about 70% of products do.
  if (random.chance(0.4)) {
    parts.splice(2, 0, `Part of our ${leaf.lvl1.replace(' > ', ' ')} quality range.`)
  }
  return parts.join(' ')
}

function product(random: Random, i: number): Product {
  const leaf = random.pick(CATEGORY_LEAVES)
  const brand = random.pick(BRANDS[leaf.lvl0]!)
  const noun = random.pick(leaf.nouns)
  const material = random.pick(leaf.materials)
  const adjective = random.pick(ADJECTIVES)
  const model = random.pick(MODELS)
  const objectID = `p${String(i).padStart(5, '0')}`
  const [low, high] = leaf.price
  const price = round2(low + (high - low) * random.next() ** 1.6) || low
  const onSale = random.chance(0.2)
  const rating = Math.round(Math.min(5, Math.max(1, 5.2 - random.next() ** 0.6 * 3.4)) * 10) / 10
  const reviewCount = Math.floor(random.next() ** 3 * 4000)
  const popularity = Math.floor(reviewCount * 10 + rating * 200 + random.int(0, 5000))
  const createdAt = new Date(
    EPOCH - random.int(0, 730) * DAY - random.int(0, DAY - 1),
  ).toISOString()
  const sizes = SIZE_CHARTS[leaf.sizes]
  const record: Product = {
    objectID,
    name: `${brand} ${model} ${adjective} ${material[0]!.toUpperCase()}${material.slice(1)} ${noun}`,
    brand,
    description: describe(random, leaf, material, noun),
    productType: leaf.productType,
    categories: [leaf.lvl0, leaf.lvl1.split(' > ')[1]!, leaf.lvl2.split(' > ')[2]!],
    hierarchicalCategories: { lvl0: leaf.lvl0, lvl1: leaf.lvl1, lvl2: leaf.lvl2 },
    price,
    onSale,
    rating,
    reviewCount,
    colors: pickSome(random, COLORS, 1, 4),
    sizes: sizes.length === 0 ? [] : sizes.filter(() => random.chance(0.7)),
    popularity,
    image: `/images/products/${objectID}.svg`,
    url: `/product/${objectID}`,
    createdAt,
  }
  if (onSale) record.salePrice = round2(price * (0.6 + random.next() * 0.3))
  const tags = [
    ...(EPOCH - Date.parse(createdAt) < 30 * DAY ? ['new'] : []),
    ...(popularity > 35_000 ? ['bestseller'] : []),
    ...(random.chance(0.05) ? ['eco'] : []),
  ]
  if (tags.length > 0) record._tags = tags
  return record
}

/** Yields `count` deterministic products; a smaller count yields a prefix of a larger one. */
export function* generateProducts(count: number, seed = 42): Generator<Product> {
  const random = createRandom(seed)
  for (let i = 1; i <= count; i++) yield product(random, i)
}

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
]

/** Settings of the demo index. */
export function catalogSettings(): CatalogSettings {
  return {
    searchableAttributes: [
      'name',
      'brand',
      'productType',
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
          sizes: {
            order: [...SIZE_CHARTS.clothing, ...SIZE_CHARTS.shoes],
            sortRemainingBy: 'alpha',
          },
        },
      },
    },
  }
}

/**
 * Generates the demo catalogue: deterministic products, the primary index settings, the two
 * price-sorted virtual replicas (relevant sort: a query keeps only its most relevant hits, then
 * sorts them by price), and the shop's synonyms and query rules.
 * @example
 * const { indexName, records, settings, replicas } = generateCatalog({ count: 5000 })
 */
export function generateCatalog(options: CatalogOptions = {}): Catalog {
  const { count = 5000, seed = 42 } = options
  const settings = catalogSettings()
  const records = [...generateProducts(count, seed)]
  const sorted = (order: 'asc' | 'desc'): CatalogSettings => ({
    customRanking: [`${order}(price)`],
    relevancyStrictness: 100,
  })
  return {
    indexName: 'products',
    records,
    settings,
    replicas: [
      { name: 'products_price_asc', settings: sorted('asc') },
      { name: 'products_price_desc', settings: sorted('desc') },
    ],
    synonyms: demoSynonyms(),
    rules: demoRules(records),
  }
}

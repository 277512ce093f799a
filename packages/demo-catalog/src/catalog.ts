import { BRANDS, SYLLABLES } from './catalog-words'
import { describeProduct } from './description'
import { productImagePath } from './image-paths'
import { artFor, colorsFor, materialFor, nameAgrees } from './name-claims'
import { listPrice, salePrice, type SizeBand } from './prices'
import { demoRules, demoSynonyms } from './dictionaries'
import { createRandom, type Random } from './random'
import { starCounts, writeReviews, type Review } from './reviews'
import { catalogSettings } from './settings'
import { isInStock } from './stock'
import { CATEGORY_LEAVES, type CategoryLeaf } from './taxonomy'
import { SIZE_CHARTS } from './taxonomy/sizes'
import type { CatalogRecord, CatalogRule, CatalogSettings, CatalogSynonym } from './types'

/** A generated demo product (an Algolia record). */
export interface Product extends CatalogRecord {
  name: string
  brand: string
  description: string
  productType: string
  categories: string[]
  hierarchicalCategories: { lvl0: string; lvl1: string; lvl2: string }
  /** What the shopper pays: the sale price when on sale. Sorts, filters and facets use it. */
  price: number
  /** The regular price, shown crossed out; present only when on sale (then above `price`). */
  listPrice?: number
  onSale: boolean
  /** Whether it can be bought now; false for a small share of the catalogue. */
  inStock: boolean
  /** Average of the reviews' stars; absent when there are no reviews. */
  rating?: number
  reviewCount: number
  /** Reviews per star count, one star first; absent when there are no reviews. */
  ratingCounts?: number[]
  /** A few of the reviews, newest first. */
  reviews?: Review[]
  colors: string[]
  /** Sizes in chart order; empty for products that have none. */
  sizes: string[]
  popularity: number
  /** Main picture (first colour, front view). */
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

const DAYS = Array.from({ length: 800 }, (_, k) =>
  new Date(EPOCH - k * DAY).toISOString().slice(0, 10),
)

const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'))
const THREE_DIGITS = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'))
const EPOCH_DAY = EPOCH / DAY
/** ISO dates of the 732 days a product can be created on, newest first. */
const CREATION_DAYS = Array.from({ length: 732 }, (_, k) =>
  new Date(EPOCH - k * DAY).toISOString().slice(0, 10),
)

/** `new Date(time).toISOString()` for a creation time, without a Date per product. */
function isoTimestamp(time: number): string {
  const day = Math.floor(time / DAY)
  let rest = time - day * DAY
  const hours = Math.floor(rest / 3_600_000)
  rest -= hours * 3_600_000
  const minutes = Math.floor(rest / 60_000)
  rest -= minutes * 60_000
  const seconds = Math.floor(rest / 1000)
  const date = CREATION_DAYS[EPOCH_DAY - day]!
  const millis = THREE_DIGITS[rest - seconds * 1000]
  return [
    date,
    'T',
    TWO_DIGITS[hours],
    ':',
    TWO_DIGITS[minutes],
    ':',
    TWO_DIGITS[seconds],
    '.',
    millis,
    'Z',
  ].join('')
}

function pickSome<T>(random: Random, items: readonly T[], min: number, max: number): T[] {
  const count = Math.min(items.length, random.int(min, max))
  const chosen = new Set<T>()
  while (chosen.size < count) chosen.add(random.pick(items))
  return [...chosen]
}

/** A contiguous run of the chart (S to XL), never a mix of charts. */
function sizesOf(random: Random, leaf: CategoryLeaf): string[] {
  const chart = SIZE_CHARTS[leaf.sizes]
  if (chart.length === 0) return []
  const from = random.int(0, 1)
  const to = random.int(chart.length - 2, chart.length - 1)
  return chart.slice(from, to + 1)
}

const fitting = new WeakMap<CategoryLeaf, Map<string, string[]>>()

/**
 * A qualifier that repeats no word of the noun ("Chelsea Chelsea Boots") and claims no material
 * the noun rules out ("Synthetic Down Sleeping Bag").
 */
function qualifierFor(random: Random, leaf: CategoryLeaf, noun: string): string {
  let byNoun = fitting.get(leaf)
  if (!byNoun) fitting.set(leaf, (byNoun = new Map()))
  let fits = byNoun.get(noun)
  if (!fits) {
    const clean = leaf.qualifiers.filter(
      (q) => !q.split(' ').some((w) => noun.includes(w)) && nameAgrees(leaf, q, noun),
    )
    fits = clean.length > 0 ? clean : leaf.qualifiers
    byNoun.set(noun, fits)
  }
  return random.pick(fits)
}

/**
 * Review counts, stars and the shown reviews. Their words come from `voice`, a stream of their
 * own (see {@link voice}).
 */
function withReviews(
  random: Random,
  voice: Random,
  leaf: CategoryLeaf,
  noun: string,
  createdAt: number,
) {
  if (random.chance(0.12)) return { reviewCount: 0 }
  const reviewCount = 1 + Math.floor(random.next() ** 3 * 1500)
  const counts = starCounts(random, reviewCount, 2.6 + random.next() ** 0.5 * 2.3)
  // Plain loops: this runs for most of a million products.
  let total = 0
  let most = 0
  const stars: number[] = []
  for (let k = 0; k < counts.length; k++) {
    const n = counts[k]!
    total += n * (k + 1)
    if (n > counts[most]!) most = k
    if (n > 0) stars.push(k + 1)
  }
  const rating = Math.round((total / reviewCount) * 10) / 10
  const oldest = Math.min(DAYS.length - 1, Math.floor((EPOCH - createdAt) / DAY))
  let daysAgo = random.int(0, 20)
  const shown: number[] = []
  const dates: string[] = []
  for (let i = 0; i < Math.min(3, reviewCount); i++) {
    shown.push(i === 0 ? most + 1 : random.pick(stars))
    daysAgo = Math.min(oldest, daysAgo + random.int(1, 60))
    dates.push(DAYS[daysAgo]!)
  }
  const reviews = writeReviews(voice, leaf, noun, shown, dates)
  return { reviewCount, rating, ratingCounts: counts, reviews }
}

// A size leads a qualifier: a number, then its unit after a (no-break) space or a hyphen ("20 L",
// "256 GB", "4-Person", "27-Inch 4K"); "5G" is no size.
const LEADING_SIZE = /^(\d+)[\u00a0 -][A-Za-z]/
const sizeBands = new WeakMap<CategoryLeaf, Map<string, SizeBand>>()

/** The band of `qualifier` among the sizes of its type's qualifiers, if it names a size. */
function sizeBand(leaf: CategoryLeaf, qualifier: string): SizeBand | undefined {
  let bands = sizeBands.get(leaf)
  if (!bands) {
    const sizes = leaf.qualifiers
      .map((q) => [q, Number(LEADING_SIZE.exec(q)?.[1])] as const)
      .filter(([, size]) => Number.isFinite(size))
      .sort((a, b) => a[1] - b[1])
    bands = new Map(sizes.map(([q], rank) => [q, { rank, of: sizes.length }]))
    sizeBands.set(leaf, bands)
  }
  return bands.get(qualifier)
}

function product(random: Random, i: number, seed: number): Product {
  const leaf = random.pick(CATEGORY_LEAVES)
  const brand = random.pick(BRANDS[leaf.lvl0]!)
  const noun = random.pick(leaf.nouns)
  const picked = random.pick(leaf.materials)
  const qualifier = qualifierFor(random, leaf, noun)
  const material = materialFor(leaf, qualifier, noun, picked)
  const model = random.pick(MODELS)
  const objectID = `p${String(i).padStart(5, '0')}`
  const list = listPrice(random, leaf.price, sizeBand(leaf, qualifier))
  const onSale = random.chance(0.2)
  const created = EPOCH - random.int(0, 730) * DAY - random.int(0, DAY - 1)
  const createdAt = isoTimestamp(created)
  const colors = colorsFor(leaf, material, pickSome(random, leaf.colors, 1, 4))
  const feedback = withReviews(random, voice(seed, i, REVIEW_VOICE), leaf, noun, created)
  const popularity = Math.floor(
    feedback.reviewCount * 10 + (feedback.rating ?? 3) * 200 + random.int(0, 5000),
  )
  const words = voice(seed, i, DESCRIPTION_VOICE)
  const description = describeProduct(words, { leaf, brand, model, noun, material })
  const price = onSale ? salePrice(random, list) : list
  const record: Product = {
    objectID,
    name: [brand, model, qualifier, noun].join(' '),
    brand,
    description,
    productType: leaf.type,
    categories: leaf.names.slice(),
    hierarchicalCategories: { lvl0: leaf.lvl0, lvl1: leaf.lvl1, lvl2: leaf.lvl2 },
    price,
    onSale,
    inStock: isInStock(seed, i),
    reviewCount: feedback.reviewCount,
    colors,
    sizes: sizesOf(random, leaf),
    popularity,
    image: productImagePath({
      objectID,
      art: artFor(leaf, qualifier, noun),
      color: colors[0]!,
      view: 1,
    }),
    url: ['/product/', objectID].join(''),
    createdAt,
  }
  if (feedback.reviewCount > 0) {
    record.rating = feedback.rating
    record.ratingCounts = feedback.ratingCounts
    record.reviews = feedback.reviews
  }
  if (onSale) record.listPrice = list
  const tags: string[] = []
  if (EPOCH - created < 30 * DAY) tags.push('new')
  if (popularity > 12_000) tags.push('bestseller')
  if (random.chance(0.05)) tags.push('eco')
  if (tags.length > 0) record._tags = tags
  return record
}

/** Words of a product: each kind from a random stream of its own (see {@link voice}). */
const DESCRIPTION_VOICE = 0x5bd1e995
const REVIEW_VOICE = 0

/**
 * The random stream of product `i`'s words of one kind. Descriptions and reviews are written
 * from streams of their own, so rewording them never moves another product's price or name.
 */
function voice(seed: number, i: number, kind: number): Random {
  return createRandom((Math.imul(i, 0x9e3779b1) ^ seed ^ kind) >>> 0)
}

/** Yields `count` deterministic products; a smaller count yields a prefix of a larger one. */
export function* generateProducts(count: number, seed = 42): Generator<Product> {
  const random = createRandom(seed)
  for (let i = 1; i <= count; i++) yield product(random, i, seed)
}

/**
 * Generates the demo catalogue: deterministic products, the primary index settings, the two
 * price-sorted virtual replicas (relevant sort: a query keeps only its most relevant hits, then
 * sorts them by price), and the shop's synonyms and query rules. `price` is the price the
 * shopper pays, so sorting and filtering follow the price shown.
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

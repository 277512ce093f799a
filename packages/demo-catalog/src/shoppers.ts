import { categoryPaths } from './category-paths'
import { typesBoughtWith } from './taxonomy'
import type { CatalogRecord as Hit, ShopperEvent as InsightsEvent } from './types'

/** Options of {@link simulateShoppers}. */
export interface SimulateShoppersOptions {
  /** The catalogue the shoppers browse. */
  records: readonly Hit[]
  /** Seed of the pseudo-random generator: same seed, same events. @default 7 */
  seed?: number
  /** Number of shopping sessions. @default 4000 */
  sessions?: number
  /** End of the simulated history, in milliseconds since the epoch. @default Date.now() */
  now?: number
  /** Length of the history in days. @default 28 */
  days?: number
  /** Index named in the events. @default 'products' */
  indexName?: string
  /** Number of distinct shoppers. @default sessions / 4 */
  shoppers?: number
}

type Random = () => number

function mulberry32(seed: number): Random {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const pick = <T>(rng: Random, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!
const hex = (rng: Random) =>
  Array.from({ length: 4 }, () =>
    Math.floor(rng() * 2 ** 32)
      .toString(16)
      .padStart(8, '0'),
  ).join('')

interface Shelf {
  items: number[]
  cumulative: number[]
}

interface Shopper {
  token: string
  categories: string[]
  brands: Set<string>
  colors: Set<string>
  budget: number
}

interface Catalogue {
  records: readonly Hit[]
  leaf: string[]
  shelves: Map<string, Shelf>
  categories: string[]
  complements: Map<string, string[]>
  /** Product type of each leaf category. */
  typeOf: Map<string, string>
  trending: Set<number>
}

const text = (v: unknown) =>
  typeof v === 'string' ? v : Array.isArray(v) ? String(v[0] ?? '') : ''
const priceOf = (r: Hit) => (typeof r.price === 'number' ? r.price : 0)
const weightOf = (r: Hit) => (typeof r.popularity === 'number' ? Math.max(1, r.popularity) : 1)

function shelveCatalogue(records: readonly Hit[], rng: Random): Catalogue {
  const leaf = records.map((r) => categoryPaths(r).at(-1) ?? (text(r.productType) || 'all'))
  const shelves = new Map<string, Shelf>()
  const stock = (key: string, i: number) => {
    let shelf = shelves.get(key)
    if (!shelf) shelves.set(key, (shelf = { items: [], cumulative: [] }))
    shelf.items.push(i)
    shelf.cumulative.push((shelf.cumulative.at(-1) ?? 0) + weightOf(records[i]!))
  }
  const typeOf = new Map<string, string>()
  leaf.forEach((category, i) => {
    typeOf.set(category, text(records[i]!.productType))
    stock(category, i)
    stock(brandShelf(category, text(records[i]!.brand)), i)
  })
  const categories = [...new Set(leaf)].sort()
  const complements = new Map<string, string[]>()
  for (const category of categories) {
    const top = category.slice(0, category.indexOf(' > ') + 3)
    // Each paired type from the shopper's own department when it has one: women's sneakers go
    // with women's jeans, not men's; a type only another department sells (backpacks) from there.
    const fits = typesBoughtWith(category).flatMap((type) => {
      const ofType = categories.filter((c) => c !== category && typeOf.get(c) === type)
      const own = ofType.filter((c) => c.startsWith(top))
      return own.length > 0 ? own : ofType
    })
    // Categories the taxonomy pairs with nothing get neighbours from their own department.
    const department = category.slice(0, category.lastIndexOf(' > '))
    const near = categories.filter((c) => c !== category && c.startsWith(`${department} > `))
    complements.set(
      category,
      fits.length > 0
        ? fits.slice(0, 3)
        : near.length > 0
          ? [pick(rng, near), pick(rng, near)]
          : [],
    )
  }
  const trending = new Set<number>()
  const count = Math.max(5, Math.round(records.length / 100))
  while (trending.size < Math.min(count, records.length)) {
    trending.add(Math.floor(rng() * records.length))
  }
  return { records, leaf, shelves, categories, complements, typeOf, trending }
}

function drawFrom(shelf: Shelf, rng: Random): number {
  const target = rng() * shelf.cumulative.at(-1)!
  let lo = 0
  let hi = shelf.cumulative.length - 1
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (shelf.cumulative[mid]! > target) hi = mid
    else lo = mid + 1
  }
  return shelf.items[lo]!
}

const brandShelf = (category: string, brand: string) => `${category}\u0000${brand}`

function taste(c: Catalogue, shopper: Shopper, item: number, late: boolean): number {
  const r = c.records[item]!
  const colors = Array.isArray(r.colors) ? (r.colors as unknown[]) : []
  let t = shopper.brands.has(text(r.brand)) ? 1 : 0.25
  if (colors.some((k) => shopper.colors.has(String(k)))) t *= 1
  else t *= 0.5
  if (priceOf(r) > shopper.budget) t *= 0.4
  if (late && c.trending.has(item)) t = Math.min(1, t * 4) + 0.5
  return t / 1.5
}

/**
 * Draws an item of a category by popularity, from one of the shopper's brands more often than
 * not, kept with the probability of the shopper's taste (colours, budget, trends).
 */
function browse(c: Catalogue, shopper: Shopper, category: string, rng: Random, late: boolean) {
  const brand = rng() < 0.6 ? pick(rng, [...shopper.brands]) : undefined
  const shelf = (brand && c.shelves.get(brandShelf(category, brand))) || c.shelves.get(category)!
  let item = drawFrom(shelf, rng)
  for (let tries = 0; tries < 6 && rng() > 2 * taste(c, shopper, item, late); tries++) {
    item = drawFrom(shelf, rng)
  }
  return item
}

/** Whether the taxonomy pairs the two leaf categories (either one's `goesWith` names the other). */
function goTogether(c: Catalogue, a: string, b: string): boolean {
  return (
    typesBoughtWith(a).includes(c.typeOf.get(b) ?? '') ||
    typesBoughtWith(b).includes(c.typeOf.get(a) ?? '')
  )
}

/**
 * The basket of one purchase: `chosen` and those of `offered` (its companions) that go with every
 * item already in it, taken in a random order. A basket is one intent (tent, sleeping bag, head
 * torch; French press, coffee, mugs): a companion that only goes with the first item is left out,
 * so the orders of men's boots with jeans, a jacket and a shirt no longer pair the jacket with
 * the shirt, nor headphones' baskets a phone with a laptop. The random order gives each of two
 * companions that rule each other out the same share of the orders (men's jeans: a shirt or
 * sneakers), so both still open the item's bought-together list.
 */
function basketOf(c: Catalogue, chosen: number, offered: number[], rng: Random): number[] {
  for (let i = offered.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1))
    ;[offered[i], offered[j]] = [offered[j]!, offered[i]!]
  }
  const basket = [chosen]
  for (const item of offered) {
    if (basket.every((other) => goTogether(c, c.leaf[other]!, c.leaf[item]!))) basket.push(item)
  }
  return basket
}

/** Complementary items bought with `item`: stable per item (seeded by its position). */
function companionsOf(c: Catalogue, item: number, seed: number): number[] {
  const rng = mulberry32(seed ^ Math.imul(item + 1, 0x9e3779b1))
  const out: number[] = []
  for (const category of c.complements.get(c.leaf[item]!) ?? []) {
    out.push(drawFrom(c.shelves.get(category)!, rng))
  }
  return out
}

function makeShopper(c: Catalogue, n: number, rng: Random): Shopper {
  const favourite = pick(rng, c.categories)
  const sample = (k: number) =>
    Array.from({ length: k }, () => c.records[drawFrom(c.shelves.get(favourite)!, rng)]!)
  const seen = sample(6)
  const prices = seen.map(priceOf).sort((a, b) => a - b)
  return {
    token: `shopper-${n}`,
    categories: [
      favourite,
      pick(rng, c.categories),
      ...(c.complements.get(favourite) ?? []).slice(0, 1),
    ],
    brands: new Set(seen.slice(0, 2).map((r) => text(r.brand))),
    colors: new Set(
      seen.slice(2, 4).flatMap((r) => (Array.isArray(r.colors) ? r.colors.map(String) : [])),
    ),
    budget: (prices.at(-1) ?? 0) * (0.8 + rng()),
  }
}

interface SessionContext {
  c: Catalogue
  shopper: Shopper
  rng: Random
  index: string
  start: number
  late: boolean
  seed: number
}

function simulateSession(ctx: SessionContext, out: InsightsEvent[]): void {
  const { c, shopper, rng, index } = ctx
  const userToken = shopper.token
  let t = ctx.start
  const next = () => (t += 15_000 + Math.floor(rng() * 75_000))
  const category = rng() < 0.85 ? pick(rng, shopper.categories) : pick(rng, c.categories)
  const queryID = rng() < 0.5 ? hex(rng) : undefined
  if (rng() < 0.15) {
    const filters = [`brand:${pick(rng, [...shopper.brands])}`]
    out.push({
      eventName: 'Brand Filter Clicked',
      eventType: 'click',
      index,
      userToken,
      timestamp: next(),
      filters,
    })
  }
  const viewed: number[] = []
  const views = 2 + Math.floor(-Math.log(1 - rng()) * 3)
  for (let v = 0; v < views; v++) {
    const item = browse(c, shopper, category, rng, ctx.late)
    const objectIDs = [c.records[item]!.objectID]
    viewed.push(item)
    if (queryID && v < 2) {
      const positions = [1 + Math.floor(rng() * 12)]
      out.push({
        eventName: 'Hit Clicked',
        eventType: 'click',
        index,
        userToken,
        timestamp: next(),
        objectIDs,
        positions,
        queryID,
      })
    }
    out.push({
      eventName: 'Product Viewed',
      eventType: 'view',
      index,
      userToken,
      timestamp: next(),
      objectIDs,
    })
  }
  if (rng() > 0.4) return
  const liking = (item: number) => taste(c, shopper, item, ctx.late)
  const chosen = viewed.reduce((best, item) => (liking(item) > liking(best) ? item : best))
  const objectData = [{ price: priceOf(c.records[chosen]!), quantity: 1 }]
  const cart: InsightsEvent = {
    eventName: 'Added To Cart',
    eventType: 'conversion',
    eventSubtype: 'addToCart',
    index,
    userToken,
    timestamp: next(),
    objectIDs: [c.records[chosen]!.objectID],
    objectData,
    currency: 'EUR',
  }
  if (queryID) cart.queryID = queryID
  out.push(cart)
  if (rng() > 0.65) return
  const items = basketOf(
    c,
    chosen,
    companionsOf(c, chosen, ctx.seed).filter(() => rng() < 0.6),
    rng,
  )
  const objectIDs = items.map((i) => c.records[i]!.objectID)
  const bought = items.map((i) => ({ price: priceOf(c.records[i]!), quantity: 1 }))
  out.push({
    eventName: 'Products Purchased',
    eventType: 'conversion',
    eventSubtype: 'purchase',
    index,
    userToken,
    timestamp: next(),
    objectIDs,
    objectData: bought,
    currency: 'EUR',
  })
}

function byTime(events: InsightsEvent[]): InsightsEvent[] {
  const times = Float64Array.from(events, (e) => e.timestamp)
  const order = Uint32Array.from(events, (_, i) => i).sort((a, b) => times[a]! - times[b]! || a - b)
  return Array.from(order, (i) => events[i]!)
}

/**
 * Simulates the browsing history of shoppers with latent tastes over a catalogue, so that
 * every recommendation model has signal on first start. Each shopper favours a few categories,
 * two brands, a few colours and a budget; a session explores one category (views, clicks after
 * a search with a queryID and positions, sometimes a brand filter), may add the best-liked item
 * to the cart and buy it with complementary items from the categories usually bought with it,
 * every two of them a pair the taxonomy declares.
 * About 1% of the items become popular in the last two days (trending). Deterministic for a
 * given seed; events are sorted by time.
 * @example
 * const events = simulateShoppers({ records, seed: 7, sessions: 4000, now: Date.now() })
 */
export function simulateShoppers(options: SimulateShoppersOptions): InsightsEvent[] {
  const { records, seed = 7, sessions = 4000, now = Date.now(), days = 28 } = options
  if (records.length === 0 || sessions <= 0) return []
  const rng = mulberry32(seed)
  const c = shelveCatalogue(records, rng)
  const shoppers = Array.from(
    { length: options.shoppers ?? Math.max(1, Math.ceil(sessions / 4)) },
    (_, n) => makeShopper(c, n, rng),
  )
  const span = days * 86_400_000
  const events: InsightsEvent[] = []
  for (let s = 0; s < sessions; s++) {
    const shopper = shoppers[Math.floor(shoppers.length * rng() ** 1.5)]!
    const start = now - span + Math.floor(rng() * (span - 3_600_000))
    const late = now - start < 2 * 86_400_000
    simulateSession(
      { c, shopper, rng, index: options.indexName ?? 'products', start, late, seed },
      events,
    )
  }
  return byTime(events)
}

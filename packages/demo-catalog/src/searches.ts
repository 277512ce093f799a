import type { CatalogRecord } from './types'
import { createRandom, type Random } from './random'

/** Options of {@link simulateSearches}. */
export interface SimulateSearchesOptions {
  /** The catalogue the shoppers search. */
  records: readonly CatalogRecord[]
  /** Seed of the generator: the same seed gives the same searches. @default 11 */
  seed?: number
  /** Number of searches. @default 6000 */
  count?: number
  /** End of the history, in milliseconds since the epoch. @default Date.now() */
  now?: number
  /** Length of the history in days. @default 28 */
  days?: number
}

/**
 * One simulated search, before it meets an engine: what the shopper typed and did. The engine's
 * seed runs it to learn the hits, then records it and the click that followed.
 */
export interface SimulatedSearch {
  /** Milliseconds since the epoch. */
  t: number
  query: string
  userToken: string
  /** The page the search came from (its `analyticsTags`). */
  tag: 'search-page' | 'autocomplete' | 'category-page'
  /** The shopper narrowed the results to the brand of the first hit. */
  filterByBrand: boolean
  /** Sent with `clickAnalytics` (a tracked search). */
  tracked: boolean
  /** 1-based position of the hit clicked after the search, if any. */
  clickPosition?: number
  /** The clicked product was then added to the cart. */
  converted?: boolean
}

// What shoppers type that the catalogue does not have: the demo's no-result searches.
const MISSES = ['gift card', 'unicorn onesie', 'vinyl records', 'wedding dress', 'drone', 'kayak']
const TAGS = [
  'search-page',
  'search-page',
  'search-page',
  'autocomplete',
  'autocomplete',
  'category-page',
] as const

function lastWord(name: unknown): string {
  return typeof name === 'string' ? (name.split(' ').pop() ?? '').toLowerCase() : ''
}

/** Candidate queries drawn from the catalogue (product nouns, colour + noun, brands), commonest first. */
function candidates(records: readonly CatalogRecord[]): string[] {
  const weights = new Map<string, number>()
  const add = (query: string, w: number) => {
    if (query.trim()) weights.set(query, (weights.get(query) ?? 0) + w)
  }
  for (const record of records) {
    const noun = lastWord(record.name)
    const colors = Array.isArray(record.colors) ? (record.colors as string[]) : []
    add(noun, 4)
    if (colors[0]) add(`${colors[0].toLowerCase()} ${noun}`, 1)
    if (typeof record.brand === 'string') add(record.brand.toLowerCase(), 1)
  }
  return [...weights].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([q]) => q)
}

/** A rank with a long-tail law: a few queries are very popular, many are rare. */
function longTail(random: Random, n: number): number {
  return Math.min(n - 1, Math.floor(n ** (random.next() ** 1.6)) - 1)
}

/**
 * Simulates the demo shoppers' searches over the last `days` days: queries from the catalogue
 * with a long-tail popularity, 20% narrowed by a brand, 3% for things the shop does not sell;
 * 70% tracked, about a third of those followed by a click (mostly near the top) and some of the
 * clicks by an add-to-cart. Deterministic for a seed and `now`.
 */
export function simulateSearches(options: SimulateSearchesOptions): SimulatedSearch[] {
  const random = createRandom(options.seed ?? 11)
  const count = options.count ?? 6000
  const now = options.now ?? Date.now()
  const span = (options.days ?? 28) * 86_400_000
  const queries = candidates(options.records)
  if (queries.length === 0) return []
  const out: SimulatedSearch[] = []
  for (let i = 0; i < count; i++) {
    const miss = random.chance(0.03)
    const search: SimulatedSearch = {
      t: Math.floor(now - span + (span * i) / count),
      query: miss ? random.pick(MISSES) : queries[longTail(random, queries.length)]!,
      userToken: `demo-searcher-${random.int(0, 399)}`,
      tag: random.pick(TAGS),
      filterByBrand: !miss && random.chance(0.2),
      tracked: random.chance(0.7),
    }
    if (search.tracked && random.chance(0.35)) {
      search.clickPosition = 1 + Math.floor(-Math.log(1 - random.next()) * 2)
      search.converted = random.chance(0.3)
    }
    out.push(search)
  }
  return out
}

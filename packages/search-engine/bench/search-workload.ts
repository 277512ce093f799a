import { createRandom, type Product } from '@vitrine/demo-catalog'

/** One benchmark query: 1-2 words (some with a typo) and one filter. */
export interface WorkloadQuery {
  query: string
  filter: { kind: 'price'; max: number } | { kind: 'onSale' } | { kind: 'rating'; min: number }
}

/** The five facets requested by every benchmark query. */
export const FIVE_FACETS = [
  'brand',
  'hierarchicalCategories.lvl0',
  'hierarchicalCategories.lvl1',
  'colors',
  'price',
]

function typo(word: string, random: ReturnType<typeof createRandom>): string {
  const at = random.int(1, word.length - 2)
  const kind = random.int(0, 2)
  if (kind === 0) return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2)
  if (kind === 1) return word.slice(0, at) + word.slice(at + 1)
  return word.slice(0, at) + 'aeiou'[random.int(0, 4)] + word.slice(at + 1)
}

function wordsOf(record: Product): string[] {
  return `${record.brand} ${record.productType} ${record.name} ${record.colors.join(' ')}`
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3)
}

/**
 * Deterministic query mix drawn from the catalogue: 1-2 words taken from one product (so most
 * queries have results), a quarter with one typo in a word of 5+ letters, and one filter each.
 */
export function buildWorkload(records: Product[], count: number, seed = 1): WorkloadQuery[] {
  const random = createRandom(seed)
  const queries: WorkloadQuery[] = []
  while (queries.length < count) {
    const words = wordsOf(records[random.int(0, records.length - 1)]!)
    const picked = random.chance(0.5)
      ? [random.pick(words)]
      : [random.pick(words), random.pick(words)]
    if (new Set(picked).size !== picked.length) continue
    if (random.chance(0.25)) {
      const i = picked.findIndex((w) => w.length >= 5)
      if (i < 0) continue
      picked[i] = typo(picked[i]!, random)
    }
    const roll = random.int(0, 2)
    const filter: WorkloadQuery['filter'] =
      roll === 0
        ? { kind: 'price', max: random.int(50, 500) }
        : roll === 1
          ? { kind: 'onSale' }
          : { kind: 'rating', min: random.pick([3, 3.5, 4]) }
    queries.push({ query: picked.join(' '), filter })
  }
  return queries
}

/** The filter as an Algolia `filters` string. */
export function algoliaFilter(filter: WorkloadQuery['filter']): string {
  if (filter.kind === 'price') return `price < ${filter.max}`
  if (filter.kind === 'onSale') return 'onSale:true'
  return `rating >= ${filter.min}`
}

/** The filter as a record predicate (for engines that filter in JavaScript). */
export function filterPredicate(filter: WorkloadQuery['filter']): (doc: Product) => boolean {
  if (filter.kind === 'price') return (doc) => doc.price < filter.max
  if (filter.kind === 'onSale') return (doc) => doc.onSale
  return (doc) => (doc.rating ?? 0) >= filter.min
}

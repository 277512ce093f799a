import { priceBand, type ItemFeatures } from './item-features'
import type { TraitWeights } from './trait-weights'

function sortedOverlap(a: readonly number[], b: readonly number[]): number {
  let i = 0
  let j = 0
  let shared = 0
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      shared++
      i++
      j++
    } else if (a[i]! < b[j]!) i++
    else j++
  }
  return shared
}

function jaccard(a: readonly number[], b: readonly number[], sorted: boolean): number {
  if (a.length === 0 || b.length === 0) return 0
  const shared = sorted ? sortedOverlap(a, b) : a.filter((x) => b.includes(x)).length
  return shared / (a.length + b.length - shared)
}

/** Share of the category path two items have in common (1 = same leaf category). */
export function categorySimilarity(a: ItemFeatures, b: ItemFeatures): number {
  const depth = Math.max(a.cats.length, b.cats.length)
  if (depth === 0) return 0
  let shared = 0
  while (shared < depth && a.cats[shared] !== undefined && a.cats[shared] === b.cats[shared]) {
    shared++
  }
  return shared / depth
}

function priceCloseness(a: number, b: number): number {
  if (Number.isNaN(a) || Number.isNaN(b)) return 0
  return Math.max(0, 1 - Math.abs(Math.log(a / b)) / Math.log(3))
}

function bandCloseness(a: number, b: number): number {
  const gap = Math.abs(priceBand(a) - priceBand(b))
  if (Number.isNaN(gap)) return 0
  return gap === 0 ? 1 : gap === 1 ? 0.5 : 0
}

const same = (a: number, b: number) => (a >= 0 && a === b ? 1 : 0)

/**
 * Content similarity for related products, 0..1: category path, product type, brand, name
 * words and price.
 */
export function relatedSimilarity(a: ItemFeatures, b: ItemFeatures): number {
  return (
    0.35 * categorySimilarity(a, b) +
    0.2 * same(a.type, b.type) +
    0.15 * same(a.brand, b.brand) +
    0.15 * jaccard(a.tokens, b.tokens, true) +
    0.15 * priceCloseness(a.price, b.price)
  )
}

/**
 * Look-alike similarity, 0..1: product type, category, colours, then finer grades that separate
 * otherwise equal candidates: price closeness on a continuous scale (not only the band) and
 * shared name words (style words such as "linen", "chunky", "slim").
 */
export function visualSimilarity(a: ItemFeatures, b: ItemFeatures): number {
  return (
    0.3 * same(a.type, b.type) +
    0.2 * categorySimilarity(a, b) +
    0.25 * jaccard(a.colors, b.colors, false) +
    0.05 * bandCloseness(a.price, b.price) +
    0.1 * priceCloseness(a.price, b.price) +
    0.1 * jaccard(a.tokens, b.tokens, true)
  )
}

/** Weighted share of the trait attributes two items agree on (Jaccard of values per attribute). */
function traitOverlap(a: ItemFeatures, b: ItemFeatures, weights: TraitWeights): number {
  let shared = 0
  let total = 0
  for (let i = 0; i < a.traits.length; i++) {
    const x = a.traits[i]!
    const y = b.traits[i] ?? []
    if (x.length === 0 && y.length === 0) continue
    const w = weights[i] ?? 0
    total += w
    shared += w * jaccard(x, y, true)
  }
  return total > 0 ? shared / total : 0
}

/**
 * Similarity of records known only by their traits (another schema than the demo shop's),
 * 0..1: traits weighted by how much agreeing on each tells (see `trait-weights.ts`), then name
 * words and price closeness.
 */
export function traitSimilarity(a: ItemFeatures, b: ItemFeatures, weights: TraitWeights): number {
  return (
    0.7 * traitOverlap(a, b, weights) +
    0.2 * jaccard(a.tokens, b.tokens, true) +
    0.1 * priceCloseness(a.price, b.price)
  )
}

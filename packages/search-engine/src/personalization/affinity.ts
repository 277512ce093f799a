import type { IdTable } from '../recommend/id-table'
import { decayedValue, type UserProfile } from './user-profiles'

/**
 * A user's interests at one moment, normalised: each facet value's weight divided by the
 * strongest value of the same attribute (so the favourite brand is 1), each item's weight by
 * the strongest item.
 */
export interface Affinity {
  /** Facet pair id → 0..1, relative to the strongest value of the attribute. */
  readonly facets: ReadonlyMap<number, number>
  /** Facet pair id → share of the attribute's interest (the values of an attribute sum to 1). */
  readonly shares: ReadonlyMap<number, number>
  /** Slot (0..attributes.length-1) of the attribute of each facet id of `facets`. */
  readonly slotOf: ReadonlyMap<number, number>
  /** Attributes the user showed any interest in. */
  readonly attributes: readonly string[]
  /** Item id → 0..1. */
  readonly items: ReadonlyMap<number, number>
}

/** Attribute of an interned facet pair `f:attribute:value`. */
export function attributeOfFacet(strings: IdTable, facet: number): string {
  const name = strings.name(facet)
  return name.slice(2, name.indexOf(':', 2))
}

function normaliseItems(profile: UserProfile, now: number): Map<number, number> {
  const items = new Map<number, number>()
  let max = 0
  for (const [item, entry] of profile.items) {
    const value = decayedValue(entry, now)
    items.set(item, value)
    max = Math.max(max, value)
  }
  if (max > 0) for (const [item, value] of items) items.set(item, value / max)
  return items
}

/** Computes the normalised {@link Affinity} of a profile at time `now`. */
export function computeAffinity(profile: UserProfile, strings: IdTable, now: number): Affinity {
  const raw = new Map<number, number>()
  const attributeOf = new Map<number, string>()
  const maxByAttribute = new Map<string, number>()
  const totalByAttribute = new Map<string, number>()
  for (const [facet, entry] of profile.facets) {
    const value = decayedValue(entry, now)
    const attribute = attributeOfFacet(strings, facet)
    raw.set(facet, value)
    attributeOf.set(facet, attribute)
    maxByAttribute.set(attribute, Math.max(maxByAttribute.get(attribute) ?? 0, value))
    totalByAttribute.set(attribute, (totalByAttribute.get(attribute) ?? 0) + value)
  }
  const attributes = [...maxByAttribute.keys()]
  const facets = new Map<number, number>()
  const shares = new Map<number, number>()
  const slotOf = new Map<number, number>()
  for (const [facet, value] of raw) {
    const attribute = attributeOf.get(facet)!
    const max = maxByAttribute.get(attribute) ?? 0
    const total = totalByAttribute.get(attribute) ?? 0
    facets.set(facet, max > 0 ? value / max : 0)
    shares.set(facet, total > 0 ? value / total : 0)
    slotOf.set(facet, attributes.indexOf(attribute))
  }
  return { facets, shares, slotOf, attributes, items: normaliseItems(profile, now) }
}

// Scratch space of facetMatch / logShareMatch (calls are synchronous, so one buffer serves them all).
let best = new Float64Array(16)

function bestPerAttribute(
  weights: ReadonlyMap<number, number>,
  affinity: Affinity,
  itemFacets: readonly number[],
) {
  const count = affinity.attributes.length
  if (best.length < count) best = new Float64Array(count * 2)
  best.fill(0, 0, count)
  for (const facet of itemFacets) {
    const weight = weights.get(facet)
    if (weight === undefined) continue
    const slot = affinity.slotOf.get(facet)!
    if (weight > best[slot]!) best[slot] = weight
  }
  return count
}

/**
 * How well an item's facet values match the user's interests, 0..1: for each attribute the user
 * cares about, the best normalised weight among the item's values, averaged over attributes.
 */
export function facetMatch(affinity: Affinity, itemFacets: readonly number[]): number {
  const count = bestPerAttribute(affinity.facets, affinity, itemFacets)
  if (count === 0) return 0
  let sum = 0
  for (let i = 0; i < count; i++) sum += best[i]!
  return sum / count
}

/**
 * Log-likelihood-like match of an item with the user's tastes: over the attributes the user
 * cares about, Σ log((ε + share of the item's value) / (1 + ε)); 0 for a perfect match, more
 * negative the less the item's values weigh in the user's interests.
 */
export function logShareMatch(
  affinity: Affinity,
  itemFacets: readonly number[],
  epsilon: number,
): number {
  const count = bestPerAttribute(affinity.shares, affinity, itemFacets)
  let sum = 0
  for (let i = 0; i < count; i++) sum += Math.log((epsilon + best[i]!) / (1 + epsilon))
  return sum
}

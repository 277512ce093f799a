import { formatPrice } from '../format'

/** Either end may be open (`undefined`). */
export interface Bounds {
  min?: number
  max?: number
}

/** What to refine with, and what to tell the shopper when the input had to be adjusted. */
export interface PriceRangeChoice {
  /** The refinement: an open end filters nothing on that side. */
  bounds: [number | undefined, number | undefined]
  /** Set when a bound lay outside the results' prices (or both were left open by that). */
  note?: string
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value))
}

function describe(from: number | undefined, to: number | undefined): string {
  if (from !== undefined && to !== undefined) return `${formatPrice(from)}–${formatPrice(to)}`
  if (from !== undefined) return `${formatPrice(from)} and up`
  return `up to ${formatPrice(to ?? 0)}`
}

/**
 * The price refinement for what the shopper typed, given the results' price range `prices`.
 * Inverted bounds are swapped. A bound outside the results' prices is clamped into them (the
 * search would ignore it otherwise), and a bound at the range's end is left open, since it
 * filters nothing; either adjustment comes with a note saying what is shown instead.
 */
export function choosePriceRange(input: Bounds, prices: Bounds): PriceRangeChoice {
  let { min: from, max: to } = input
  if (from !== undefined && to !== undefined && from > to) [from, to] = [to, from]
  const { min: low, max: high } = prices
  if (low === undefined || high === undefined) return { bounds: [from, to] }

  const clampedFrom = from === undefined ? undefined : clamp(from, low, high)
  const clampedTo = to === undefined ? undefined : clamp(to, low, high)
  const adjusted = clampedFrom !== from || clampedTo !== to
  const bounds: [number | undefined, number | undefined] = [
    clampedFrom === undefined || clampedFrom <= low ? undefined : clampedFrom,
    clampedTo === undefined || clampedTo >= high ? undefined : clampedTo,
  ]
  if (!adjusted) return { bounds }
  const span = `Prices here run from ${formatPrice(low)} to ${formatPrice(high)}`
  const note =
    bounds[0] === undefined && bounds[1] === undefined
      ? `${span}, so every result is already in your range.`
      : `${span}: showing ${describe(...bounds)}.`
  return { bounds, note }
}

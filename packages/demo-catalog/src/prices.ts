import type { Random } from './random'

/** Rounds to a shelf price: x.99 under 200, then whole tens minus a cent (249.99). */
export function shelfPrice(value: number): number {
  const whole = value < 200 ? Math.max(1, Math.round(value)) : Math.round(value / 10) * 10
  return Math.round(whole * 100 - 1) / 100
}

/** Where a product's size stands among the sizes its type comes in (0 the smallest). */
export interface SizeBand {
  rank: number
  of: number
}

/**
 * A list price within the type's range, skewed towards its low end. A product of one of several
 * sizes (`band`) takes its size's share of the range, so a 20 L daypack lists below a 45 L
 * backpack and a 2-person tent below a 4-person one. One draw either way: a product's price
 * moves with its size alone, every other product keeps its own.
 */
export function listPrice(
  random: Random,
  [low, high]: readonly [number, number],
  band?: SizeBand,
): number {
  const skewed = random.next() ** 1.8
  const at = band && band.of > 1 ? (band.rank + skewed) / band.of : skewed
  return shelfPrice(low + (high - low) * at)
}

/** A sale price 15 to 40 % below `list`, always strictly below it. */
export function salePrice(random: Random, list: number): number {
  const sale = shelfPrice(list * (0.6 + random.next() * 0.25))
  return sale < list ? sale : Math.round((list - 1) * 100) / 100
}

import type { Random } from './random'

/** Rounds to a shelf price: x.99 under 200, then whole tens minus a cent (249.99). */
export function shelfPrice(value: number): number {
  const whole = value < 200 ? Math.max(1, Math.round(value)) : Math.round(value / 10) * 10
  return Math.round(whole * 100 - 1) / 100
}

/** A list price within the type's range, skewed towards its low end. */
export function listPrice(random: Random, [low, high]: readonly [number, number]): number {
  return shelfPrice(low + (high - low) * random.next() ** 1.8)
}

/** A sale price 15 to 40 % below `list`, always strictly below it. */
export function salePrice(random: Random, list: number): number {
  const sale = shelfPrice(list * (0.6 + random.next() * 0.25))
  return sale < list ? sale : Math.round((list - 1) * 100) / 100
}

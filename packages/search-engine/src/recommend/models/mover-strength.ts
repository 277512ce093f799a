import { trendStrength, type Trend } from './trend'

/**
 * How strongly a value (a facet value: a brand, a category) is expected to be among the next
 * period's best movers, from the trends of all values at once (empirical Bayes).
 *
 * The plain trend z-score of one value, (recent − expected) / √(expected + 1), reads every
 * deviation as a trend. On broad values (a category holding hundreds of items) most of a day's
 * deviation is noise that does not carry over: ranked by it, the list named yesterday's random
 * bumps and lost to the store's plain best sellers on the real Groceries purchases (15% vs 21%
 * of next day's movers). Across values, the squared deviation d² of recent from expected
 * activity is fitted as c·(e + 1) + σ²·e²: c is the noise a value of that size shows anyway
 * (Poisson-like, scaled by event weights and decay), σ² the share of real, relative movement.
 * Then, per value:
 * - its deviation is believed in proportion to how much of it is real movement,
 *   r = σ²(e + c)² / (σ²(e + c)² + c(e + 1)), and the expected next-period z is r·d / √(c(e + 1));
 * - a value whose activity really moves (σ²e² beside the noise c(e + 1)) is more often among the
 *   next period's movers whatever its direction today: √(1 + σ²e² / (c(e + 1))) − 1 is added.
 * When the values show no movement beyond noise (σ² = 0, or fewer than three values to tell),
 * the plain z-score ranks them, as for items.
 */
export function moverStrength(values: readonly Trend[]): (trend: Trend) => number {
  const fit = fitDispersion(values)
  if (!fit) return trendStrength
  const { noise: c, movement: sigma2 } = fit
  return ({ recent, expected: e }) => {
    if (recent < 1) return 0
    const noise = c * (e + 1)
    const prior = sigma2 * (e + c) * (e + c)
    const believed = prior / (prior + noise)
    const mean = (believed * (recent - e)) / Math.sqrt(noise)
    const spread = Math.sqrt(1 + (sigma2 * e * e) / noise) - 1
    const strength = mean + spread
    return strength > 0 ? strength : 0
  }
}

/** Least-squares fit of d²/(e + 1) = c + σ²·e²/(e + 1) over the values, or none. */
export function fitDispersion(
  values: readonly Trend[],
): { noise: number; movement: number } | undefined {
  let n = 0
  let sx = 0
  let sy = 0
  let sxx = 0
  let sxy = 0
  for (const { recent, expected } of values) {
    if (!(expected >= 0) || !Number.isFinite(recent)) continue
    const x = (expected * expected) / (expected + 1)
    const y = (recent - expected) ** 2 / (expected + 1)
    n++
    sx += x
    sy += y
    sxx += x * x
    sxy += x * y
  }
  if (n < 3) return undefined
  const spreadX = sxx - (sx * sx) / n
  const movement = spreadX > 0 ? (sxy - (sx * sy) / n) / spreadX : 0
  if (!(movement > 0) || !Number.isFinite(movement)) return undefined
  const noise = (sy - movement * sx) / n
  return { noise: noise > 0 ? noise : 1, movement }
}

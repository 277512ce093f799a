import type { QueryStats } from './bucket'

/** The Analytics API's `currencies` object: `{ USD: { currency: 'USD', revenue } }`. */
export function currencies(
  stats: QueryStats,
): Record<string, { currency: string; revenue: number }> {
  const out: Record<string, { currency: string; revenue: number }> = {}
  for (const [currency, amount] of Object.entries(stats.revenue ?? {}).sort(([a], [b]) =>
    a < b ? -1 : 1,
  )) {
    // Sums of prices in floating point: round to the cent as money is shown.
    out[currency] = { currency, revenue: Math.round(amount * 100) / 100 }
  }
  return out
}

// Table rows of the trending evaluation (src/recommend/trend-evaluation.ts), shared by benches.
import type { TrendScore } from '../src/recommend/trend-evaluation'

const pct = (x: number) => `${(100 * x).toFixed(1)}%`.padStart(7)

export const TREND_HEADER = `${'model'.padEnd(20)} ${'cuts'.padStart(5)} ${'P@10'.padStart(7)} ${'lastday'.padStart(7)} ${'alltime'.padStart(7)}  won/lost  vs the better baseline`

function verdict(t: TrendScore): string {
  const best = Math.max(t.lastPeriod, t.allTime)
  // Means of the same few fractions: equal up to rounding.
  if (Math.abs(t.trending - best) < 1e-9) return 'as good'
  return t.trending > best ? 'better' : 'WORSE'
}

export const trendRow = (name: string, t: TrendScore) =>
  `${name.padEnd(20)} ${String(t.cuts).padStart(5)} ${pct(t.trending)} ${pct(t.lastPeriod)} ${pct(t.allTime)}  ${`${t.wins}/${t.losses}`.padStart(8)}  ${verdict(t)}`

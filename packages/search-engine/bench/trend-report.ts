// Table rows of the trending evaluation (src/recommend/trend-evaluation.ts), shared by benches.
import type { TrendScore } from '../src/recommend/trend-evaluation'

const pct = (x: number) => `${(100 * x).toFixed(1)}%`.padStart(7)

export const TREND_HEADER = `${'model'.padEnd(20)} ${'cuts'.padStart(5)} ${'P@10'.padStart(7)} ${'lastday'.padStart(7)} ${'alltime'.padStart(7)}  won/lost  vs the better baseline`

export const trendRow = (name: string, t: TrendScore) =>
  `${name.padEnd(20)} ${String(t.cuts).padStart(5)} ${pct(t.trending)} ${pct(t.lastPeriod)} ${pct(t.allTime)}  ${`${t.wins}/${t.losses}`.padStart(8)}  ${t.trending > Math.max(t.lastPeriod, t.allTime) ? 'better' : 'NOT BETTER'}`

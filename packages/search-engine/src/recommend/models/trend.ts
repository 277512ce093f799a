import type { IndexModel } from '../index-model'
import { saturate, type ScoredItem } from '../scored'

/** Recent activity and what the baseline predicts for the same window. */
export interface Trend {
  recent: number
  expected: number
}

/** The trend of every active item at one moment, plus per-use caches. */
export interface TrendSnapshot {
  items: Int32Array
  recent: Float64Array
  expected: Float64Array
  /** Items by trend score, best first. */
  ranked: ScoredItem[]
  /** Trending values per facet name, filled on demand. */
  facets: Map<string, unknown>
}

/** z = 4 maps to a score of 63. */
export const Z_SCALE = 4
/** Least wall-clock time between two recomputations of an index's trends. */
const REFRESH_MS = 1000

/**
 * Growth of activity against the baseline as a Poisson z-score, (recent − expected) /
 * √(expected + 1): steady items sit near 0, items whose activity jumped score high, and a
 * single event is not a trend.
 */
export function trendStrength({ recent, expected }: Trend): number {
  if (recent < 1) return 0
  return Math.max(0, (recent - expected) / Math.sqrt(expected + 1))
}

/** Trend score on 0..100 of a {@link Trend}. */
export const trendScore = (trend: Trend) => saturate(trendStrength(trend), Z_SCALE)

function compute(model: IndexModel, now: number): TrendSnapshot {
  const { trendShort, trendLong, options } = model.interactions
  const keys = [...trendShort.keys()]
  const items = Int32Array.from(keys)
  const recent = new Float64Array(keys.length)
  const expected = new Float64Array(keys.length)
  const ratio = options.trendShortMs / options.trendLongMs
  const ranked: ScoredItem[] = []
  for (let i = 0; i < keys.length; i++) {
    recent[i] = trendShort.value(items[i]!, now)
    expected[i] = trendLong.value(items[i]!, now) * ratio
    const score = trendScore({ recent: recent[i]!, expected: expected[i]! })
    if (score > 0) ranked.push({ item: items[i]!, score })
  }
  ranked.sort((a, b) => b.score - a.score || a.item - b.item)
  return { items, recent, expected, ranked, facets: new Map() }
}

interface Memo {
  events: number
  now: number
  at: number
  snapshot: TrendSnapshot
}

const memos = new WeakMap<IndexModel, Memo>()

/**
 * Recent (time constant one day) vs baseline (two weeks) activity of every item, at `now`.
 * Recomputed when events arrived or the clock moved, at most once a second, so that trending
 * requests stay cheap on a busy index.
 */
export function trendSnapshot(model: IndexModel, now: number): TrendSnapshot {
  const events = model.interactions.events
  const memo = memos.get(model)
  const fresh = memo && memo.events === events && memo.now === now
  if (memo && (fresh || performance.now() - memo.at < REFRESH_MS)) return memo.snapshot
  const snapshot = compute(model, now)
  memos.set(model, { events, now, at: performance.now(), snapshot })
  return snapshot
}

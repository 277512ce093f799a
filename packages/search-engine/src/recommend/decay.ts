import { createNumberColumn } from './number-column'

/** Exponentially decayed sums per integer key, each remembered with the time of its last update. */
export interface DecayedSums {
  /** Adds `weight` observed at time `t` (out-of-order times are decayed correctly too). */
  add(key: number, weight: number, t: number): void
  /** The decayed sum of `key` at time `now`. */
  value(key: number, now: number): number
  /** Keys that ever received a weight. */
  keys(): Iterable<number>
}

/**
 * Creates decayed sums with time constant `tauMs`: an observation of weight w at time t counts
 * w·exp(-(now - t)/tau) at `now`. Storing (value, time of last update) per key keeps this exact
 * and incremental.
 */
export function createDecayedSums(tauMs: number): DecayedSums {
  const values = createNumberColumn()
  const times = createNumberColumn(Number.NaN)
  const seen: number[] = []
  return {
    add(key, weight, t) {
      const last = times.get(key)
      if (Number.isNaN(last)) {
        values.set(key, weight)
        times.set(key, t)
        seen.push(key)
      } else if (t >= last) {
        values.set(key, values.get(key) * Math.exp((last - t) / tauMs) + weight)
        times.set(key, t)
      } else {
        values.add(key, weight * Math.exp((t - last) / tauMs))
      }
    },
    value(key, now) {
      const last = times.get(key)
      if (Number.isNaN(last)) return 0
      return values.get(key) * Math.exp(Math.min(0, last - now) / tauMs)
    },
    keys: () => seen,
  }
}

// Offline evaluation of the recommendation models on the simulated shoppers (see
// src/recommend/evaluation.ts): last 10% of sessions held out, HitRate@10 and NDCG@10 against a
// popularity baseline on the same split; trending judged by the next day's best movers;
// looking-similar by how many of its top-10 scores are tied. VITRINE_BENCH_QUICK=1 shrinks the data.
import { test } from 'vitest'
import { generateCatalog, simulateShoppers } from '@vitrine/demo-catalog'
import { evaluateModels, type TaskScore } from '../src/recommend/evaluation'
import { createIndexModel } from '../src/recommend/index-model'
import { lookingSimilar } from '../src/recommend/models/looking-similar'
import { evaluateTrending } from '../src/recommend/trend-evaluation'
import { TREND_HEADER, trendRow } from './trend-report'

const QUICK = process.env.VITRINE_BENCH_QUICK === '1'
const PRODUCTS = QUICK ? 1000 : 5000
const SESSIONS = QUICK ? 4000 : 20_000
const NOW = Date.UTC(2025, 5, 1)

const pct = (x: number) => `${(100 * x).toFixed(1)}%`.padStart(7)
const row = (name: string, t: TaskScore) => {
  const ratio = t.baselineHitRate > 0 ? t.hitRate / t.baselineHitRate : Number.POSITIVE_INFINITY
  const verdict = ratio >= 2 ? 'ok' : 'BELOW TARGET'
  return (
    `${name.padEnd(20)} ${String(t.queries).padStart(7)} ${pct(t.hitRate)} ${pct(t.baselineHitRate)}` +
    ` ${`${ratio.toFixed(1)}x`.padStart(7)} ${t.ndcg.toFixed(3).padStart(8)} ${t.baselineNdcg.toFixed(3).padStart(8)}  ${verdict}`
  )
}

/** Share of looking-similar top-10 hits whose score another hit of the same list shares. */
function tiedShare(records: Parameters<typeof createIndexModel>[1], ids: string[]): number {
  const model = createIndexModel('products', records)
  let tied = 0
  let hits = 0
  for (const id of ids) {
    const scores = lookingSimilar(model, id, 10).map((s) => s.score)
    hits += scores.length
    tied += scores.filter((x, i) => scores.some((y, j) => j !== i && y === x)).length
  }
  return hits > 0 ? tied / hits : 0
}

test('offline evaluation of the recommendation models', { timeout: 600_000 }, async ({ bench }) => {
  const { records } = generateCatalog({ count: PRODUCTS, seed: 42 })
  const events = simulateShoppers({ records, seed: 7, sessions: SESSIONS, now: NOW })
  const started = performance.now()
  const report = evaluateModels({ records, events })
  const evalMs = Math.round(performance.now() - started)

  console.log(
    [
      '',
      `Recommendation quality: ${PRODUCTS} products, ${SESSIONS} simulated sessions, ${events.length} events`,
      `(trained on ${report.trainEvents} events, ${report.testSessions} held-out sessions, evaluated in ${evalMs} ms)`,
      `${'model'.padEnd(20)} ${'queries'.padStart(7)} ${'HR@10'.padStart(7)} ${'popular'.padStart(7)} ${'ratio'.padStart(7)} ${'NDCG@10'.padStart(8)} ${'popular'.padStart(8)}  target >= 2x`,
      row('related-products', report.relatedProducts),
      row('bought-together', report.boughtTogether),
      row('recommended-for-you', report.recommendedForYou),
      '',
    ].join('\n'),
  )

  const trend = evaluateTrending({ records, events, facetName: 'brand' })
  const sample = records.filter((_, i) => i % Math.ceil(records.length / 500) === 0)
  console.log(
    [
      `Trending (simulated): at the start of each of the last 7 days, does the list name that day's 10 best movers?`,
      TREND_HEADER,
      trendRow('trending-items', trend.items),
      trendRow(`trending-facets`, trend.facets),
      `looking-similar: ${pct(
        tiedShare(
          records,
          sample.map((r) => r.objectID),
        ),
      )} of top-10 hits share their score with another (${sample.length} sources)`,
      '',
    ].join('\n'),
  )

  const small = events.slice(0, Math.min(events.length, 20_000))
  const timing = await bench('evaluateModels on 20k events (train + held-out queries)', () => {
    evaluateModels({ records, events: small })
  }).run({ iterations: 3, time: 0, warmupIterations: 0, warmupTime: 0 })
  console.log(`evaluateModels on ${small.length} events: ${timing.latency.mean.toFixed(0)} ms`)
})

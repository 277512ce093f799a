// Offline evaluation of the recommendation models on the simulated shoppers (see
// src/recommend/evaluation.ts): last 10% of sessions held out, HitRate@10 and NDCG@10 against a
// popularity baseline on the same split. VITRINE_BENCH_QUICK=1 shrinks the data for a quick run.
import { test } from 'vitest'
import { generateCatalog, simulateShoppers } from '@vitrine/demo-catalog'
import { evaluateModels, type TaskScore } from '../src/recommend/evaluation'

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

  const small = events.slice(0, Math.min(events.length, 20_000))
  const timing = await bench('evaluateModels on 20k events (train + held-out queries)', () => {
    evaluateModels({ records, events: small })
  }).run({ iterations: 3, time: 0, warmupIterations: 0, warmupTime: 0 })
  console.log(`evaluateModels on ${small.length} events: ${timing.latency.mean.toFixed(0)} ms`)
})

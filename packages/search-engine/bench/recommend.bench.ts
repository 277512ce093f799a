// Recommendation speed at scale: 100k products and 1M events by default
// (VITRINE_BENCH_QUICK=1: 10k products, 100k events). Measures, and prints against the targets:
// durable event ingest (batches of 1000, fsync'd), full model rebuild from the event log, and
// the p99 of an in-process recommendations request for 10 object IDs.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'vitest'
import { createEngine } from '../src/core/engine'
import { generateCatalog, simulateShoppers } from '@vitrine/demo-catalog'
import { openEventLog } from '../src/insights/event-log'
import { seedEvents } from '../src/insights/seed-events'
import { createRecommender } from '../src/recommend/recommender'

const QUICK = process.env.VITRINE_BENCH_QUICK === '1'
const PRODUCTS = QUICK ? 10_000 : 100_000
const EVENTS = QUICK ? 100_000 : 1_000_000
const NOW = Date.UTC(2025, 5, 1)

test(
  `recommend at scale: ${PRODUCTS} products, ${EVENTS} events`,
  { timeout: 900_000 },
  async ({ bench }) => {
    const catalog = generateCatalog({ count: PRODUCTS, seed: 42 })
    const engine = createEngine()
    engine.setSettings('products', catalog.settings)
    engine.saveObjects('products', catalog.records)
    // About 6.4 events per simulated session.
    const simulated = simulateShoppers({
      records: catalog.records,
      seed: 7,
      sessions: Math.ceil(EVENTS / 6),
      now: NOW,
    }).slice(0, EVENTS)

    const dir = await mkdtemp(join(tmpdir(), 'vitrine-recommend-bench-'))
    const log = await openEventLog({ dir, now: () => NOW })
    let started = performance.now()
    await seedEvents(log, simulated, 1000)
    const ingestSeconds = (performance.now() - started) / 1000
    simulated.length = 0

    const recommender = createRecommender({ engine, log, now: () => NOW })
    started = performance.now()
    const rebuild = await recommender.rebuild()
    const rebuildSeconds = (performance.now() - started) / 1000

    const ids = catalog.records.map((r) => r.objectID)
    let round = 0
    function tenRelated() {
      round++
      const requests = Array.from({ length: 10 }, (_, k) => ({
        indexName: 'products',
        model: 'related-products',
        objectID: ids[(round * 7919 + k * 104_729) % ids.length],
        threshold: 0,
        maxRecommendations: 10,
      }))
      return recommender.recommend({ requests })
    }

    const related = await bench('10 related-products requests (in-process)', tenRelated).run({
      time: 3000,
      warmupTime: 500,
    })
    const trending = await bench('trending-items + trending-facets', () => {
      recommender.recommend({
        requests: [
          { indexName: 'products', model: 'trending-items', threshold: 0, maxRecommendations: 10 },
          { indexName: 'products', model: 'trending-facets', facetName: 'brand', threshold: 0 },
        ],
      })
    }).run({ time: 1000 })
    const { p50, p99, max } = related.latency
    const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED')
    const rate = EVENTS / ingestSeconds
    const stats = recommender.stats()[0]!
    console.log(
      [
        '',
        `Recommend at scale: ${PRODUCTS} products, ${EVENTS} events`,
        `  durable ingest (batches of 1000, fsync)  ${Math.round(rate).toLocaleString('en')} events/s   target >= 20,000/s  ${verdict(rate >= 20_000)}`,
        `  full rebuild from the log                ${rebuildSeconds.toFixed(1)} s (${rebuild.events} events)   target <= 60 s  ${verdict(rebuildSeconds <= 60)}`,
        `  10-objectID request p50 / p99 / max      ${p50!.toFixed(2)} / ${p99!.toFixed(2)} / ${max.toFixed(2)} ms   target p99 <= 10 ms  ${verdict(p99! <= 10)}`,
        `  trending items + facets p99              ${trending.latency.p99!.toFixed(2)} ms`,
        `  model: ${stats.interactions} interactions, ${stats.relatedPairs} co-view pairs, ${stats.boughtPairs} co-purchase pairs, ${stats.users} users`,
        '',
      ].join('\n'),
    )

    await log.close()
    await rm(dir, { recursive: true, force: true })
  },
)

import { recommendClient } from '@algolia/recommend'
import aa from 'search-insights'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recommenderRuntime } from '../src/recommend/runtime-scope'
import { startTestServer, TEST_KEYS, type TestServer } from './support/test-server'

// One real-sized order (31 items) sent as a shop must send it: purchase events of at most 20
// objectIDs (20 + 6 + 5) with the same userToken, through search-insights against the real HTTP
// server. 31 items so that each one's 30 companions fill a whole answer (maxRecommendations ≤ 30).
const INDEX = 'orders-shop'
const ORDER = Array.from({ length: 31 }, (_, i) => `item-${String(i).padStart(2, '0')}`)

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({})
  const { app, engine, config } = server.server
  const runtime = await recommenderRuntime({ scope: app.scope, engine, dataDir: config.dataDir })
  await runtime.ready
  const admin = server.admin()
  const { taskID } = await admin
    .saveObjects({
      indexName: INDEX,
      objects: ORDER.map((objectID, i) => ({ objectID, name: `Item ${i}`, price: 10 + i })),
    })
    .then((responses) => responses[0]!)
  await admin.waitForTask({ indexName: INDEX, taskID })
}, 60_000)

afterAll(async () => {
  await server.close()
})

describe('bought-together from an order split over several events', () => {
  it('pairs every item of the order with every other, across the events', async () => {
    aa('init', { appId: TEST_KEYS.appId, apiKey: TEST_KEYS.searchKey, host: server.url })
    aa('setUserToken', 'order-buyer')
    const at = Date.now()
    const sent = await Promise.all(
      [ORDER.slice(0, 20), ORDER.slice(20, 26), ORDER.slice(26)].map((objectIDs, part) =>
        aa('purchasedObjectIDs', {
          eventName: 'Order Completed',
          index: INDEX,
          objectIDs,
          objectData: objectIDs.map(() => ({ price: 10, quantity: 1 })),
          currency: 'EUR',
          timestamp: at + part,
        }),
      ),
    )
    expect(sent).toEqual([true, true, true])

    const client = recommendClient(TEST_KEYS.appId, TEST_KEYS.searchKey, { hosts: server.hosts })
    const ask = () =>
      client.getRecommendations({
        requests: ORDER.map((objectID) => ({
          indexName: INDEX,
          model: 'bought-together' as const,
          objectID,
          threshold: 0,
          maxRecommendations: 30,
        })),
      })
    let { results } = await ask()
    for (let tries = 0; tries < 50 && results.some((r) => r.hits.length === 0); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      ;({ results } = await ask())
    }
    const seen = new Set<string>()
    results.forEach((result, i) => {
      const ids = result.hits.map((hit) => (hit as { objectID: string }).objectID)
      expect(ids.sort()).toEqual(ORDER.filter((id) => id !== ORDER[i]))
      for (const id of ids) seen.add([ORDER[i]!, id].sort().join('+'))
      // One basket: every companion is bought with the source exactly as often.
      const scores = new Set(result.hits.map((hit) => (hit as { _score: number })._score))
      expect(scores.size).toBe(1)
    })
    // Every pair of the order, including those across events, is recommended both ways.
    expect(seen.size).toBe((ORDER.length * (ORDER.length - 1)) / 2)
  })
})

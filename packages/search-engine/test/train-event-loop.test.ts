import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchesDuring, shopperSearch } from './support/searches-during'
import { startTestServer, type TestServer } from './support/test-server'

// Item 9 of issue 12: `train` rebuilds the models on the server's event loop, so it must do so
// in short slices. The server runs in this process, so the loop observed here is the one that
// serves the requests. The rebuild used to yield every 2,000 events / 1,000 records whatever they
// cost: on this history (the demo's 5,000 products and ~27,000 events, plus 5,000 listing views
// of 20 products each) it held the loop ~300 ms at a time. No bound in milliseconds here: on a
// shared machine every duration stretches together, so the checks compare the run with itself.
// Searches sent during a train are answered before it ends, the loop turns many times while it
// runs, and no single turn takes a large share of the train (a rebuild in one block takes most).
const TRAINS = 2
const BATCHES = 5
const MIN_SEARCHES_DURING_TRAIN = 5
const MIN_TURNS_DURING_TRAIN = 20
const MAX_TURN_SHARE = 0.25
const productId = (n: number) => `p${String(n + 1).padStart(5, '0')}`

let t: TestServer

beforeAll(async () => {
  t = await startTestServer({ seedCount: 5000 })
  // Shoppers' listing views, 20 products an event (Algolia's maximum): a realistic history in
  // which every event costs much more to replay than one naming a single product.
  for (let b = 0; b < BATCHES; b++) {
    const events = Array.from({ length: 1000 }, (_, i) => ({
      eventType: 'view',
      eventName: 'Listing viewed',
      index: 'products',
      userToken: `shopper-${i % 200}`,
      objectIDs: Array.from({ length: 20 }, (_, k) => productId((b * 7919 + i * 20 + k) % 5000)),
    }))
    const res = await t.request('/1/events', { method: 'POST', body: JSON.stringify({ events }) })
    expect(res.status).toBe(200)
  }
}, 120_000)
afterAll(() => t?.close())

async function trainWhileSearching() {
  const train = t.request('/vitrine/recommend/train', { method: 'POST' }).then(async (res) => {
    const body = (await res.json()) as { rebuild: { events: number } }
    return res.status === 200 ? body.rebuild.events : -res.status
  })
  return searchesDuring(t, train)
}

describe('train and the event loop', () => {
  it('keeps serving searches while the models are rebuilt', async () => {
    // Warm up the search path so that its first compilation is not part of the train.
    for (let i = 0; i < 20; i++) await shopperSearch(t)
    const runs = []
    for (let i = 0; i < TRAINS; i++) runs.push(await trainWhileSearching())

    for (const run of runs) {
      expect(run.statuses.every((status) => status === 200)).toBe(true)
      expect(run.result).toBeGreaterThan(20_000)
      expect(run.searchesDuring).toBeGreaterThanOrEqual(MIN_SEARCHES_DURING_TRAIN)
      expect(run.turns).toBeGreaterThanOrEqual(MIN_TURNS_DURING_TRAIN)
      expect(run.longestTurnMs).toBeLessThan(run.elapsedMs * MAX_TURN_SHARE)
    }
  }, 60_000)
})

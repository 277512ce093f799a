import { monitorEventLoopDelay } from 'node:perf_hooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_KEYS, startTestServer, type TestServer } from './support/test-server'

// Item 9 of issue 12: `train` rebuilds the models on the server's event loop, so it must do so
// in short slices. The server runs in this process, so the event loop whose delay is measured
// is the one that serves the requests. The rebuild used to yield every 2,000 events / 1,000
// records whatever they cost: on this history (the demo's 5,000 products and ~27,000 events,
// plus 5,000 listing views of 20 products each) it held the loop ~300 ms at a time. Sliced by
// time (8 ms), the worst delay measured is 20-35 ms (GC and the searches themselves).
const MAX_DELAY_MS = 100
const TRAINS = 2
const BATCHES = 5

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

const search = async () => {
  const res = await t.request('/1/indexes/products/query', {
    method: 'POST',
    key: TEST_KEYS.searchKey,
    body: JSON.stringify({ query: 'shirt', hitsPerPage: 5 }),
  })
  await res.arrayBuffer()
  return res.status
}

async function trainWhileSearching(statuses: number[]): Promise<number> {
  let training = true
  const train = t.request('/vitrine/recommend/train', { method: 'POST' }).then(async (res) => {
    const body = (await res.json()) as { rebuild: { events: number } }
    training = false
    return res.status === 200 ? body.rebuild.events : -res.status
  })
  while (training) statuses.push(await search())
  return train
}

describe('train and the event loop', () => {
  it('keeps serving searches while the models are rebuilt', async () => {
    // Warm up the search path so that its first compilation is not counted.
    for (let i = 0; i < 20; i++) await search()
    const delay = monitorEventLoopDelay({ resolution: 5 })
    const statuses: number[] = []
    const events: number[] = []
    delay.enable()
    for (let i = 0; i < TRAINS; i++) events.push(await trainWhileSearching(statuses))
    delay.disable()

    for (const count of events) expect(count).toBeGreaterThan(20_000)
    expect(statuses.length).toBeGreaterThan(TRAINS)
    expect(statuses.every((status) => status === 200)).toBe(true)
    expect(delay.max / 1e6).toBeLessThan(MAX_DELAY_MS)
  }, 60_000)
})

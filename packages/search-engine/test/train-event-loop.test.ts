import { monitorEventLoopDelay } from 'node:perf_hooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_KEYS, startTestServer, type TestServer } from './support/test-server'

// Item 9 of issue 12: `train` rebuilds the models on the server's event loop, so it must do so
// in short slices. The server runs in this process, so the event loop whose delay is measured
// is the one that serves the requests. On the demo catalogue (5,000 products, ~27,000 events)
// the rebuild used to run in slices of 2,000 events / 1,000 records, 50-160 ms each on this
// machine; in slices of 8 ms the worst delay measured is 20-30 ms (GC and the searches
// themselves), hence the bound between the two.
const MAX_DELAY_MS = 50
const TRAINS = 2

let t: TestServer

beforeAll(async () => {
  t = await startTestServer({ seedCount: 5000 })
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

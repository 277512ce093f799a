import { recommendClient } from '@algolia/recommend'
import aa from 'search-insights'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, TEST_KEYS, type TestServer } from './support/test-server'

// Trending counts people: one token repeating a purchase, as anyone holding the search key can
// script, must not outweigh a few shoppers, or put an item on every visitor's "trending" list.
const INDEX = 'people-shop'
const ITEMS = Array.from({ length: 12 }, (_, i) => `item-${i}`)

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({})
  const admin = server.admin()
  const [saved] = await admin.saveObjects({
    indexName: INDEX,
    objects: ITEMS.map((objectID, i) => ({ objectID, name: `Item ${i}`, brand: `B${i % 3}` })),
  })
  await admin.waitForTask({ indexName: INDEX, taskID: saved!.taskID })
  aa('init', { appId: TEST_KEYS.appId, apiKey: TEST_KEYS.searchKey, host: server.url })
}, 60_000)

afterAll(async () => {
  await server.close()
})

function purchase(userToken: string, objectID: string, timestamp: number) {
  return aa('purchasedObjectIDs', {
    eventName: 'Order Completed',
    index: INDEX,
    objectIDs: [objectID],
    objectData: [{ price: 10, quantity: 1 }],
    currency: 'EUR',
    userToken,
    timestamp,
  })
}

async function trending() {
  const client = recommendClient(TEST_KEYS.appId, TEST_KEYS.searchKey, { hosts: server.hosts })
  const { results } = await client.getRecommendations({
    requests: [{ indexName: INDEX, model: 'trending-items', threshold: 0 }],
  })
  return results[0]!.hits.map((hit) => hit as { objectID: string; _score: number })
}

describe('trending-items counts shoppers, not events', () => {
  it('one token buying an item 60 times weighs as one shopper buying it once', async () => {
    const now = Date.now()
    // item-1: four shoppers, once each; item-2: one shopper, once; item-0: one token, 60 times.
    for (let s = 0; s < 4; s++) await purchase(`shopper-${s}`, 'item-1', now - s * 60_000)
    await purchase('shopper-9', 'item-2', now)
    for (let round = 0; round < 6; round++) {
      await Promise.all(
        Array.from({ length: 10 }, (_, k) =>
          purchase('script', 'item-0', now - (round * 10 + k) * 1000),
        ),
      )
    }
    let hits = await trending()
    for (let tries = 0; tries < 50 && hits.length < 3; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      hits = await trending()
    }
    expect(hits[0]!.objectID).toBe('item-1')
    const score = (id: string) => hits.find((hit) => hit.objectID === id)!._score
    expect(score('item-0')).toBeCloseTo(score('item-2'), 1)
    expect(score('item-1')).toBeGreaterThan(score('item-0'))
  })
})

import { recommendClient } from '@algolia/recommend'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, TEST_KEYS, type TestServer } from './support/test-server'

// The Insights API takes events for any index name, so anyone holding the search key can name
// thousands. Each name used to get a recommendation model of its own (about 70 KB), rebuilt from
// the log on every start: 40 requests of 1,000 events took a server to 3 GB, for good.
const INVENTED = 1000

let t: TestServer

beforeAll(async () => {
  t = await startTestServer()
  await t.admin().saveObjects({ indexName: 'products', objects: [{ objectID: 'a', name: 'A' }] })
}, 60_000)
afterAll(() => t?.close())

async function sendEvents(events: object[]) {
  const res = await t.request('/1/events', {
    method: 'POST',
    key: TEST_KEYS.searchKey,
    body: JSON.stringify({ events }),
  })
  expect(res.status).toBe(200)
}

async function train(): Promise<string[]> {
  const res = await t.request('/vitrine/recommend/train', { method: 'POST' })
  expect(res.status).toBe(200)
  const body = (await res.json()) as { models: Array<{ index: string }> }
  return body.models.map((m) => m.index).sort()
}

describe('events naming indices that do not exist', () => {
  it('are accepted and kept, but build no model until the index exists', async () => {
    await sendEvents(
      Array.from({ length: INVENTED }, (_, i) => ({
        eventType: 'conversion',
        eventSubtype: 'purchase',
        eventName: 'Bought',
        index: `invented-${i}`,
        userToken: `u${i}`,
        objectIDs: ['later-1', 'later-2'],
      })),
    )
    expect(await train()).toEqual(['products'])
  })

  it('count once their index is created: the acknowledged events were not lost', async () => {
    await t.admin().saveObjects({
      indexName: 'invented-7',
      objects: [
        { objectID: 'later-1', name: 'Later one' },
        { objectID: 'later-2', name: 'Later two' },
        { objectID: 'never', name: 'Never bought' },
      ],
      waitForTasks: true,
    })
    expect(await train()).toEqual(['invented-7', 'products'])
    const recommend = recommendClient(TEST_KEYS.appId, TEST_KEYS.searchKey, { hosts: t.hosts })
    const { results } = await recommend.getRecommendations({
      requests: [
        { indexName: 'invented-7', model: 'bought-together', objectID: 'later-1', threshold: 0 },
      ],
    })
    expect(results[0]!.hits.map((h) => (h as { objectID: string }).objectID)).toContain('later-2')
  })
})

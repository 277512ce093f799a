import aa from 'search-insights'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { InsightsEvent } from '../src/insights/types'
import type { RecommenderRuntime } from '../src/recommend/open-recommender'
import { recommenderRuntime } from '../src/recommend/runtime-scope'
import { expectValidResponse } from './openapi'
import { startTestServer, TEST_KEYS, type TestServer } from './support/test-server'

let server: TestServer
let runtime: RecommenderRuntime
const QUERY_ID = 'a'.repeat(32)

beforeAll(async () => {
  server = await startTestServer({ seedCount: 100 })
  const { app, engine, config } = server.server
  runtime = await recommenderRuntime({ scope: app.scope, engine, dataDir: config.dataDir })
  await runtime.ready
}, 60_000)

afterAll(async () => {
  await server.close()
})

async function storedEventsOf(userToken: string): Promise<InsightsEvent[]> {
  const found: InsightsEvent[] = []
  await runtime.log.scan({ event: (e) => e.userToken === userToken && found.push(e) })
  return found
}

function postEvents(body: unknown, key = TEST_KEYS.searchKey) {
  return server.request('/1/events', { method: 'POST', key, body: JSON.stringify(body) })
}

describe('insights through search-insights', () => {
  it('stores clicks after search, conversions and views, and the models learn from them', async () => {
    aa('init', {
      appId: TEST_KEYS.appId,
      apiKey: TEST_KEYS.searchKey,
      host: server.url,
      partial: true,
    })
    aa('setUserToken', 'insights-user-1')
    const sent = await Promise.all([
      aa('clickedObjectIDsAfterSearch', {
        eventName: 'Hit Clicked',
        index: 'products',
        queryID: QUERY_ID,
        objectIDs: ['p00001', 'p00002'],
        positions: [1, 2],
      }),
      aa('convertedObjectIDs', { eventName: 'Bought', index: 'products', objectIDs: ['p00003'] }),
      aa('viewedObjectIDs', { eventName: 'Viewed', index: 'products', objectIDs: ['p00004'] }),
      aa('clickedFilters', {
        eventName: 'Filter',
        index: 'products',
        filters: ['brand:Kiln & Co'],
      }),
    ])
    expect(sent).toEqual([true, true, true, true])
    const stored = await storedEventsOf('insights-user-1')
    expect(stored.map((e) => e.eventType).sort()).toEqual(['click', 'click', 'conversion', 'view'])
    expect(stored.find((e) => e.queryID)).toMatchObject({ positions: [1, 2], queryID: QUERY_ID })
    expect(stored.find((e) => e.filters)?.filters).toEqual(['brand:Kiln & Co'])
    const { results } = runtime.recommender.recommend({
      requests: [
        {
          indexName: 'products',
          model: 'recommended-for-you',
          threshold: 0,
          queryParameters: { userToken: 'insights-user-1' },
        },
      ],
    })
    expect(results[0]!.hits.length).toBeGreaterThan(0)
  })

  it('answers 200 {status, message} as the spec says', async () => {
    const response = await postEvents({
      events: [
        {
          eventName: 'v',
          eventType: 'view',
          index: 'products',
          userToken: 'u2',
          objectIDs: ['p00001'],
        },
      ],
    })
    expect(response.status).toBe(200)
    expect(expectValidResponse('pushEvents', await response.json(), { spec: 'insights' })).toEqual({
      status: 200,
      message: 'OK',
    })
  })
})

describe('insights validation over HTTP', () => {
  it('refuses an invalid batch with 422 naming the event and field, storing none of it', async () => {
    const valid = {
      eventName: 'c',
      eventType: 'click',
      index: 'products',
      userToken: 'u3',
      objectIDs: ['a'],
    }
    const response = await postEvents({
      events: [
        valid,
        valid,
        valid,
        { ...valid, queryID: QUERY_ID, objectIDs: ['a', 'b'], positions: [1] },
      ],
    })
    expect(response.status).toBe(422)
    const body = expectValidResponse('pushEvents', await response.json(), {
      spec: 'insights',
      status: '422',
    })
    expect(body).toEqual({
      status: 422,
      message: 'events[3].positions: must have the same length as objectIDs',
    })
    expect(await storedEventsOf('u3')).toEqual([])
  })

  it('answers 401 to bad credentials and 413 past 2 MB', async () => {
    const unauthorized = await postEvents({ events: [] }, 'wrong-key')
    expect(unauthorized.status).toBe(401)
    expect(await unauthorized.json()).toEqual({ status: 401, message: 'Invalid credentials' })
    const huge = await postEvents({ events: [], padding: 'x'.repeat(2 * 1024 * 1024) })
    expect(huge.status).toBe(413)
  })
})

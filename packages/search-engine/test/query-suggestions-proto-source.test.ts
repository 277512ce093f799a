import { rm } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analyticsOf } from '../src/server/routes/analytics-scope'
import { buildSuggestionsIndex } from './support/suggestions-build'
import { startTestServer, TEST_KEYS, type TestServer } from './support/test-server'

// Issue 13: the suggestions of a source index named __proto__ were silently dropped (the
// record's per-source entry was assigned, which set the record's prototype instead).

let server: TestServer
const records = Array.from({ length: 6 }, (_, i) => ({
  objectID: `j${i}`,
  name: `${['Red', 'Blue', 'Green'][i % 3]} jacket`,
  brand: i < 4 ? 'Acme' : 'Borealis',
}))

beforeAll(async () => {
  server = await startTestServer({ keepDataDir: true })
})
afterAll(async () => {
  await server.close()
  await rm(server.dataDir, { recursive: true, force: true })
})

describe('query suggestions from a source index named __proto__', () => {
  const SOURCE = '__proto__'
  const SUGGESTIONS = 'proto_query_suggestions'

  it('builds records whose __proto__ entry is data, like any other source name', async () => {
    const admin = server.admin()
    await admin.setSettings({
      indexName: SOURCE,
      indexSettings: { attributesForFaceting: ['brand'], searchableAttributes: ['name'] },
    })
    await admin.saveObjects({ indexName: SOURCE, objects: records, waitForTasks: true })
    const res = await server.request(`/1/indexes/${SOURCE}/query`, {
      method: 'POST',
      key: TEST_KEYS.searchKey,
      body: JSON.stringify({ query: 'jacket', facetFilters: ['brand:Acme'] }),
    })
    expect(res.status).toBe(200)
    await analyticsOf(server.server.app.scope)!.flush()

    await buildSuggestionsIndex(server, {
      indexName: SUGGESTIONS,
      sourceIndices: [
        { indexName: SOURCE, minHits: 1, minLetters: 3, facets: [{ attribute: 'brand' }] },
      ],
    })

    const { results } = await server.lite().search({
      requests: [{ indexName: SUGGESTIONS, query: 'jacket' }],
    })
    const hit = (results[0] as { hits: Array<Record<string, unknown>> }).hits[0]!
    expect(hit).toMatchObject({ objectID: 'jacket', popularity: 1 })
    expect(Object.hasOwn(hit, SOURCE)).toBe(true)
    expect(Object.getOwnPropertyDescriptor(hit, SOURCE)!.value).toEqual({
      exact_nb_hits: 6,
      facets: {
        exact_matches: { brand: [{ value: 'Acme', count: 4 }] },
        analytics: { brand: [{ value: 'Acme', count: 1 }] },
      },
    })
    expect(Object.getPrototypeOf(hit)).toBe(Object.prototype)

    // Stored and read back as data.
    await server.close()
    server = await startTestServer({ dataDir: server.dataDir })
    const stored = await (await server.request(`/1/indexes/${SUGGESTIONS}/jacket`)).json()
    expect(Object.getOwnPropertyDescriptor(stored, SOURCE)?.value).toMatchObject({
      exact_nb_hits: 6,
    })
  })
})

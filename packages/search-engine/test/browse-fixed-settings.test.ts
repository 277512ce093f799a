import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './support/test-server'

// Algolia's browse applies fixed settings whatever the request or the index says: no distinct,
// nothing highlighted or snippeted, no ranking info, personalization, rules, facets, optional
// filters, plurals or advanced syntax. The index's `distinct` applied here, so browsing (and
// exporting through `browseObjects`) an index with `distinct: true` returned one record of each
// group; and every hit carried a `_highlightResult` of all its attributes.
let t: TestServer

const records = Array.from({ length: 12 }, (_, i) => ({
  objectID: `r${i}`,
  name: `shirt ${i}`,
  family: `f${i % 3}`,
}))

beforeAll(async () => {
  t = await startTestServer()
  const client = t.admin()
  const [saved] = await client.saveObjects({ indexName: 'variants', objects: records })
  await client.waitForTask({ indexName: 'variants', taskID: saved!.taskID })
  const set = await client.setSettings({
    indexName: 'variants',
    indexSettings: {
      attributeForDistinct: 'family',
      distinct: true,
      attributesForFaceting: ['family'],
      attributesToSnippet: ['name:1'],
    },
  })
  await client.waitForTask({ indexName: 'variants', taskID: set.taskID })
})
afterAll(() => t?.close())

describe('browse', () => {
  it('returns every record of an index with distinct', async () => {
    const ids: string[] = []
    await t.admin().browseObjects<{ objectID: string }>({
      indexName: 'variants',
      browseParams: { hitsPerPage: 5 },
      aggregator: (page) => ids.push(...page.hits.map((hit) => hit.objectID)),
    })
    expect(ids.sort()).toEqual(records.map((r) => r.objectID).sort())
  })

  it('ignores distinct, highlighting, ranking info and facets sent with it', async () => {
    const page = await t.admin().browse<Record<string, unknown>>({
      indexName: 'variants',
      browseParams: {
        query: 'shirt',
        distinct: 1,
        attributesToHighlight: ['name'],
        getRankingInfo: true,
        facets: ['family'],
      },
    })
    expect(page.nbHits).toBe(12)
    expect(page.hits).toHaveLength(12)
    expect(page.facets).toBeUndefined()
    for (const hit of page.hits) {
      expect(Object.keys(hit).sort()).toEqual(['family', 'name', 'objectID'])
    }
  })

  it('still filters', async () => {
    const page = await t.admin().browse({
      indexName: 'variants',
      browseParams: { filters: 'family:f1' },
    })
    expect(page.hits.map((hit) => hit.objectID).sort()).toEqual(['r1', 'r10', 'r4', 'r7'])
  })
})

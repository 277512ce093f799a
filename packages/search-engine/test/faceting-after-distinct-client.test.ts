import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServerWithIndex, type TestServer } from './support/test-server'

// Facet counts after distinct: `facetingAfterDistinct` (a search parameter) or `afterDistinct()`
// in attributesForFaceting count a distinct search's facets over the hits it keeps (one per
// group), so a product with three variants counts once.
let t: TestServer
const INDEX = 'after_distinct_shop'

const SETTINGS = {
  searchableAttributes: ['name'],
  attributesForFaceting: ['color', 'size'],
  attributeForDistinct: 'group',
  customRanking: ['desc(rank)'],
}

async function search(params: Record<string, unknown>) {
  return t.admin().searchSingleIndex({ indexName: INDEX, searchParams: params })
}

beforeAll(async () => {
  t = await startServerWithIndex(
    INDEX,
    [
      // Group "tee": its best-ranked variant is blue; two red ones are folded into it.
      { objectID: 'tee-blue', group: 'tee', name: 'Tee', color: 'blue', size: 'M', rank: 3 },
      { objectID: 'tee-red-s', group: 'tee', name: 'Tee', color: 'red', size: 'S', rank: 2 },
      { objectID: 'tee-red-l', group: 'tee', name: 'Tee', color: 'red', size: 'L', rank: 1 },
      { objectID: 'cap-red', group: 'cap', name: 'Cap', color: 'red', size: 'M', rank: 0 },
    ],
    SETTINGS,
  )
}, 60_000)

afterAll(async () => {
  await t?.close()
})

describe('facet counts after distinct, through the official client', () => {
  it('counts every match by default', async () => {
    const res = await search({ query: '', distinct: true, facets: ['color', 'size'] })
    expect(res.nbHits).toBe(2)
    expect(res.facets).toEqual({ color: { red: 3, blue: 1 }, size: { S: 1, M: 2, L: 1 } })
  })

  it('counts the kept hits with facetingAfterDistinct, in the order the facets were asked', async () => {
    const res = await search({
      query: '',
      distinct: true,
      facets: ['size', 'color'],
      facetingAfterDistinct: true,
    })
    expect(res.facets).toEqual({ size: { M: 2 }, color: { blue: 1, red: 1 } })
    expect(Object.keys(res.facets ?? {})).toEqual(['size', 'color'])
    // Without distinct there is nothing to fold.
    const plain = await search({ query: '', facets: ['color'], facetingAfterDistinct: true })
    expect(plain.facets).toEqual({ color: { red: 3, blue: 1 } })
  })

  it('counts afterDistinct() facets over the kept hits, the others over every match', async () => {
    const client = t.admin()
    const { taskID } = await client.setSettings({
      indexName: INDEX,
      indexSettings: { ...SETTINGS, attributesForFaceting: ['afterDistinct(color)', 'size'] },
    })
    await client.waitForTask({ indexName: INDEX, taskID })
    const res = await search({
      query: 'tee cap',
      distinct: 1,
      facets: ['color', 'size'],
      removeWordsIfNoResults: 'allOptional',
    })
    expect(res.facets).toEqual({ color: { blue: 1, red: 1 }, size: { S: 1, M: 2, L: 1 } })
    // The parameter, when given, overrides the attribute-level setting.
    const off = await search({
      query: '',
      distinct: true,
      facets: ['color'],
      facetingAfterDistinct: false,
    })
    expect(off.facets).toEqual({ color: { red: 3, blue: 1 } })
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServerWithIndex, type TestServer } from './support/test-server'

// `camelCaseAttributes` (a setting): in the listed attributes, camelCase words are cut into
// their parts at indexing time, so "iPhoneCase" is found by "phone case".
let t: TestServer
const INDEX = 'camel_case_shop'
const SETTINGS = { searchableAttributes: ['name', 'sku'], attributesToSnippet: ['name:4'] }

beforeAll(async () => {
  t = await startServerWithIndex(
    INDEX,
    [
      { objectID: 'case', name: 'Leather iPhoneCase', sku: 'SkuPhoneCase' },
      { objectID: 'parser', name: 'HTMLParser toolkit', sku: 'x1' },
      { objectID: 'sku-only', name: 'Plain cover', sku: 'BluePhoneCover' },
    ],
    SETTINGS,
  )
}, 60_000)

afterAll(async () => {
  await t?.close()
})

type Leaf = { value: string; matchLevel: string }
async function search(query: string) {
  return t.admin().searchSingleIndex<{ objectID: string }>({
    indexName: INDEX,
    searchParams: { query },
  })
}
const ids = (res: { hits: Array<{ objectID: string }> }) => res.hits.map((h) => h.objectID)

describe('camelCaseAttributes, through the official client', () => {
  it('keeps camelCase words whole by default', async () => {
    expect(ids(await search('phone case'))).toEqual([])
    expect(ids(await search('iphonecase'))).toEqual(['case'])
  })

  it('cuts camelCase words of the listed attributes once set', async () => {
    const client = t.admin()
    const { taskID } = await client.setSettings({
      indexName: INDEX,
      indexSettings: { ...SETTINGS, camelCaseAttributes: ['name'] },
    })
    await client.waitForTask({ indexName: INDEX, taskID })
    const res = await search('phone case')
    expect(ids(res)).toEqual(['case'])
    const hit = res.hits[0] as unknown as {
      _highlightResult: { name: Leaf; sku: Leaf }
      _snippetResult: { name: Leaf }
    }
    expect(hit._highlightResult.name).toMatchObject({
      value: 'Leather i<em>Phone</em><em>Case</em>',
      matchLevel: 'full',
    })
    expect(hit._snippetResult.name.value).toBe('Leather i<em>Phone</em><em>Case</em>')
    // An attribute not listed keeps its words whole, in matching and highlighting.
    expect(hit._highlightResult.sku).toMatchObject({ value: 'SkuPhoneCase', matchLevel: 'none' })
    expect(ids(await search('phone cover'))).toEqual([])
    // A run of capitals ends before the capital that starts a lower-case part.
    expect(ids(await search('parser'))).toEqual(['parser'])
    expect(ids(await search('html toolkit'))).toEqual(['parser'])
  })

  it('answers 400 for a value that is not a list of strings', async () => {
    const res = await t.request(`/1/indexes/${INDEX}/settings`, {
      method: 'PUT',
      body: JSON.stringify({ camelCaseAttributes: 'name' }),
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ status: 400, message: expect.any(String) })
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServerWithIndex, TEST_KEYS, type TestServer } from './support/test-server'

// A rule's consequence `filters` was checked for its type only: "(((" was saved, and every search
// the rule matched (one without conditions: every search of the index) answered the shopper 400
// 'Invalid filter syntax'. A malformed aroundLatLng was kept and ignored. Both now answer 400
// when the rule is saved, and nothing is saved.

let t: TestServer

beforeAll(async () => {
  t = await startServerWithIndex(
    'shop',
    [
      { objectID: '1', name: 'red shoe', color: 'red' },
      { objectID: '2', name: 'blue shoe', color: 'blue' },
    ],
    { searchableAttributes: ['name'], attributesForFaceting: ['color'] },
  )
})
afterAll(() => t?.close())

const shopperSearch = async () => {
  const res = await t.request('/1/indexes/shop/query', {
    method: 'POST',
    key: TEST_KEYS.searchKey,
    body: JSON.stringify({ query: 'shoe' }),
  })
  return { status: res.status, body: (await res.json()) as { nbHits: number } }
}

describe('a rule consequence no search could run is refused when saved', () => {
  it.each([
    [{ filters: '(((' }, /consequence\.params\.filters: Invalid filter syntax/],
    [{ filters: 'color:red OR' }, /consequence\.params\.filters/],
    [{ aroundLatLng: 'somewhere' }, /consequence\.params\.aroundLatLng/],
    [{ insideBoundingBox: '1,2,3' }, /consequence\.params\.insideBoundingBox/],
  ])('%j', async (params, message) => {
    const admin = t.admin()
    await expect(
      admin.saveRule({
        indexName: 'shop',
        objectID: 'bad',
        rule: { objectID: 'bad', consequence: { params } },
      }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(message) })
    await expect(
      admin.saveRules({
        indexName: 'shop',
        rules: [
          { objectID: 'fine', consequence: { params: { filters: 'color:red' } } },
          { objectID: 'bad', consequence: { params } },
        ],
      }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/^rules\[1\]/) })
    const { status, body } = await shopperSearch()
    expect(status).toBe(200)
    expect(body.nbHits).toBe(2)
  })

  it('a valid consequence is still saved and applied', async () => {
    const admin = t.admin()
    const { taskID } = await admin.saveRule({
      indexName: 'shop',
      objectID: 'reds',
      rule: {
        objectID: 'reds',
        consequence: { params: { filters: '(color:red OR color:green)' } },
      },
    })
    await admin.waitForTask({ indexName: 'shop', taskID })
    expect((await shopperSearch()).body.nbHits).toBe(1)
  })
})

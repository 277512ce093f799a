import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_KEYS, startTestServer, type TestServer } from './support/test-server'

// Item 4 of issue 12: lone surrogates and deep nesting are client errors (400 in Algolia's
// shape), never 5xx (the official clients retry a 5xx, multiplying the load).

let t: TestServer

beforeAll(async () => {
  t = await startTestServer()
  const admin = t.admin()
  await admin.setSettings({
    indexName: 'shop',
    indexSettings: { attributesForFaceting: ['brand'] },
  })
  const [saved] = await admin.saveObjects({
    indexName: 'shop',
    objects: [{ objectID: 'a', name: 'red shoe', brand: 'acme' }],
  })
  await admin.waitForTask({ indexName: 'shop', taskID: saved!.taskID })
})
afterAll(() => t.close())

async function expect400(res: Response, message: RegExp): Promise<void> {
  const body = (await res.json()) as unknown
  expect({ status: res.status, body }).toEqual({
    status: 400,
    body: { message: expect.stringMatching(message), status: 400 },
  })
}

const post = (path: string, body: string, key = TEST_KEYS.searchKey) =>
  t.request(path, { method: 'POST', body, key })

const CUT_EMOJI = '"\\ud83d"'
const LOW_ALONE = '"shoe \\udc4d"'

describe('lone UTF-16 surrogates answer 400', () => {
  it.each([
    ['query', '/1/indexes/shop/query', `{"query":${CUT_EMOJI}}`],
    ['filters', '/1/indexes/shop/query', `{"filters":${LOW_ALONE}}`],
    ['facetFilters', '/1/indexes/shop/query', `{"facetFilters":[[${CUT_EMOJI}]]}`],
    ['params string', '/1/indexes/shop/query', `{"params":"query=a&tagFilters=${'\\ud800'}"}`],
    [
      'multi-query',
      '/1/indexes/*/queries',
      `{"requests":[{"indexName":"shop","query":${CUT_EMOJI}}]}`,
    ],
    ['facet search', '/1/indexes/shop/facets/brand/query', `{"facetQuery":${CUT_EMOJI}}`],
    [
      'getObjects',
      '/1/indexes/*/objects',
      `{"requests":[{"indexName":"shop","objectID":${CUT_EMOJI}}]}`,
    ],
    ['a key', '/1/indexes/shop/query', `{${CUT_EMOJI}:1}`],
  ])('%s', async (_name, path, body) => {
    await expect400(await post(path, body), /lone surrogate/)
  })

  it('in a record, a setting and an event', async () => {
    const admin = TEST_KEYS.adminKey
    await expect400(
      await post(
        '/1/indexes/shop/batch',
        `{"requests":[{"action":"addObject","body":{"name":${CUT_EMOJI}}}]}`,
        admin,
      ),
      /lone surrogate/,
    )
    await expect400(
      await t.request('/1/indexes/shop/settings', {
        method: 'PUT',
        body: `{"searchableAttributes":[${CUT_EMOJI}]}`,
      }),
      /lone surrogate/,
    )
    await expect400(
      await post(
        '/1/events',
        `{"events":[{"eventType":"view","eventName":${CUT_EMOJI},"index":"shop","userToken":"u","objectIDs":["a"]}]}`,
      ),
      /lone surrogate/,
    )
  })

  it('a well-formed emoji is fine', async () => {
    const res = await post('/1/indexes/shop/query', '{"query":"\\ud83d\\udc5f shoe"}')
    expect(res.status).toBe(200)
  })
})

// JSON.parse reads a number past a double's range as Infinity, which JSON cannot write back: a
// record holding one was acknowledged, read back as null, kept as Infinity in memory and saved as
// null (changed by a restart).
describe('numbers past the range of a double answer 400', () => {
  it('in a record, by every write path, and nothing is stored', async () => {
    const admin = TEST_KEYS.adminKey
    const writes: Array<[string, string, string]> = [
      ['PUT', '/1/indexes/shop/big', '{"price":1e400}'],
      ['POST', '/1/indexes/shop', '{"objectID":"big","price":-1e400}'],
      ['POST', '/1/indexes/shop/big/partial', '{"sizes":[1,2,1e999]}'],
      [
        'POST',
        '/1/indexes/shop/batch',
        '{"requests":[{"action":"addObject","body":{"objectID":"big","n":{"m":1E+309}}}]}',
      ],
    ]
    for (const [method, path, body] of writes) {
      const res = await t.request(path, { method, body, key: admin })
      await expect400(res, /out of range/)
    }
    const res = await t.request('/1/indexes/shop/big', { key: admin })
    expect(res.status).toBe(404)
  })

  it('in search parameters and events', async () => {
    await expect400(await post('/1/indexes/shop/query', '{"hitsPerPage":1e400}'), /out of range/)
    await expect400(
      await post(
        '/1/events',
        '{"events":[{"eventType":"conversion","eventSubtype":"purchase","eventName":"p","index":"shop","userToken":"u","objectIDs":["a"],"objectData":[{"price":1e400,"quantity":1}],"currency":"USD"}]}',
      ),
      /out of range/,
    )
  })

  it('leaves large, tiny and long finite numbers alone', async () => {
    const res = await t.request('/1/indexes/shop/fine', {
      method: 'PUT',
      key: TEST_KEYS.adminKey,
      body: `{"a":1e308,"b":-1.5e-400,"c":${'9'.repeat(300)},"d":"1e400"}`,
    })
    expect(res.status).toBe(200)
  })
})

describe('deep nesting answers 400', () => {
  it('5,000 nested parentheses in filters', async () => {
    const filters = `${'('.repeat(5000)}brand:acme${')'.repeat(5000)}`
    await expect400(await post('/1/indexes/shop/query', JSON.stringify({ filters })), /nested/)
    await expect400(
      await post(
        '/1/indexes/*/queries',
        JSON.stringify({ requests: [{ indexName: 'shop', filters }] }),
      ),
      /nested/,
    )
  })

  it('a few levels of parentheses still work', async () => {
    const res = await post('/1/indexes/shop/query', JSON.stringify({ filters: '((brand:acme))' }))
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ nbHits: 1 })
  })

  it('deeply nested JSON bodies, records and parameters', async () => {
    const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`
    await expect400(
      await post('/1/indexes/shop/query', `{"facetFilters":${deep(100_000)}}`),
      /nested/,
    )
    await expect400(
      await post(
        '/1/indexes/shop/batch',
        `{"requests":[{"action":"addObject","body":{"objectID":"d","x":${deep(20_000)}}}]}`,
        TEST_KEYS.adminKey,
      ),
      /nested/,
    )
    await expect400(
      await post(
        '/1/indexes/shop/query',
        `{"optionalFilters":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`,
      ),
      /nested/,
    )
  })

  it('the server still answers afterwards', async () => {
    const { hits } = await t
      .searchOnly()
      .searchSingleIndex({ indexName: 'shop', searchParams: { query: 'shoe' } })
    expect(hits.map((hit) => hit.objectID)).toEqual(['a'])
  })
})

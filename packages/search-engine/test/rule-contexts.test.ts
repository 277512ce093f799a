import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServerWithIndex, TEST_KEYS, type TestServer } from './support/test-server'

// Algolia takes up to 10 rule contexts in one query ("You can pass up to 10 contexts in a single
// query"; above that its engine answers an error). 100,000 contexts were accepted here, and one
// context of any length.

let t: TestServer
const contexts = (n: number) => Array.from({ length: n }, (_, i) => `ctx_${i}`)

beforeAll(async () => {
  t = await startServerWithIndex('shop', [
    { objectID: '1', name: 'oak lamp' },
    { objectID: '2', name: 'red lamp' },
  ])
  const admin = t.admin()
  const { taskID } = await admin.saveRule({
    indexName: 'shop',
    objectID: 'mobile-promo',
    rule: {
      objectID: 'mobile-promo',
      conditions: [{ context: 'ctx_9' }],
      consequence: { promote: [{ objectID: '2', position: 0 }] },
    },
  })
  await admin.waitForTask({ indexName: 'shop', taskID })
})
afterAll(() => t.close())

async function post(path: string, body: unknown) {
  const res = await t.request(path, {
    key: TEST_KEYS.searchKey,
    method: 'POST',
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

const TOO_MANY = 'Invalid search parameter ruleContexts: at most 10 contexts'
const TOO_LONG = 'Invalid search parameter ruleContexts: a context holds at most 512 bytes'

describe('ruleContexts', () => {
  it('holds at most 10 contexts, through the official client', async () => {
    const client = t.searchOnly()
    const search = (ruleContexts: string[]) =>
      client.searchSingleIndex<{ objectID: string }>({
        indexName: 'shop',
        searchParams: { query: 'lamp', ruleContexts },
      })
    await expect(search(contexts(11))).rejects.toMatchObject({ status: 400, message: TOO_MANY })
    const many = Array.from({ length: 100_000 }, (_, i) => String(i))
    await expect(search(many)).rejects.toMatchObject({ status: 400, message: TOO_MANY })
    const ten = await search(contexts(10))
    expect(ten.hits[0]!.objectID).toBe('2') // the rule of context ctx_9 applies
  })

  it('each of at most 512 bytes', async () => {
    const long = await post('/1/indexes/shop/query', { ruleContexts: ['é'.repeat(257)] })
    expect(long).toEqual({ status: 400, body: { message: TOO_LONG, status: 400 } })
    const atCap = await post('/1/indexes/shop/query', { ruleContexts: ['é'.repeat(256)] })
    expect(atCap.status).toBe(200)
  })

  it.each([
    [
      'a multi-query',
      '/1/indexes/*/queries',
      { requests: [{ indexName: 'shop', ruleContexts: contexts(11) }] },
      TOO_MANY,
    ],
    [
      'a params string',
      '/1/indexes/*/queries',
      {
        requests: [
          {
            indexName: 'shop',
            params: `ruleContexts=${encodeURIComponent(JSON.stringify(contexts(11)))}`,
          },
        ],
      },
      TOO_MANY,
    ],
    [
      'a search for facet values',
      '/1/indexes/shop/facets/name/query',
      { ruleContexts: contexts(11) },
      TOO_MANY,
    ],
    [
      'a Recommend fallback',
      '/1/indexes/*/recommendations',
      {
        requests: [
          {
            indexName: 'shop',
            model: 'trending-items',
            threshold: 0,
            maxRecommendations: 3,
            fallbackParameters: { ruleContexts: contexts(11) },
          },
        ],
      },
      TOO_MANY,
    ],
  ])('in %s', async (_name, path, body, message) => {
    const answer = await post(path, body)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toContain(message)
  })
})

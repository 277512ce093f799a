import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HIGHLIGHTED_CHARS } from '../src/core/highlight-budget'
import { TEST_KEYS, startTestServer, type TestServer } from './support/test-server'

// Highlight tags wrap every matched word, so a search-key query could make an answer many times
// the size of its hits: 1,000 hits of 9 kB records, 128-character tags, prefixAll and a
// whole-record snippet built a string past V8's limit (500 'Internal server error', both costly
// cases here); without the snippet, records of real words answered ~12x the records (118 MB). A
// search now writes at most HIGHLIGHTED_CHARS of highlight and snippet results; later hits carry
// none (Algolia, too, highlights only the first 50,000 characters of a result set).
let t: TestServer
const RECORDS = 1000
const TAG = 'x'.repeat(120)
const WORDS = ['east', 'apple', 'eat', 'ear']

const letters = (i: number) => ({ objectID: `a${i}`, body: 'a '.repeat(4500) })
const words = (i: number) => ({
  objectID: `w${i}`,
  body: Array.from({ length: 1800 }, (_, k) => WORDS[k % 4]).join(' '),
})
const shop = [
  { objectID: 's1', name: 'Blue linen shirt', brand: 'Acme' },
  { objectID: 's2', name: 'Blue denim jacket', brand: 'Acme' },
]

async function fill(indexName: string, objects: Array<Record<string, unknown>>) {
  const client = t.admin()
  await client.setSettings({ indexName, indexSettings: { searchableAttributes: ['body', 'name'] } })
  const [saved] = await client.saveObjects({ indexName, objects: objects as never })
  if (saved) await client.waitForTask({ indexName, taskID: saved.taskID })
}

beforeAll(async () => {
  t = await startTestServer()
  await fill(
    'letters',
    Array.from({ length: RECORDS }, (_, i) => letters(i)),
  )
  await fill(
    'words',
    Array.from({ length: RECORDS }, (_, i) => words(i)),
  )
  await fill('shop', shop)
}, 120_000)
afterAll(() => t?.close())

const costly = (query: string) => ({
  query,
  hitsPerPage: RECORDS,
  queryType: 'prefixAll',
  highlightPreTag: `<${TAG}>`,
  highlightPostTag: `</${TAG}>`,
  attributesToSnippet: ['body:5000'],
})

async function answer(indexName: string, params: Record<string, unknown>) {
  const res = await t.request(`/1/indexes/${indexName}/query`, {
    method: 'POST',
    key: TEST_KEYS.searchKey,
    body: JSON.stringify(params),
  })
  const text = await res.text()
  return { status: res.status, chars: text.length, body: JSON.parse(text) as Answer }
}

interface Answer {
  hits: Array<{ _highlightResult?: unknown; _snippetResult?: unknown; body?: string }>
}

const recordChars = (hits: Answer['hits']) =>
  hits.reduce((sum, h) => sum + (h.body?.length ?? 0), 0)

describe('highlight and snippet budget of one search', () => {
  it('answers a query marking every word of 1,000 records within a bounded size', async () => {
    const { status, chars, body } = await answer('letters', costly('a'))
    expect(status).toBe(200)
    expect(body.hits).toHaveLength(RECORDS)
    expect(chars).toBeLessThan(recordChars(body.hits) * 1.5 + 2 * HIGHLIGHTED_CHARS)
  }, 60_000)

  it('highlights the first hits, then answers the rest without highlight or snippet', async () => {
    const { status, chars, body } = await answer('words', costly('e a'))
    expect(status).toBe(200)
    expect(body.hits).toHaveLength(RECORDS)
    const marked = body.hits.filter((h) => h._highlightResult !== undefined)
    expect(marked.length).toBeGreaterThan(0)
    expect(marked.length).toBeLessThan(RECORDS)
    expect(JSON.stringify(marked[0]!._highlightResult)).toContain(`</${TAG}>`)
    // Marked hits come first, then none is.
    expect(body.hits.slice(marked.length).every((h) => h._snippetResult === undefined)).toBe(true)
    expect(chars).toBeLessThan(recordChars(body.hits) * 1.5 + 2 * HIGHLIGHTED_CHARS)
  }, 60_000)

  it('leaves a storefront page highlighted as before', async () => {
    const { results } = await t.searchOnly().search<Record<string, unknown>>({
      requests: [
        {
          indexName: 'shop',
          query: 'blue',
          highlightPreTag: '__ais-highlight__',
          highlightPostTag: '__/ais-highlight__',
        },
      ],
    })
    type ShopHit = { _highlightResult: { name: { value: string } } }
    const hits = (results[0] as unknown as { hits: ShopHit[] }).hits
    expect(hits).toHaveLength(2)
    for (const hit of hits) {
      expect(hit._highlightResult.name.value).toMatch(/^__ais-highlight__Blue__\/ais-highlight__ /)
    }
  })
})

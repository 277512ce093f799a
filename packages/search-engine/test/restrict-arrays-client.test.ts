import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServerWithIndex, type TestServer } from './support/test-server'

// `restrictHighlightAndSnippetArrays` (settings and search): with it, the highlight and snippet
// of an array hold only the items that matched the query, at least partially.
let t: TestServer
const INDEX = 'restrict_arrays_shop'

const SETTINGS = {
  searchableAttributes: ['name', 'tags', 'variants.color'],
  attributesToHighlight: ['name', 'tags', 'variants'],
  attributesToSnippet: ['tags:2'],
}

beforeAll(async () => {
  t = await startServerWithIndex(
    INDEX,
    [
      {
        objectID: 'shirt',
        name: 'Linen shirt',
        tags: ['summer', 'blue linen', 'casual'],
        variants: [{ color: 'white' }, { color: 'navy blue' }],
      },
    ],
    SETTINGS,
  )
}, 60_000)

afterAll(async () => {
  await t?.close()
})

type Leaf = { value: string; matchLevel: string }
type Hit = {
  _highlightResult?: { tags?: Leaf[]; variants?: Array<{ color: Leaf }>; name?: Leaf }
  _snippetResult?: { tags?: Leaf[] }
}

async function hit(params: Record<string, unknown>) {
  const res = await t.admin().searchSingleIndex<Hit>({
    indexName: INDEX,
    searchParams: { query: 'blue', ...params },
  })
  return res.hits[0]!
}

const values = (leaves: Leaf[] | undefined) => leaves?.map((l) => l.value)

describe('restrictHighlightAndSnippetArrays, through the official client', () => {
  it('highlights and snippets every item by default', async () => {
    const h = await hit({})
    expect(values(h._highlightResult?.tags)).toEqual(['summer', '<em>blue</em> linen', 'casual'])
    expect(h._highlightResult?.variants?.map((v) => v.color.value)).toEqual([
      'white',
      'navy <em>blue</em>',
    ])
    expect(values(h._snippetResult?.tags)).toHaveLength(3)
  })

  it('keeps only the matched items when set as a search parameter', async () => {
    const h = await hit({ restrictHighlightAndSnippetArrays: true })
    expect(h._highlightResult?.tags).toEqual([
      {
        value: '<em>blue</em> linen',
        matchLevel: 'full',
        matchedWords: ['blue'],
        fullyHighlighted: false,
      },
    ])
    // An item of an array of objects is kept when something in it matched.
    expect(h._highlightResult?.variants?.map((v) => v.color.value)).toEqual(['navy <em>blue</em>'])
    expect(h._snippetResult?.tags).toEqual([{ value: '<em>blue</em> linen', matchLevel: 'full' }])
    // Attributes that are not arrays are unchanged.
    expect(h._highlightResult?.name).toMatchObject({ value: 'Linen shirt', matchLevel: 'none' })
    // Restricted retrieval builds the highlight as objects rather than from the record's JSON.
    const retrieved = await hit({
      restrictHighlightAndSnippetArrays: true,
      attributesToRetrieve: ['name'],
    })
    expect(values(retrieved._highlightResult?.tags)).toEqual(['<em>blue</em> linen'])
    expect(values(retrieved._snippetResult?.tags)).toEqual(['<em>blue</em> linen'])
  })

  it('applies as an index setting, and a search may turn it off', async () => {
    const client = t.admin()
    const { taskID } = await client.setSettings({
      indexName: INDEX,
      indexSettings: { ...SETTINGS, restrictHighlightAndSnippetArrays: true },
    })
    await client.waitForTask({ indexName: INDEX, taskID })
    expect(values((await hit({}))._highlightResult?.tags)).toEqual(['<em>blue</em> linen'])
    expect(values((await hit({ query: 'casual' }))._highlightResult?.tags)).toEqual([
      '<em>casual</em>',
    ])
    const off = await hit({ restrictHighlightAndSnippetArrays: false })
    expect(values(off._highlightResult?.tags)).toHaveLength(3)
    const reset = await client.setSettings({ indexName: INDEX, indexSettings: SETTINGS })
    await client.waitForTask({ indexName: INDEX, taskID: reset.taskID })
  })

  it('answers 400 for a value that is not a boolean', async () => {
    await expect(hit({ restrictHighlightAndSnippetArrays: 'yes' })).rejects.toMatchObject({
      status: 400,
    })
    const res = await t.request(`/1/indexes/${INDEX}/settings`, {
      method: 'PUT',
      body: JSON.stringify({ restrictHighlightAndSnippetArrays: 1 }),
    })
    expect(res.status).toBe(400)
  })
})

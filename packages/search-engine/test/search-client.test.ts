import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectValidResponse, expectValidSchema } from './openapi'
import { startTestServer, type TestServer } from './support/test-server'

let t: TestServer

beforeAll(async () => {
  t = await startTestServer({ seedCount: 300 })
}, 60_000)

afterAll(async () => {
  await t?.close()
})

const QUERY_ID = /^[0-9a-f]{32}$/

describe('search through the official v5 client', () => {
  it('runs a listing-page multi-query with hits and facet entries', async () => {
    const response = await t.admin().search({
      requests: [
        {
          indexName: 'products',
          query: 'shoe',
          facets: ['brand', 'colors', 'price'],
          hitsPerPage: 5,
          clickAnalytics: true,
          highlightPreTag: '__ais-highlight__',
          highlightPostTag: '__/ais-highlight__',
          numericFilters: ['price>=1'],
        },
        { indexName: 'products', type: 'facet', facet: 'brand', facetQuery: '' },
      ],
    })
    expectValidResponse('search', response)
    const [hits, facets] = response.results as [Record<string, unknown>, Record<string, unknown>]
    expectValidSchema('searchResponse', hits)
    expectValidSchema('searchForFacetValuesResponse', facets)
    expect(hits.index).toBe('products')
    expect(hits.queryID).toMatch(QUERY_ID)
    expect(hits.nbHits).toBeGreaterThan(0)
    expect(Object.keys(hits.facets as object)).toEqual(expect.arrayContaining(['brand', 'colors']))
    expect(JSON.stringify(hits.hits)).toContain('__ais-highlight__')
    expect(JSON.stringify(hits.hits)).not.toContain('<em>')
    expect(JSON.stringify(response)).not.toContain('_automaticInsights')
    expect((facets.facetHits as unknown[]).length).toBeGreaterThan(0)
  })

  it('searches a sort replica by name and reports it as the index searched', async () => {
    const { results } = await t.admin().search({
      requests: [{ indexName: 'products_price_asc', query: '', hitsPerPage: 20 }],
    })
    const result = results[0] as { index: string; hits: Array<{ price: number }> }
    expect(result.index).toBe('products_price_asc')
    const prices = result.hits.map((hit) => hit.price)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  })

  it('searches a single index', async () => {
    const response = await t.admin().searchSingleIndex({
      indexName: 'products',
      searchParams: { query: '', filters: 'onSale:true', hitsPerPage: 3, page: 1 },
    })
    expectValidResponse('searchSingleIndex', response)
    expect(response.page).toBe(1)
    expect(response.hits).toHaveLength(3)
    for (const hit of response.hits) expect((hit as { onSale?: boolean }).onSale).toBe(true)
  })

  it('searches for facet values', async () => {
    const response = await t.admin().searchForFacetValues({
      indexName: 'products',
      facetName: 'brand',
      searchForFacetValuesRequest: { facetQuery: 'c', maxFacetHits: 5 },
    })
    expectValidResponse('searchForFacetValues', response)
    expect(response.facetHits.length).toBeGreaterThan(0)
    expect(response.facetHits.length).toBeLessThanOrEqual(5)
    for (const hit of response.facetHits) expect(hit.value.toLowerCase()).toMatch(/(^|\s)c/)
  })

  it('answers an invalid filter with a 400 naming the problem', async () => {
    await expect(
      t.admin().searchSingleIndex({ indexName: 'products', searchParams: { filters: 'brand:(' } }),
    ).rejects.toMatchObject({ status: 400 })
  })

  it('answers an unknown index with a 404', async () => {
    await expect(
      t.admin().search({ requests: [{ indexName: 'nope', query: 'a' }] }),
    ).rejects.toMatchObject({ status: 404, message: 'Index nope does not exist' })
  })

  it('gets records one by one and in bulk', async () => {
    const client = t.admin()
    const first = await client.getObject({ indexName: 'products', objectID: 'p00001' })
    expect(first.objectID).toBe('p00001')
    const partial = await client.getObject({
      indexName: 'products',
      objectID: 'p00001',
      attributesToRetrieve: ['name'],
    })
    expect(Object.keys(partial).sort()).toEqual(['name', 'objectID'])
    await expect(
      client.getObject({ indexName: 'products', objectID: 'missing' }),
    ).rejects.toMatchObject({
      status: 404,
    })
    const many = await client.getObjects({
      requests: [
        { indexName: 'products', objectID: 'p00002' },
        { indexName: 'products', objectID: 'missing' },
      ],
    })
    expectValidResponse('getObjects', many)
    expect(many.results[0]).toMatchObject({ objectID: 'p00002' })
    expect(many.results[1]).toBeNull()
  })

  it('browses every record with a cursor', async () => {
    const client = t.admin()
    const page = await client.browse({ indexName: 'products', browseParams: { hitsPerPage: 100 } })
    expectValidResponse('browse', page)
    expect(typeof page.cursor).toBe('string')
    const seen = new Set<string>()
    await client.browseObjects({
      indexName: 'products',
      browseParams: { hitsPerPage: 120 },
      aggregator: (response) => response.hits.forEach((hit) => seen.add(hit.objectID)),
    })
    expect(seen.size).toBe(300)
  })

  it('answers a v4-style body (URL-encoded params string) sent with raw fetch', async () => {
    const params = `query=shoe&hitsPerPage=3&facets=${encodeURIComponent('["brand","colors"]')}&facetFilters=${encodeURIComponent('[["colors:Blue"]]')}`
    const response = await fetch(
      `${t.url}/1/indexes/*/queries?x-algolia-agent=Algolia%20for%20JavaScript%20(4.27.0)&x-algolia-application-id=TESTAPP&x-algolia-api-key=test-search-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: JSON.stringify({ requests: [{ indexName: 'products', params }] }),
      },
    )
    expect(response.status).toBe(200)
    const body = expectValidResponse('search', await response.json())
    const result = expectValidSchema('searchResponse', body.results[0]) as {
      hitsPerPage: number
      hits: Array<{ colors: string[] }>
      facets: Record<string, unknown>
    }
    expect(result.hitsPerPage).toBe(3)
    expect(Object.keys(result.facets).sort()).toEqual(['brand', 'colors'])
    for (const hit of result.hits) expect(hit.colors).toContain('Blue')
  })

  it('serves the lite client', async () => {
    const response = await t.lite().search({
      requests: [{ indexName: 'products', query: 'shirt', hitsPerPage: 2 }],
    })
    expectValidResponse('search', response)
    expectValidSchema('searchResponse', response.results[0])
  })
})

describe('index management through the official v5 client', () => {
  const books = [
    { objectID: 'b1', title: 'The Left Hand of Darkness', author: 'Le Guin', year: 1969 },
    { objectID: 'b2', title: 'A Wizard of Earthsea', author: 'Le Guin', year: 1968 },
    { objectID: 'b3', title: 'Dune', author: 'Herbert', year: 1965 },
  ]

  it('saves records, sets settings and waits for the tasks', async () => {
    const client = t.admin()
    const saved = await client.saveObjects({
      indexName: 'books',
      objects: books,
      waitForTasks: true,
    })
    for (const response of saved) expectValidResponse('batch', response)
    const settings = await client.setSettings({
      indexName: 'books',
      indexSettings: {
        searchableAttributes: ['title', 'author'],
        attributesForFaceting: ['searchable(author)'],
        customRanking: ['desc(year)'],
      },
    })
    expectValidResponse('setSettings', settings)
    const task = await client.waitForTask({ indexName: 'books', taskID: settings.taskID })
    expectValidResponse('getTask', task)
    const current = await client.getSettings({ indexName: 'books' })
    expectValidResponse('getSettings', current)
    expect(current.customRanking).toEqual(['desc(year)'])
    const found = await client.searchSingleIndex({
      indexName: 'books',
      searchParams: { query: 'guin' },
    })
    expect(found.hits.map((hit) => hit.objectID)).toEqual(['b1', 'b2'])
  })

  it('updates, deletes and lists', async () => {
    const client = t.admin()
    const updated = await client.partialUpdateObject({
      indexName: 'books',
      objectID: 'b3',
      attributesToUpdate: { year: 1966 },
    })
    expectValidResponse('partialUpdateObject', updated)
    await client.waitForTask({ indexName: 'books', taskID: updated.taskID ?? 0 })
    expect(await client.getObject({ indexName: 'books', objectID: 'b3' })).toMatchObject({
      year: 1966,
    })
    const one = await client.addOrUpdateObject({
      indexName: 'books',
      objectID: 'b4',
      body: { title: 'Solaris', author: 'Lem', year: 1961 },
    })
    expectValidResponse('addOrUpdateObject', one)
    const added = await client.saveObject({ indexName: 'books', body: { title: 'No id' } })
    expectValidResponse('saveObject', added, { status: '201' })
    expect(added.objectID).toBeTruthy()
    const deleted = await client.deleteObject({ indexName: 'books', objectID: 'b1' })
    expectValidResponse('deleteObject', deleted)
    const list = await client.listIndices()
    expectValidResponse('listIndices', list)
    expect(list.items.find((item) => item.name === 'books')?.entries).toBe(4)
    const multi = await client.multipleBatch({
      requests: [
        { action: 'addObject', indexName: 'books', body: { objectID: 'b9', title: 'Ubik' } },
        { action: 'deleteObject', indexName: 'books', body: { objectID: 'b4' } },
      ],
    })
    expectValidResponse('multipleBatch', multi)
    expect(multi.objectIDs).toEqual(['b9', 'b4'])
  })

  it('replaces all records (copy and move operations)', async () => {
    const client = t.admin()
    await client.replaceAllObjects({ indexName: 'books', objects: books.slice(0, 2), batchSize: 1 })
    const all = await client.searchSingleIndex({ indexName: 'books', searchParams: { query: '' } })
    expect(all.hits.map((hit) => hit.objectID).sort()).toEqual(['b1', 'b2'])
    const settings = await client.getSettings({ indexName: 'books' })
    expect(settings.customRanking).toEqual(['desc(year)'])
    const names = (await client.listIndices()).items.map((item) => item.name)
    expect(names.some((name) => name.includes('_tmp_'))).toBe(false)
  })

  it('clears and deletes an index', async () => {
    const client = t.admin()
    const cleared = await client.clearObjects({ indexName: 'books' })
    expectValidResponse('clearObjects', cleared)
    expect((await client.searchSingleIndex({ indexName: 'books' })).nbHits).toBe(0)
    const dropped = await client.deleteIndex({ indexName: 'books' })
    expectValidResponse('deleteIndex', dropped)
    await client.waitForTask({ indexName: 'books', taskID: dropped.taskID })
    expect(await client.indexExists({ indexName: 'books' })).toBe(false)
  })
})

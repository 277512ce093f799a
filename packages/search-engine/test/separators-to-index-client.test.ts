import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServerWithIndex, type TestServer } from './support/test-server'

// `separatorsToIndex` (a setting): each listed character is indexed as a word of its own, in
// records and queries alike, so "c++" (c, +, +) and "c#" (c, #) are told apart.
let t: TestServer
const INDEX = 'separators_shop'
const SETTINGS = { searchableAttributes: ['name'] }

beforeAll(async () => {
  t = await startServerWithIndex(
    INDEX,
    [
      { objectID: 'cpp', name: 'Learning C++ fast' },
      { objectID: 'csharp', name: 'C# in depth' },
      { objectID: 'c', name: 'The C programming language' },
    ],
    SETTINGS,
  )
}, 60_000)

afterAll(async () => {
  await t?.close()
})

async function search(query: string, params: Record<string, unknown> = {}) {
  return t.admin().searchSingleIndex<{ objectID: string; name: string }>({
    indexName: INDEX,
    searchParams: { query, getRankingInfo: true, ...params },
  })
}
const ids = (res: { hits: Array<{ objectID: string }> }) => res.hits.map((h) => h.objectID)

async function setSettings(indexSettings: Record<string, unknown>) {
  const client = t.admin()
  const { taskID } = await client.setSettings({ indexName: INDEX, indexSettings })
  await client.waitForTask({ indexName: INDEX, taskID })
}

describe('separatorsToIndex, through the official client', () => {
  it('ignores separators by default: "c++" and "c#" are both "c"', async () => {
    expect(ids(await search('c++')).sort()).toEqual(['c', 'cpp', 'csharp'])
    expect(ids(await search('c#')).sort()).toEqual(['c', 'cpp', 'csharp'])
  })

  it('indexes the listed characters as words once set, and highlights them', async () => {
    await setSettings({ ...SETTINGS, separatorsToIndex: '+#' })
    expect(ids(await search('c++'))).toEqual(['cpp'])
    const csharp = await search('c#')
    expect(ids(csharp)).toEqual(['csharp'])
    // "#" is a query word of its own: two words matched.
    expect(csharp.hits[0]!._rankingInfo?.words).toBe(2)
    expect(csharp.hits[0]!._highlightResult?.name).toMatchObject({
      value: '<em>C</em><em>#</em> in depth',
      matchLevel: 'full',
    })
    // A record added after the setting is indexed the same way (incremental index).
    const { taskID } = await t.admin().saveObject({
      indexName: INDEX,
      body: { objectID: 'cpp2', name: 'Effective C++' },
    })
    await t.admin().waitForTask({ indexName: INDEX, taskID })
    expect(ids(await search('c++')).sort()).toEqual(['cpp', 'cpp2'])
    // Quoted phrases read records with the same separators.
    expect(ids(await search('"c++ fast"', { advancedSyntax: true }))).toEqual(['cpp'])
    // Synonyms are split with the same separators: "csharp" finds "C#", not every "C".
    const client = t.admin()
    const saved = await client.saveSynonym({
      indexName: INDEX,
      objectID: 'csharp',
      synonymHit: { objectID: 'csharp', type: 'synonym', synonyms: ['csharp', 'c#'] },
    })
    await client.waitForTask({ indexName: INDEX, taskID: saved.taskID })
    expect(ids(await search('csharp'))).toEqual(['csharp'])
  })

  it('rebuilds the index when the setting is removed', async () => {
    await setSettings({ ...SETTINGS, separatorsToIndex: '' })
    expect(ids(await search('c#')).sort()).toEqual(['c', 'cpp', 'cpp2', 'csharp'])
  })

  it('reads a long value once per settings change, each character once', async () => {
    // 500,000 characters (mostly repeats, and letters, which never separate): every search read
    // them all several times, 340 ms a search in-process on the old code (20 searches: seconds).
    const separatorsToIndex = '#' + 'x-+'.repeat(166_666)
    await setSettings({ ...SETTINGS, separatorsToIndex })
    expect(ids(await search('c#'))).toEqual(['csharp'])
    expect(ids(await search('c++')).sort()).toEqual(['cpp', 'cpp2'])
    const start = performance.now()
    for (let i = 0; i < 20; i++) await search(`c# ${i}`)
    expect(performance.now() - start).toBeLessThan(1_500)
    await setSettings({ ...SETTINGS, separatorsToIndex: '' })
  })

  it('answers 400 for a value that is not a string', async () => {
    const res = await t.request(`/1/indexes/${INDEX}/settings`, {
      method: 'PUT',
      body: JSON.stringify({ separatorsToIndex: ['+'] }),
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ status: 400, message: expect.any(String) })
  })
})

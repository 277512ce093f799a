import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServerWithIndex, type TestServer } from './support/test-server'

// `disablePrefixOnAttributes` (a setting): in a listed attribute the last query word matches
// whole words only (the word, its alternatives, the word with typos), never as a prefix: a SKU
// "ab12" must not find "ab1234".
let t: TestServer
const INDEX = 'disable_prefix_shop'
const ids = (res: { hits: Array<{ objectID: string }> }) => res.hits.map((h) => h.objectID).sort()

async function search(params: Record<string, unknown>) {
  return t.admin().searchSingleIndex({ indexName: INDEX, searchParams: params })
}

const SETTINGS = { searchableAttributes: ['name', 'sku'], ignorePlurals: true }

beforeAll(async () => {
  t = await startServerWithIndex(
    INDEX,
    [
      { objectID: 'long', name: 'Widget', sku: 'ab1234' },
      { objectID: 'short', name: 'Gadget', sku: 'ab12' },
      { objectID: 'pro', name: 'Lamp', sku: 'qwertypro' },
      { objectID: 'lamps', name: 'Desk', sku: 'lamps' },
    ],
    SETTINGS,
  )
}, 60_000)

afterAll(async () => {
  await t?.close()
})

describe('disablePrefixOnAttributes, through the official client', () => {
  it('matches prefixes everywhere by default', async () => {
    expect(ids(await search({ query: 'ab12' }))).toEqual(['long', 'short'])
    expect(ids(await search({ query: 'qwertyp' }))).toEqual(['pro'])
  })

  it('matches whole words only in a listed attribute, prefixes elsewhere', async () => {
    const client = t.admin()
    const { taskID } = await client.setSettings({
      indexName: INDEX,
      indexSettings: { ...SETTINGS, disablePrefixOnAttributes: ['sku'] },
    })
    await client.waitForTask({ indexName: INDEX, taskID })
    expect(ids(await search({ query: 'ab12' }))).toEqual(['short'])
    expect(ids(await search({ query: 'qwertyp' }))).toEqual([])
    // Typos and plurals are whole-word matches, and other attributes keep prefixes.
    expect(ids(await search({ query: 'qwretypro' }))).toEqual(['pro'])
    expect(ids(await search({ query: 'lamp' }))).toEqual(['lamps', 'pro'])
    expect(ids(await search({ query: 'widg' }))).toEqual(['long'])
  })

  it('is a setting: a search may not send it', async () => {
    await expect(
      search({ query: 'ab12', disablePrefixOnAttributes: ['sku'] }),
    ).rejects.toMatchObject({ status: 400 })
  })
})

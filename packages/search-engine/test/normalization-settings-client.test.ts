import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServerWithIndex, type TestServer } from './support/test-server'

// `keepDiacriticsOnCharacters` and `customNormalization` (settings): exceptions to the default
// normalisation (lower case, diacritics removed), applied to records and queries alike.
let t: TestServer
const INDEX = 'normalization_shop'
const SETTINGS = { searchableAttributes: ['name'] }

beforeAll(async () => {
  t = await startServerWithIndex(
    INDEX,
    [
      { objectID: 'kept', name: 'Smørrebrød plate' },
      { objectID: 'plain', name: 'Smorrebrod plate' },
      { objectID: 'umlaut', name: 'Mädchen dress' },
      { objectID: 'ae', name: 'Maedchen dress' },
      { objectID: 'a', name: 'Madchen dress' },
    ],
    SETTINGS,
  )
}, 60_000)

afterAll(async () => {
  await t?.close()
})

async function search(query: string) {
  return t.admin().searchSingleIndex<{ objectID: string }>({
    indexName: INDEX,
    searchParams: { query, typoTolerance: false },
  })
}
const ids = async (query: string) => (await search(query)).hits.map((h) => h.objectID).sort()

async function setSettings(indexSettings: Record<string, unknown>) {
  const client = t.admin()
  const { taskID } = await client.setSettings({ indexName: INDEX, indexSettings })
  await client.waitForTask({ indexName: INDEX, taskID })
}

describe('normalisation settings, through the official client', () => {
  it('removes every diacritic by default', async () => {
    expect(await ids('smørrebrød')).toEqual(['kept', 'plain'])
    expect(await ids('mädchen')).toEqual(['a', 'umlaut'])
  })

  it('keeps the diacritics of keepDiacriticsOnCharacters, in both cases', async () => {
    await setSettings({ ...SETTINGS, keepDiacriticsOnCharacters: 'ø' })
    expect(await ids('smørrebrød')).toEqual(['kept'])
    expect(await ids('SMØRREBRØD')).toEqual(['kept'])
    expect(await ids('smorrebrod')).toEqual(['plain'])
    // Other characters are normalised as before.
    expect(await ids('mädchen')).toEqual(['a', 'umlaut'])
    const hit = (await search('smørrebrød')).hits[0] as unknown as {
      _highlightResult: { name: { value: string } }
    }
    expect(hit._highlightResult.name.value).toBe('<em>Smørrebrød</em> plate')
  })

  it('maps characters as customNormalization says, in records and queries', async () => {
    await setSettings({ ...SETTINGS, customNormalization: { default: { ä: 'ae' } } })
    expect(await ids('mädchen')).toEqual(['ae', 'umlaut'])
    expect(await ids('maedchen')).toEqual(['ae', 'umlaut'])
    expect(await ids('madchen')).toEqual(['a'])
    // Words named by optionalWords are normalised the same way.
    const optional = await t.admin().searchSingleIndex<{ objectID: string }>({
      indexName: INDEX,
      searchParams: { query: 'dress mädchen', optionalWords: ['mädchen'], typoTolerance: false },
    })
    expect(optional.hits.map((h) => h.objectID).sort()).toEqual(['a', 'ae', 'umlaut'])
    // A prefix ending inside the replacement marks the whole original character.
    const res = await search('mäd')
    const marked = Object.fromEntries(
      res.hits.map((h) => [
        h.objectID,
        (h as unknown as { _highlightResult: { name: { value: string } } })._highlightResult.name
          .value,
      ]),
    )
    expect(marked).toEqual({ umlaut: '<em>Mäd</em>chen dress', ae: '<em>Maed</em>chen dress' })
  })

  it('answers 400 for values of the wrong type', async () => {
    for (const body of [
      { keepDiacriticsOnCharacters: 5 },
      { customNormalization: { default: { ä: 3 } } },
      { customNormalization: 'ä=ae' },
    ]) {
      const res = await t.request(`/1/indexes/${INDEX}/settings`, {
        method: 'PUT',
        body: JSON.stringify(body),
      })
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ status: 400, message: expect.any(String) })
    }
  })

  it("answers 400 past Algolia's lengths: one character in, at most two out", async () => {
    const client = t.admin()
    const mappings: Array<Record<string, string>> = [
      { ä: 'z'.repeat(5_000) },
      { ä: 'aee' },
      { ab: 'x' },
      { 'u\u0308': 'ue' },
    ]
    for (const mapping of mappings) {
      const refused = await client
        .setSettings({
          indexName: INDEX,
          indexSettings: { customNormalization: { default: mapping } },
        })
        .then(
          () => undefined,
          (error: { status?: number; message?: string }) => error,
        )
      expect(refused?.status, JSON.stringify(mapping).slice(0, 40)).toBe(400)
      expect(refused?.message).toMatch(/^Invalid value for customNormalization\.default\./)
    }
    // Nothing was stored: the mapping of the test before still applies.
    expect(await ids('maedchen')).toEqual(['ae', 'umlaut'])
  })

  it('reads a large mapping once per settings change, not on every search', async () => {
    // 60,000 CJK characters mapped (and ä): every search read the whole mapping several times
    // and keyed its options by its text: 20 searches took 15 s on the old code, 60 ms now.
    const large: Record<string, string> = { ä: 'ae' }
    for (let i = 0; i < 60_000; i++) large[String.fromCodePoint(0x20000 + i)] = 'q'
    await setSettings({ customNormalization: { default: large } })
    expect(await ids('maedchen')).toEqual(['ae', 'umlaut'])
    const start = performance.now()
    for (let i = 0; i < 20; i++) await search(`maedchen ${i}`)
    expect(performance.now() - start).toBeLessThan(1_500)
    await setSettings({ customNormalization: { default: { ä: 'ae' } } })
  })

  it('passes over a longer output stored before the check, so that words keep their length', async () => {
    // Written through the engine, as a data directory of an earlier version holds it: one 'a'
    // becoming 5,000 characters made a 200-record index take 11 s to build for the first search.
    t.server.engine.setSettings(INDEX, {
      customNormalization: { default: { a: 'z'.repeat(5_000) } },
    })
    const start = performance.now()
    // The entry does not apply: default normalisation, 'Mädchen' is madchen too.
    expect(await ids('madchen')).toEqual(['a', 'umlaut'])
    expect(performance.now() - start).toBeLessThan(2_000)
  })
})

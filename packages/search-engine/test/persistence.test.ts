import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createEngine } from '../src/core/engine'
import { openStore } from '../src/storage/file-store'
import { indexFileName, readIndexFile } from '../src/storage/index-file'
import { startTestServer } from './support/test-server'

const dirs: string[] = []

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-persist-'))
  dirs.push(dir)
  return dir
}

afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

const records = Array.from({ length: 50 }, (_, i) => ({
  objectID: `r${i}`,
  name: `Item ${i}`,
  price: (i * 7) % 23,
}))

describe('persistence across restarts', () => {
  it('keeps records, settings and replicas', async () => {
    const dataDir = await tempDir()
    const first = await startTestServer({ dataDir })
    const client = first.admin()
    await client.saveObjects({ indexName: 'items', objects: records, waitForTasks: true })
    const set = await client.setSettings({
      indexName: 'items',
      indexSettings: {
        searchableAttributes: ['name'],
        attributesForFaceting: ['price'],
        replicas: ['items_price_asc'],
      },
    })
    await client.waitForTask({ indexName: 'items', taskID: set.taskID })
    const replica = await client.setSettings({
      indexName: 'items_price_asc',
      indexSettings: {
        ranking: ['asc(price)', 'typo', 'words', 'proximity', 'attribute', 'exact', 'custom'],
      },
    })
    await client.waitForTask({ indexName: 'items_price_asc', taskID: replica.taskID })
    await client.deleteObject({ indexName: 'items', objectID: 'r0' })
    const before = await client.searchSingleIndex({
      indexName: 'items_price_asc',
      searchParams: { hitsPerPage: 100 },
    })
    await first.close()

    const second = await startTestServer({ dataDir })
    try {
      const again = second.admin()
      const settings = await again.getSettings({ indexName: 'items' })
      expect(settings.replicas).toEqual(['items_price_asc'])
      expect(settings.attributesForFaceting).toEqual(['price'])
      expect((await again.getSettings({ indexName: 'items_price_asc' })).primary).toBe('items')
      const after = await again.searchSingleIndex({
        indexName: 'items_price_asc',
        searchParams: { hitsPerPage: 100 },
      })
      expect(after.nbHits).toBe(49)
      expect(after.hits.map((h) => h.objectID)).toEqual(before.hits.map((h) => h.objectID))
      await expect(again.getObject({ indexName: 'items', objectID: 'r0' })).rejects.toMatchObject({
        status: 404,
      })
    } finally {
      await second.close()
    }
  })

  it('saves writes by itself after a short delay, and removes deleted indices', async () => {
    const dataDir = await tempDir()
    const store = await openStore({ dataDir, engine: createEngine(), debounceMs: 10 })
    try {
      store.engine.saveObjects('a', records)
      store.engine.saveObjects('b', records.slice(0, 3))
      const file = join(dataDir, 'indices', indexFileName('a'))
      await expect
        .poll(async () => (await readIndexFile(file).catch(() => undefined))?.records.length, {
          timeout: 5000,
        })
        .toBe(50)
      store.engine.deleteIndex('b')
      await store.flush()
      expect(await readdir(join(dataDir, 'indices'))).toEqual([indexFileName('a')])
    } finally {
      await store.close()
    }
  })

  it('refuses a second owner of the same data directory', async () => {
    const dataDir = await tempDir()
    const store = await openStore({ dataDir, engine: createEngine() })
    await expect(openStore({ dataDir, engine: createEngine() })).rejects.toThrow(/in use/)
    await store.close()
    const reopened = await openStore({ dataDir, engine: createEngine() })
    await reopened.close()
  })
})

describe('crash atomicity', () => {
  async function storeWithIndex(dataDir: string) {
    const store = await openStore({ dataDir, engine: createEngine(), autoSave: false })
    store.engine.setSettings('items', { searchableAttributes: ['name'] })
    store.engine.saveObjects('items', records)
    await store.flush()
    return store
  }

  it('a write failing half-way leaves the previous index readable', async () => {
    const dataDir = await tempDir()
    const engine = createEngine()
    let failAt = -1
    // An engine whose export yields a record that blows up while it is being serialised, in the
    // middle of the file, as a full disk or a crash would.
    const faulty = new Proxy(engine, {
      get(target, property) {
        if (property !== 'exportIndex' || failAt < 0) return Reflect.get(target, property)
        return (name: string) => {
          const dump = target.exportIndex(name)
          const records = dump.records.map((record, i) =>
            i === failAt
              ? {
                  ...record,
                  toJSON() {
                    throw new Error('disk full')
                  },
                }
              : record,
          )
          return { ...dump, records }
        }
      },
    })
    const store = await openStore({ dataDir, engine: faulty, autoSave: false })
    store.engine.setSettings('items', { searchableAttributes: ['name'] })
    store.engine.saveObjects('items', records)
    await store.flush()
    const file = join(dataDir, 'indices', indexFileName('items'))
    const before = await readFile(file, 'utf8')

    store.engine.saveObjects(
      'items',
      records.map((record) => ({ ...record, name: 'changed' })),
    )
    failAt = 30
    await expect(store.flush()).rejects.toThrow('disk full')
    expect(await readFile(file, 'utf8')).toBe(before)
    expect((await readdir(join(dataDir, 'indices'))).filter((f) => f.includes('.tmp-'))).toEqual([])
    store.discard()

    const reopened = await openStore({ dataDir, engine: createEngine() })
    expect(reopened.engine.getObject('items', 'r1')?.name).toBe('Item 1')
    expect(reopened.engine.search('items', { query: 'item' }).nbHits).toBe(50)
    await reopened.close()
  })

  it('ignores and removes a temporary file left by a process killed mid-write', async () => {
    const dataDir = await tempDir()
    await (await storeWithIndex(dataDir)).close()
    const file = join(dataDir, 'indices', indexFileName('items'))
    const full = await readFile(file, 'utf8')
    await writeFile(`${file}.tmp-99999-deadbeef`, full.slice(0, full.length / 2))
    const reopened = await openStore({ dataDir, engine: createEngine() })
    expect(reopened.engine.listIndices().map((i) => [i.name, i.entries])).toEqual([['items', 50]])
    expect(await readdir(join(dataDir, 'indices'))).toEqual([indexFileName('items')])
    await reopened.close()
  })

  it('never loads a truncated index file, and keeps loading the others', async () => {
    const dataDir = await tempDir()
    const store = await storeWithIndex(dataDir)
    store.engine.saveObjects('other', records.slice(0, 5))
    await store.close()
    const file = join(dataDir, 'indices', indexFileName('items'))
    const full = await readFile(file, 'utf8')
    await writeFile(file, full.slice(0, Math.floor(full.length * 0.6)))
    const warnings: string[] = []
    const reopened = await openStore({
      dataDir,
      engine: createEngine(),
      warn: (m) => warnings.push(m),
    })
    expect(reopened.engine.hasIndex('items')).toBe(false)
    expect(reopened.engine.listIndices().map((i) => i.name)).toEqual(['other'])
    expect(warnings.join('\n')).toMatch(/Skipping unreadable index file/)
    expect((await readdir(join(dataDir, 'indices'))).some((f) => f.includes('.corrupt-'))).toBe(
      true,
    )
    await reopened.close()
  })
})

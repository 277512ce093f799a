import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../src/cli/run-cli'
import { createEngine } from '../src/core/engine'
import { importCatalog } from '../src/import/import-catalog'
import type { ImportTarget } from '../src/import/import-target'
import { createLocalTarget } from '../src/import/local-target'
import { openStore } from '../src/storage/file-store'
import { captureIO } from './support/cli-io'
import { TEST_KEYS, startTestServer, type TestServer } from './support/test-server'

let dir: string

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vitrine-import-'))
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

const good = (id: string, extra: Record<string, unknown> = {}) => ({
  objectID: id,
  name: `Product ${id}`,
  price: 10,
  ...extra,
})

// Lines: 1 ok, 2 ok, 3 no objectID, 4 array, 5 blank (skipped), 6 bad JSON, 7 too big, 8 ok.
const NDJSON = [
  JSON.stringify(good('a')),
  JSON.stringify(good('b', { brand: 'Acme' })),
  JSON.stringify({ name: 'orphan' }),
  JSON.stringify([1, 2]),
  '',
  '{"objectID": "c", ',
  JSON.stringify(good('d', { description: 'x'.repeat(500) })),
  JSON.stringify(good(42 as unknown as string)),
].join('\n')

const EXPECTED_REJECTS = [
  { line: 3, reason: 'missing objectID' },
  { line: 4, reason: 'not an object (got an array)' },
  { line: 6, reason: expect.stringMatching(/^invalid JSON/) },
  { line: 7, reason: expect.stringMatching(/over the 300-byte limit/) },
]

async function fixture(name: string, text: string): Promise<string> {
  const path = join(dir, name)
  await writeFile(path, text)
  return path
}

describe('importCatalog', () => {
  it('imports valid NDJSON records and reports the others with their line numbers', async () => {
    const engine = createEngine()
    const report = await importCatalog({
      file: await fixture('mixed.ndjson', NDJSON),
      indexName: 'shop',
      target: createLocalTarget(engine),
      batchSize: 2,
      rules: { maxRecordBytes: 300 },
    })
    expect(report.rejected).toEqual(EXPECTED_REJECTS)
    expect(report.imported).toBe(3)
    expect([...engine.allObjects('shop')].map((r) => r.objectID).sort()).toEqual(['42', 'a', 'b'])
  })

  it('gives JSON array elements the line they start on', async () => {
    const text = `[\n  ${JSON.stringify(good('a'))},\n  "oops",\n  {\n    "name": "no id"\n  },\n  ${JSON.stringify(good('b'))}\n]\n`
    const engine = createEngine()
    const report = await importCatalog({
      file: await fixture('array.json', text),
      indexName: 'shop',
      target: createLocalTarget(engine),
    })
    expect(report.rejected).toEqual([
      { line: 3, reason: 'not an object (got a string)' },
      { line: 4, reason: 'missing objectID' },
    ])
    expect(report.imported).toBe(2)
  })

  it('leaves the index as it was when writing fails part-way', async () => {
    const engine = createEngine()
    engine.saveObjects('shop', [good('old')])
    const local = createLocalTarget(engine)
    let writes = 0
    let aborted = false
    const failing: ImportTarget = {
      ...local,
      async write(records) {
        if (++writes === 2) throw new Error('connection lost')
        await local.write(records)
      },
      async abort() {
        aborted = true
        await local.abort()
      },
    }
    const lines = Array.from({ length: 5 }, (_, i) => JSON.stringify(good(`n${i}`))).join('\n')
    await expect(
      importCatalog({
        file: await fixture('five.ndjson', lines),
        indexName: 'shop',
        target: failing,
        batchSize: 2,
      }),
    ).rejects.toThrow('connection lost')
    expect(aborted).toBe(true)
    expect([...engine.allObjects('shop')].map((r) => r.objectID)).toEqual(['old'])
  })
})

describe('vitrine-search import', () => {
  const settingsFile = () =>
    fixture(
      'settings.json',
      JSON.stringify({
        settings: {
          searchableAttributes: ['name'],
          attributesForFaceting: ['brand'],
          replicas: ['shop_price_desc'],
        },
        replicas: [
          {
            name: 'shop_price_desc',
            settings: { ranking: ['desc(price)', 'typo', 'words', 'custom'] },
          },
        ],
      }),
    )

  it('loads the data directory offline, reporting rejected lines (exit code 1)', async () => {
    const dataDir = join(dir, 'offline')
    const io = captureIO()
    const code = await runCli(
      [
        'import',
        await fixture('cli.ndjson', NDJSON),
        '--index',
        'shop',
        '--settings',
        await settingsFile(),
        '--data',
        dataDir,
        '--max-record-bytes',
        '300',
      ],
      io,
    )
    expect(code).toBe(1)
    expect(io.stdout.join('\n')).toMatch(/imported 3 records into "shop"/)
    const errors = io.stderr.join('\n')
    for (const line of [3, 4, 6, 7]) expect(errors).toContain(`line ${line}:`)
    const store = await openStore({ dataDir, engine: createEngine() })
    try {
      expect(
        store.engine
          .listIndices()
          .map((i) => [i.name, i.entries])
          .sort(),
      ).toEqual([
        ['shop', 3],
        ['shop_price_desc', 3],
      ])
      expect(store.engine.getSettings('shop_price_desc').ranking?.[0]).toBe('desc(price)')
    } finally {
      await store.close()
    }
  })

  const synonymsExport = () =>
    fixture(
      'synonyms.json',
      JSON.stringify([{ objectID: 's1', type: 'synonym', synonyms: ['sneakers', 'trainers'] }]),
    )
  const rulesExport = () =>
    fixture(
      'rules.ndjson',
      [
        {
          objectID: 'r1',
          conditions: [{ pattern: 'help', anchoring: 'is' }],
          consequence: { userData: { a: 1 } },
        },
        { objectID: 'r2', consequence: { userData: { b: 2 } } },
      ]
        .map((r) => JSON.stringify(r))
        .join('\n'),
    )

  it('imports synonyms and rules from Algolia export files given with --settings', async () => {
    const dataDir = join(dir, 'dictionaries')
    const io = captureIO()
    const args = [
      'import',
      await fixture('ok.ndjson', JSON.stringify(good('a'))),
      '--index',
      'shop',
    ]
    const files = ['--settings', await settingsFile(), '--settings', await synonymsExport()]
    const code = await runCli(
      [...args, ...files, '--settings', await rulesExport(), '--data', dataDir],
      io,
    )
    expect(code).toBe(0)
    const store = await openStore({ dataDir, engine: createEngine() })
    try {
      const { engine } = store
      expect(engine.getSynonym('shop', 's1')?.synonyms).toEqual(['sneakers', 'trainers'])
      expect(engine.getSynonym('shop_price_desc', 's1')?.type).toBe('synonym')
      expect(engine.searchRules('shop', {}).hits.map((r) => r.objectID)).toEqual(['r1', 'r2'])
    } finally {
      await store.close()
    }
    const bad = captureIO()
    const wrong = await fixture('mixed.json', JSON.stringify([{ objectID: 'x' }]))
    expect(await runCli([...args, '--settings', wrong, '--data', dataDir], bad)).not.toBe(0)
    expect(bad.stderr.join('\n')).toMatch(/only synonyms .* or only rules/)
  })

  describe('with a server running', () => {
    let algolia: TestServer
    let local: TestServer

    beforeAll(async () => {
      algolia = await startTestServer()
      local = await startTestServer({
        config: { appId: 'VITRINE', adminKey: 'local-admin', searchKey: 'local-search' },
      })
    }, 60_000)

    afterAll(async () => {
      await algolia?.close()
      await local?.close()
    })

    it('pushes records, settings and replicas to Algolia (a local server standing in)', async () => {
      const io = captureIO({
        env: {
          ALGOLIA_APP_ID: TEST_KEYS.appId,
          ALGOLIA_ADMIN_KEY: TEST_KEYS.adminKey,
          ALGOLIA_HOST: algolia.url,
        },
      })
      const file = await fixture('push.ndjson', NDJSON)
      const args = [
        'import',
        file,
        '--index',
        'shop',
        '--settings',
        await settingsFile(),
        '--max-record-bytes',
        '300',
      ]
      const dataDir = join(dir, 'untouched')
      args.push('--settings', await synonymsExport(), '--settings', await rulesExport())
      expect(await runCli([...args, '--data', dataDir], io)).toBe(1)
      expect(io.stdout.join('\n')).toContain(`Algolia application ${TEST_KEYS.appId}`)
      const client = algolia.admin()
      const all = await client.searchSingleIndex({ indexName: 'shop', searchParams: { query: '' } })
      expect(all.hits.map((h) => h.objectID).sort()).toEqual(['42', 'a', 'b'])
      expect((await client.getSettings({ indexName: 'shop' })).replicas).toEqual([
        'shop_price_desc',
      ])
      const replica = await client.getSettings({ indexName: 'shop_price_desc' })
      expect(replica.primary).toBe('shop')
      expect(replica.ranking?.[0]).toBe('desc(price)')
      expect(await client.getSynonym({ indexName: 'shop', objectID: 's1' })).toMatchObject({
        type: 'synonym',
      })
      const rules = await client.searchRules({ indexName: 'shop', searchRulesParams: {} })
      expect(rules.nbHits).toBe(2)
      // Replacing: a second import with fewer records drops the others; no temporary index is left.
      await runCli(
        ['import', await fixture('one.ndjson', JSON.stringify(good('z'))), '--index', 'shop'],
        io,
      )
      const replaced = await client.searchSingleIndex({
        indexName: 'shop',
        searchParams: { query: '' },
      })
      expect(replaced.hits.map((h) => h.objectID)).toEqual(['z'])
      expect((await client.getSettings({ indexName: 'shop' })).replicas).toEqual([
        'shop_price_desc',
      ])
      const names = (await client.listIndices()).items.map((i) => i.name).sort()
      expect(names).toEqual(['shop', 'shop_price_desc'])
    })

    it('goes through the running local server when it owns the data directory', async () => {
      const io = captureIO({ env: { VITRINE_ADMIN_KEY: 'local-admin' } })
      const file = await fixture(
        'live.ndjson',
        [good('l1'), good('l2')].map((r) => JSON.stringify(r)).join('\n'),
      )
      expect(
        await runCli(['import', file, '--index', 'live', '--data', local.dataDir, '--append'], io),
      ).toBe(0)
      expect(io.stdout.join('\n')).toContain(`the server running at ${local.url}`)
      expect(local.server.engine.getObject('live', 'l2')).toMatchObject({ objectID: 'l2' })
    })
  })
})

import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../src/cli/run-cli'
import { createEngine } from '../src/core/engine'
import { seedDemo } from '../src/demo/seed'
import { importCatalog } from '../src/import/import-catalog'
import { createLocalTarget } from '../src/import/local-target'
import { openStore } from '../src/storage/file-store'
import { captureIO } from './support/cli-io'

// `vitrine-search import --settings` wrote settings, replicas, synonyms and rules to the data
// directory (no server running) through the engine alone, past the checks the HTTP routes apply:
// an index's userData of 40 kB (setSettings answers 400 past 32 kB), a rule's of 2 kB (1 kB), a
// renderingContent of 70 kB (64 kB), a consequence filter no search can run, a synonym phrase of
// 65 words, settings the spec's schema refuses were all imported, and the next `serve` sent them
// with every search answer. Both ways in now share one validation (server/write-checks.ts); an
// import refusing one names the file and the item and writes nothing.
let dir: string

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vitrine-import-checks-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

async function fixture(name: string, value: unknown, lines = false): Promise<string> {
  const path = join(dir, name)
  const text = lines
    ? (value as unknown[]).map((item) => JSON.stringify(item)).join('\n')
    : JSON.stringify(value)
  await writeFile(path, text)
  return path
}

const RECORDS = [{ objectID: 'a', name: 'linen shirt', brand: 'Acme' }]

/** Imports `settings` files into a fresh data directory; the exit code, stderr and indices. */
async function importWith(name: string, ...settings: string[]) {
  const dataDir = join(dir, name)
  const records = await fixture(`${name}-records.json`, RECORDS)
  const io = captureIO()
  const args = ['import', records, '--index', 'shop', '--data', dataDir]
  for (const file of settings) args.push('--settings', file)
  const code = await runCli(args, io)
  const store = await openStore({ dataDir, engine: createEngine() })
  try {
    const indices = store.engine.listIndices().map((index) => index.name)
    return { code, stderr: io.stderr.join('\n'), indices, engine: store.engine }
  } finally {
    await store.close()
  }
}

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ')

describe('vitrine-search import --settings checks what setSettings, saveSynonyms and saveRules check', () => {
  it('refuses an index userData past 32 kB, naming the file', async () => {
    const file = await fixture('big-user-data.json', { userData: { note: 'x'.repeat(40_000) } })
    const { code, stderr, indices } = await importWith('user-data', file)
    expect(code).not.toBe(0)
    expect(stderr).toContain(`settings file ${file}: settings: Invalid value for userData`)
    expect(stderr).toContain('at most 32 kB')
    expect(indices).toEqual([])
  })

  it("refuses a replica's renderingContent past 64 kB, naming the replica", async () => {
    const big = { facetOrdering: { values: { brand: { order: ['y'.repeat(70_000)] } } } }
    const file = await fixture('replica.json', {
      settings: { replicas: ['shop_desc'] },
      replicas: [{ name: 'shop_desc', settings: { renderingContent: big } }],
    })
    const { code, stderr, indices } = await importWith('replica', file)
    expect(code).not.toBe(0)
    expect(stderr).toContain(`settings file ${file}: replicas[0] ("shop_desc") settings:`)
    expect(stderr).toContain('renderingContent')
    expect(indices).toEqual([])
  })

  it("refuses a rule's userData past 1 kB and a consequence no search can run", async () => {
    const ok = { objectID: 'r1', consequence: { userData: { a: 1 } } }
    const heavy = { objectID: 'r2', consequence: { userData: { b: 'z'.repeat(2000) } } }
    const file = await fixture('rules.ndjson', [ok, heavy], true)
    const first = await importWith('rule-user-data', file)
    expect(first.code).not.toBe(0)
    expect(first.stderr).toContain(
      `settings file ${file}: Invalid value for rules[1] (objectID "r2"): consequence.userData`,
    )
    expect(first.indices).toEqual([])

    const broken = { objectID: 'f1', consequence: { params: { filters: '(((' } } }
    const filters = await fixture('filters.json', [broken])
    const second = await importWith('rule-filters', filters)
    expect(second.code).not.toBe(0)
    expect(second.stderr).toContain(
      `settings file ${filters}: rules[0] (objectID "f1"): consequence.params.filters`,
    )
    expect(second.indices).toEqual([])
  })

  it('refuses a synonym phrase of 65 words and settings the spec refuses', async () => {
    const synonym = { objectID: 's1', type: 'synonym', synonyms: ['shirt', words(65)] }
    const file = await fixture('synonyms.json', [synonym])
    const first = await importWith('synonym', file)
    expect(first.code).not.toBe(0)
    expect(first.stderr).toContain(`settings file ${file}: synonyms[0] (objectID "s1"):`)
    expect(first.indices).toEqual([])

    const wrong = await fixture('wrong.json', { hitsPerPage: 'ten' })
    const second = await importWith('schema', wrong)
    expect(second.code).not.toBe(0)
    expect(second.stderr).toContain(`settings file ${wrong}: settings:`)
    expect(second.stderr).toContain('hitsPerPage')
    expect(second.indices).toEqual([])
  })

  it('imports what the routes accept, older rule shapes normalised as saveRule does', async () => {
    const settings = await fixture('fine.json', {
      userData: { note: 'x'.repeat(30_000) },
      attributesForFaceting: ['brand'],
    })
    const rule = {
      objectID: 'old',
      condition: { pattern: 'linen', anchoring: 'contains' },
      consequence: { params: { query: { remove: 'linen' } } },
    }
    const rules = await fixture('old-rules.json', [rule])
    const synonym = { objectID: 's1', type: 'synonym', synonyms: ['shirt', words(64)] }
    const synonyms = await fixture('fine-synonyms.json', [synonym])
    const { code, stderr, engine } = await importWith('fine', settings, rules, synonyms)
    expect(stderr).toBe('')
    expect(code).toBe(0)
    expect(engine.getSettings('shop').attributesForFaceting).toEqual(['brand'])
    expect(engine.getRule('shop', 'old')).toMatchObject({
      conditions: [{ pattern: 'linen', anchoring: 'contains' }],
      consequence: { params: { query: { remove: ['linen'] } } },
    })
    expect(engine.getSynonym('shop', 's1')?.synonyms).toHaveLength(2)
  })

  it('checks the settings importCatalog is given, writing nothing', async () => {
    const engine = createEngine()
    const heavy = { objectID: 'r2', consequence: { userData: { b: 'z'.repeat(2000) } } }
    await expect(
      importCatalog({
        file: await fixture('api-records.json', RECORDS),
        indexName: 'shop',
        target: createLocalTarget(engine),
        settings: { settings: {}, replicas: [], rules: [heavy as never] },
      }),
    ).rejects.toThrow('import settings: Invalid value for rules[0] (objectID "r2")')
    expect(engine.hasIndex('shop')).toBe(false)
  })

  it('seeds the demo catalogue through the same checks', async () => {
    const store = await openStore({ dataDir: join(dir, 'seed'), engine: createEngine() })
    try {
      await seedDemo({ engine: store.engine, dataDir: join(dir, 'seed'), count: 50, events: false })
      expect(store.engine.listIndices().length).toBeGreaterThan(1)
    } finally {
      await store.close()
    }
  })
})

import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMMANDS, runCli } from '../src/cli/run-cli'
import { DEFAULT_APP_ID } from '../src/config'
import { captureIO } from './support/cli-io'

let dir: string

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vitrine-cli-'))
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('help and usage errors', () => {
  it.each(COMMANDS.map((c) => c.name))('%s --help prints the usage and exits 0', async (name) => {
    const io = captureIO()
    expect(await runCli([name, '--help'], io)).toBe(0)
    expect(io.stdout.join('\n')).toMatch(new RegExp(`^Usage: vitrine-search ${name}`))
  })

  it('lists the commands', async () => {
    const io = captureIO()
    expect(await runCli(['--help'], io)).toBe(0)
    for (const { name } of COMMANDS) expect(io.stdout.join('\n')).toContain(`  ${name}`)
  })

  it('exits 2 on an unknown command, an unknown flag or a missing argument', async () => {
    expect(await runCli(['launch'], captureIO())).toBe(2)
    expect(await runCli(['serve', '--prot', '1'], captureIO())).toBe(2)
    expect(await runCli(['import', 'file.json'], captureIO())).toBe(2)
    expect(await runCli(['export'], captureIO())).toBe(2)
  })
})

describe('serve', () => {
  it('seeds an empty directory, prints the ready line and the keys, and saves on stop', async () => {
    const dataDir = join(dir, 'serve')
    const io = captureIO()
    const running = runCli(
      ['serve', '--port', '0', '--data', dataDir, '--seed-if-empty', '--seed-count', '60'],
      io,
    )
    const ready = await io.waitForOutput(/ready at/)
    const lines = ready.split('\n')
    expect(lines[0]).toMatch(/^vitrine-search ready at http:\/\/127\.0\.0\.1:\d+$/)
    expect(ready).toContain(DEFAULT_APP_ID)
    // The keys printed are the data directory's generated ones.
    const printed = (label: string) => new RegExp(`${label}:\\s+([0-9a-f]{32})`).exec(ready)?.[1]
    const stored = JSON.parse(await readFile(join(dataDir, 'keys.json'), 'utf8')) as {
      adminKey: string
      searchKey: string
    }
    expect(printed('admin key')).toBe(stored.adminKey)
    expect(printed('search key')).toBe(stored.searchKey)
    const url = lines[0]!.slice('vitrine-search ready at '.length)
    const response = await fetch(`${url}/1/indexes/products/query`, {
      method: 'POST',
      headers: {
        'x-algolia-application-id': DEFAULT_APP_ID,
        'x-algolia-api-key': stored.searchKey,
      },
      body: '{"hitsPerPage":1}',
    })
    expect(((await response.json()) as { nbHits: number }).nbHits).toBe(60)
    io.stop()
    expect(await running).toBe(0)
    // products, its sort replicas, and the demo's query suggestions index.
    expect((await readdir(join(dataDir, 'indices'))).length).toBe(4)
    expect(await readdir(dataDir)).not.toContain('server.lock')
  }, 60_000)
})

describe('seed, export and import round trip', () => {
  it('exports records and settings that import back identically', async () => {
    const source = join(dir, 'source')
    const io = captureIO()
    expect(await runCli(['seed', '--count', '40', '--data', source, '--no-events'], io)).toBe(0)
    expect(io.stdout.join('\n')).toMatch(/seeded 40 products into "products"/)

    const out = join(dir, 'products.ndjson')
    const settingsOut = join(dir, 'products.settings.json')
    expect(
      await runCli(
        [
          'export',
          '--index',
          'products',
          '--data',
          source,
          '--out',
          out,
          '--settings-out',
          settingsOut,
        ],
        io,
      ),
    ).toBe(0)
    const lines = (await readFile(out, 'utf8')).trim().split('\n')
    expect(lines).toHaveLength(40)
    const bundle = JSON.parse(await readFile(settingsOut, 'utf8')) as {
      replicas: Array<{ name: string }>
      synonyms?: unknown[]
      rules?: Array<{ objectID: string }>
    }
    // The demo's synonyms and rules travel with the settings.
    expect(bundle.synonyms?.length).toBeGreaterThan(0)
    expect(bundle.rules?.map((r) => r.objectID)).toContain('sale-banner')
    expect(bundle.replicas.map((r) => r.name).sort()).toEqual([
      'products_price_asc',
      'products_price_desc',
    ])

    const target = join(dir, 'target')
    expect(
      await runCli(
        ['import', out, '--index', 'products', '--settings', settingsOut, '--data', target],
        io,
      ),
    ).toBe(0)
    const again = join(dir, 'again.json')
    expect(
      await runCli(
        ['export', '--index', 'products_price_desc', '--data', target, '--out', again],
        io,
      ),
    ).toBe(0)
    const reimported = JSON.parse(await readFile(again, 'utf8')) as Array<{ objectID: string }>
    expect(reimported.map((r) => r.objectID).sort()).toEqual(
      lines.map((l) => JSON.parse(l).objectID).sort(),
    )
    expect(await runCli(['export', '--index', 'ghost', '--data', target], io)).toBe(1)
  })
})

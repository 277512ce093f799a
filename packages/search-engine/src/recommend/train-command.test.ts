import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { CliIO } from '../cli/cli-io'
import { createEngine } from '../core/engine'
import { seedDemo } from '../demo/seed'
import { startServer } from '../server/start-server'
import { openStore } from '../storage/file-store'
import { trainCommand } from './train-command'

const dirs: string[] = []
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

async function seededDataDir(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-train-'))
  dirs.push(dataDir)
  const store = await openStore({ dataDir, engine: createEngine() })
  await seedDemo({ engine: store.engine, dataDir, count: 150, searches: false })
  await store.close()
  return dataDir
}

function captureIO(): CliIO & { lines: string[] } {
  const lines: string[] = []
  return {
    lines,
    out: (text) => lines.push(text),
    err: (text) => lines.push(`ERR ${text}`),
    env: {},
    cwd: process.cwd(),
    waitForStop: () => new Promise(() => undefined),
  }
}

describe('vitrine-search train', () => {
  it('rebuilds the models and compacts the log of an idle data directory', async () => {
    const dataDir = await seededDataDir()
    const io = captureIO()
    expect(await trainCommand.run(['--data', dataDir], io)).toBe(0)
    expect(io.lines[0]).toMatch(/^trained 1 index model\(s\) from 150 records and \d+ events/)
    expect(io.lines[1]).toMatch(/^event log: \d+ segment\(s\) merged, 0 event\(s\) past retention/)
    expect(io.lines[2]).toMatch(/^ {2}products: 150 records, \d+ interactions, \d+ co-view pairs/)
  })

  it('asks the server that owns the data directory', async () => {
    const dataDir = await seededDataDir()
    const server = await startServer({ config: { port: 0, host: '127.0.0.1', dataDir } })
    try {
      const io = captureIO()
      expect(await trainCommand.run(['--data', dataDir], io)).toBe(0)
      expect(io.lines[0]).toContain(`(server at ${server.url})`)
    } finally {
      await server.close()
    }
  })

  it('rejects unknown flags', async () => {
    const io = captureIO()
    expect(await trainCommand.run(['--nope'], io)).toBe(2)
  })
})

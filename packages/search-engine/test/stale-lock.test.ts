import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { processExited, processIdentity } from '../src/storage/data-dir-lock'
import { bundleChildServer, startChild, type Child } from './support/child-process'
import { TEST_KEYS, startTestServer } from './support/test-server'

// Item 8 of issue 12: a server.lock left by a dead server must not block start-up when its PID
// now belongs to another live process (PID reuse after a reboot, in containers).

let dataDir: string
let sleeper: ChildProcess
let bundle: { bundle: string; remove(): Promise<void> }
let owner: Child | undefined

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'vitrine-lock-'))
  // Any live process that is not a server: it stands for the one that got the dead server's PID.
  sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' })
  bundle = await bundleChildServer()
}, 60_000)

afterAll(async () => {
  sleeper.kill('SIGKILL')
  await owner?.kill()
  await bundle.remove()
  await rm(dataDir, { recursive: true, force: true })
})

describe('stale server.lock', () => {
  it('whose PID now runs another process is taken over', async () => {
    expect(processIdentity(sleeper.pid!)).toBeDefined()
    const lock = {
      pid: sleeper.pid,
      // What the dead server recorded: another boot, another start time.
      process: 'b0b0b0b0-0000-4000-8000-000000000000:12345',
      url: 'http://127.0.0.1:9',
      startedAt: '2025-01-01T00:00:00.000Z',
    }
    await writeFile(join(dataDir, 'server.lock'), JSON.stringify(lock))
    const t = await startTestServer({ dataDir })
    try {
      const mine = JSON.parse(await readFile(join(dataDir, 'server.lock'), 'utf8')) as {
        pid: number
        url: string
      }
      expect(mine.pid).toBe(process.pid)
      expect(mine.url).toBe(t.url)
      const res = await t.request('/1/indexes', { key: TEST_KEYS.adminKey })
      expect(res.status).toBe(200)
    } finally {
      await t.close()
    }
  })

  it.runIf(process.platform === 'linux')(
    'whose owner was killed but not reaped (a zombie) is taken over',
    async () => {
      // The shell starts a short `sleep` in the background, then becomes a long `sleep`, which
      // never reaps it: the short one ends and stays a zombie, as a killed server does under a container's first process that
      // does not reap orphans.
      const shell = spawn('sh', ['-c', 'sleep 0.2 & echo $!; exec sleep 5'], {
        stdio: ['ignore', 'pipe', 'ignore'],
      })
      const zombie = Number(
        (await new Promise<Buffer>((r) => shell.stdout!.once('data', r))).toString(),
      )
      await new Promise((resolve) => setTimeout(resolve, 600))
      try {
        expect(processIdentity(zombie)).toBeDefined()
        expect(processExited(zombie)).toBe(true)
        const lock = {
          pid: zombie,
          process: processIdentity(zombie),
          url: 'http://127.0.0.1:9',
          startedAt: new Date().toISOString(),
        }
        await writeFile(join(dataDir, 'server.lock'), JSON.stringify(lock))
        const t = await startTestServer({ dataDir })
        await t.close()
      } finally {
        shell.kill('SIGKILL')
      }
    },
  )

  it('held by a live server still refuses a second one', async () => {
    owner = await startChild(bundle.bundle, [dataDir])
    await expect(startTestServer({ dataDir })).rejects.toThrow(/in use by a server at/)
    const res = await fetch(`${owner.url}/1/indexes`, {
      headers: {
        'x-algolia-application-id': TEST_KEYS.appId,
        'x-algolia-api-key': TEST_KEYS.adminKey,
      },
    })
    expect(res.status).toBe(200)
  })
})

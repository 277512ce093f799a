import { mkdtemp, open, readFile, rm, writeFile, type FileHandle } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { openEventLog } from '../insights/event-log'
import { writeFileAtomic } from './atomic-write'
import { openWal, readWal } from './write-ahead-log'

// A full disk, as Linux shows it to Node: a write writes what fits and reports it (no error),
// the next one fails with ENOSPC. Nothing acknowledged may be lost, and nothing cut may be kept.

type Write = FileHandle['write']

let dir: string
let restore: (() => void) | undefined

/** Makes every file write behave as on a disk with `room` bytes left, until `free()`. */
async function fillDisk(room: number): Promise<{ free(): void }> {
  const probe = await open(join(dir, '.probe'), 'w')
  const proto = Object.getPrototypeOf(probe) as { write: Write }
  await probe.close()
  const original = proto.write
  let left = room
  const spy = vi.spyOn(proto, 'write').mockImplementation(function (
    this: FileHandle,
    ...args: unknown[]
  ) {
    const [data, offset = 0, length, position] = args as [Buffer, number, number?, number?]
    if (!Buffer.isBuffer(data)) throw new Error('the test expects buffer writes')
    const wanted = length ?? data.length - offset
    if (left === 0) {
      const error: NodeJS.ErrnoException = new Error('ENOSPC: no space left on device, write')
      error.code = 'ENOSPC'
      return Promise.reject(error)
    }
    const n = Math.min(left, wanted)
    left -= n
    return (original as (...a: unknown[]) => ReturnType<Write>).call(
      this,
      data,
      offset,
      n,
      position,
    )
  } as unknown as Write)
  restore = () => spy.mockRestore()
  return { free: () => spy.mockRestore() }
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'disk-full-'))
})
afterEach(async () => {
  restore?.()
  restore = undefined
  await rm(dir, { recursive: true, force: true })
})

describe('a full disk', () => {
  it('leaves the old file in place when an atomic write does not fit', async () => {
    const path = join(dir, 'products.ndjson')
    await writeFile(path, 'old content\n')
    await fillDisk(10)
    await expect(
      writeFileAtomic(path, (out) => out.write('a record that does not fit\n')),
    ).rejects.toMatchObject({ code: 'ENOSPC' })
    expect(await readFile(path, 'utf8')).toBe('old content\n')
  })

  it('keeps the write-ahead log whole: a failed group is written again first, in order', async () => {
    const wal = await openWal(dir, [])
    wal.append({ method: 'saveObject', args: ['products', { objectID: 'a' }] })
    await wal.durable()
    const disk = await fillDisk(15)
    wal.append({ method: 'saveObject', args: ['products', { objectID: 'b' }] })
    await expect(wal.durable()).rejects.toMatchObject({ code: 'ENOSPC' })
    disk.free()
    wal.append({ method: 'saveObject', args: ['products', { objectID: 'c' }] })
    await wal.durable()
    await wal.close()
    const warnings: string[] = []
    const { entries } = await readWal(dir, (message) => warnings.push(message))
    expect(entries.map((e) => (e.args[1] as { objectID: string }).objectID)).toEqual([
      'a',
      'b',
      'c',
    ])
    expect(warnings).toEqual([])
  })

  it('refuses events that do not fit, keeps no part of them, and takes the next ones', async () => {
    const log = await openEventLog({ dir: join(dir, 'events') })
    const view = (id: string) => ({
      eventName: 'e',
      eventType: 'view' as const,
      index: 'products',
      userToken: 'u',
      timestamp: 1,
      objectIDs: [id],
    })
    await log.append([view('a')])
    const disk = await fillDisk(20)
    await expect(log.append([view('b')])).rejects.toMatchObject({ code: 'ENOSPC' })
    disk.free()
    await log.append([view('c')])
    const ids: string[] = []
    await log.scan({ event: (e) => ids.push(e.objectIDs![0]!) })
    expect(ids).toEqual(['a', 'c'])
    await log.close()
  })
})

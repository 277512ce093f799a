import { mkdir, open, readFile, readdir, rm, type FileHandle } from 'node:fs/promises'
import { join } from 'node:path'
import { appendSynced } from './write-fully'

/** One logged write: an engine write method and its arguments (JSON). */
export interface WalEntry {
  method: string
  args: unknown[]
}

/**
 * Append-only log of the writes applied since the last snapshot of the index files. Each entry is
 * one NDJSON line; {@link WriteAheadLog.durable} resolves once every line appended so far is on
 * disk (one write and one fdatasync for everything appended meanwhile: group commit). The log is
 * split in numbered segments: a snapshot starts a new segment first, and once every index file is
 * saved the segments before it are deleted.
 */
export interface WriteAheadLog {
  /** Adds an entry (buffered: see {@link durable}). */
  append(entry: WalEntry): void
  /** Resolves once every entry appended so far is fsync'd; rejects if the disk write failed. */
  durable(): Promise<void>
  /** Starts a new segment; returns the numbers of the segments before it. */
  rotate(): Promise<number[]>
  /** Deletes segments (their writes are in the saved index files). */
  drop(segments: readonly number[]): Promise<void>
  close(): Promise<void>
}

const SEGMENT = /^(\d{12})\.wal$/
const segmentName = (n: number) => `${String(n).padStart(12, '0')}.wal`

async function segmentsIn(dir: string): Promise<number[]> {
  const names = await readdir(dir)
  return names
    .map((name) => SEGMENT.exec(name)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number)
    .sort((a, b) => a - b)
}

/**
 * Entries of every segment of `dir`, oldest first. A line that does not parse (the tail of an
 * append cut by a crash: it was never acknowledged) is skipped and reported.
 */
export async function readWal(
  dir: string,
  warn: (message: string) => void,
): Promise<{ entries: WalEntry[]; segments: number[] }> {
  await mkdir(dir, { recursive: true })
  const segments = await segmentsIn(dir)
  const entries: WalEntry[] = []
  for (const n of segments) {
    const text = await readFile(join(dir, segmentName(n)), 'utf8')
    const lines = text.split('\n')
    lines.forEach((line, i) => {
      if (line === '') return
      try {
        const entry = JSON.parse(line) as WalEntry
        if (typeof entry.method === 'string' && Array.isArray(entry.args)) entries.push(entry)
      } catch {
        if (i !== lines.length - 1) warn(`Skipping a damaged write-ahead log line in ${n}`)
      }
    })
  }
  return { entries, segments }
}

/** Opens the log for appending, in a new segment after `existing`. */
export async function openWal(dir: string, existing: readonly number[]): Promise<WriteAheadLog> {
  await mkdir(dir, { recursive: true })
  let current = (existing.at(-1) ?? 0) + 1
  let handle: FileHandle = await open(join(dir, segmentName(current)), 'a')
  let size = (await handle.stat()).size
  let pending: string[] = []
  let chain: Promise<void> = Promise.resolve()
  let scheduled: Promise<void> | undefined
  let closed = false

  const writePending = async () => {
    scheduled = undefined
    if (pending.length === 0) return
    const lines = pending
    const data = Buffer.from(lines.join(''))
    pending = []
    try {
      await appendSynced(handle, data, size)
    } catch (error) {
      // Its lines are written first by the next call: the log keeps the order of the writes.
      pending = [...lines, ...pending]
      throw error
    }
    size += data.length
  }

  const enqueue = <T>(task: () => Promise<T>): Promise<T> => {
    const run = chain.then(task, task)
    chain = run.then(
      () => undefined,
      () => undefined,
    )
    return run
  }

  return {
    append(entry) {
      if (closed) throw new Error('The write-ahead log is closed')
      pending.push(JSON.stringify(entry) + '\n')
    },
    durable() {
      if (pending.length === 0 && scheduled === undefined) return chain
      scheduled ??= enqueue(writePending)
      return scheduled
    },
    rotate() {
      return enqueue(async () => {
        await writePending()
        await handle.close()
        const before = (await segmentsIn(dir)).filter((n) => n <= current)
        current++
        handle = await open(join(dir, segmentName(current)), 'a')
        size = (await handle.stat()).size
        return before
      })
    },
    async drop(segments) {
      for (const n of segments) await rm(join(dir, segmentName(n)), { force: true })
    },
    close() {
      closed = true
      return enqueue(async () => {
        await writePending()
        await handle.close()
      })
    },
  }
}

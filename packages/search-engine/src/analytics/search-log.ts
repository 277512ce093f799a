import { mkdir, open, readdir, rm, type FileHandle } from 'node:fs/promises'
import { join } from 'node:path'
import { syncDirectory, truncateTornTail } from '../insights/segment-files'
import { appendSynced } from '../storage/write-fully'
import { createSerialQueue } from '../insights/serial-queue'
import { addDays, dayOf } from './day'
import { readLines } from './read-lines'
import { boundRecord } from './record-limits'
import type { SearchRecord } from './types'

/** Options of {@link openSearchLog}. */
export interface SearchLogOptions {
  /** Directory of the daily files, normally `<dataDir>/analytics`. Created when missing. */
  dir: string
  /** Days kept; older files are deleted at open and when a new day starts. @default 90 */
  retentionDays?: number
  /**
   * Most bytes the daily files may take together. Searches come from browsers with the search
   * key, so disk use is bounded: a day's file stops growing at a sixteenth of this (its later
   * searches still count in the aggregates until a restart), and past the total the oldest days
   * are deleted. @default 2 GiB
   */
  maxBytes?: number
  /** Told once per day whose file reached its cap. @default console.warn */
  warn?: (message: string) => void
  /** Longest time a recorded search waits in memory before it is written. @default 200 ms */
  flushMs?: number
  /** Clock. @default Date.now */
  now?: () => number
}

/** Durable, append-only store of recorded searches: one NDJSON file per UTC day. */
export interface SearchLog {
  /** Queues a record; it is written (and fdatasync'ed) with the next group, within `flushMs`. */
  append(record: SearchRecord): void
  /** Writes every queued record now. */
  flush(): Promise<void>
  /** Records left unwritten because their day's file was full, since the log was opened. */
  unwritten(): number
  /** Reads every stored record, oldest day first. */
  replay(visit: (record: SearchRecord) => void): Promise<number>
  /** Flushes and closes the files. */
  close(): Promise<void>
}

const FILE = /^searches-(\d{4}-\d{2}-\d{2})\.ndjson$/
const GROUP_LIMIT = 5_000

const fileName = (day: string) => `searches-${day}.ndjson`

async function listDays(dir: string): Promise<string[]> {
  const days: string[] = []
  for (const name of await readdir(dir)) {
    const match = FILE.exec(name)
    if (match) days.push(match[1]!)
  }
  return days.sort()
}

/**
 * Reads every record stored in a search log directory, oldest day first, without modifying
 * anything (safe while a server writes to it: a torn last line is skipped).
 */
export async function replaySearches(
  dir: string,
  visit: (record: SearchRecord) => void,
): Promise<number> {
  let count = 0
  for (const day of await listDays(dir)) {
    count += await readLines(join(dir, fileName(day)), (line) => {
      let record: SearchRecord
      try {
        record = JSON.parse(line) as SearchRecord
      } catch {
        return // a damaged line loses one search, never the log
      }
      if (record === null || typeof record !== 'object') return
      // Lines written before the recording limits existed may be past them.
      visit(boundRecord(record))
    })
  }
  return count
}

/** Length of the longest run of whole lines of `data` within `limit` bytes. */
function lastLineEnd(data: Buffer, limit: number): number {
  return limit <= 0 ? 0 : data.lastIndexOf(10, limit - 1) + 1
}

function countLines(data: Buffer): number {
  let n = 0
  for (let at = data.indexOf(10); at !== -1; at = data.indexOf(10, at + 1)) n++
  return n
}

/**
 * Opens the search log. Searches are not acknowledged writes, so they are written in groups
 * in the background (one write and one fdatasync per group, as the insights log's group
 * commit) instead of delaying the answer; `close` writes what is queued. A torn last line left
 * by a crash is cut off at open. Files are plain NDJSON, one {@link SearchRecord} per line.
 */
export async function openSearchLog(options: SearchLogOptions): Promise<SearchLog> {
  const { dir } = options
  const retention = options.retentionDays ?? 90
  const flushMs = options.flushMs ?? 200
  const now = options.now ?? Date.now
  const maxBytes = options.maxBytes ?? 2 * 1024 ** 3
  const maxDayBytes = Math.floor(maxBytes / 16)
  /** Size of every day's file. */
  const sizes = new Map<string, number>()
  await mkdir(dir, { recursive: true })
  await dropExpired()
  for (const day of await listDays(dir)) {
    sizes.set(day, await truncateTornTail(join(dir, fileName(day))))
  }
  await dropOldestPastBudget(dayOf(now()))
  let unwritten = 0
  const fullDays = new Set<string>()
  const warn = options.warn ?? ((message: string) => console.warn(message))

  let queued = new Map<string, string[]>()
  let queuedCount = 0
  let timer: NodeJS.Timeout | undefined
  let handle: { day: string; file: FileHandle } | undefined
  let closed = false
  const writes = createSerialQueue()

  async function dropExpired(): Promise<void> {
    const cutoff = addDays(dayOf(now()), -retention)
    let removed = false
    for (const name of await readdir(dir)) {
      const match = FILE.exec(name)
      if (match && match[1]! < cutoff) {
        await rm(join(dir, name), { force: true })
        sizes.delete(match[1]!)
        removed = true
      }
    }
    if (removed) await syncDirectory(dir)
  }

  /**
   * Deletes the oldest days' files while they leave no room for `today`'s to grow to its cap
   * within `maxBytes`.
   */
  async function dropOldestPastBudget(today: string): Promise<void> {
    let others = 0
    for (const [day, bytes] of sizes) if (day !== today) others += bytes
    let removed = false
    for (const day of [...sizes.keys()].sort()) {
      if (others <= maxBytes - maxDayBytes) break
      if (day === today) continue
      await rm(join(dir, fileName(day)), { force: true })
      others -= sizes.get(day)!
      sizes.delete(day)
      removed = true
    }
    if (removed) await syncDirectory(dir)
  }

  async function fileFor(day: string): Promise<FileHandle> {
    if (handle?.day === day) return handle.file
    await handle?.file.close()
    const file = await open(join(dir, fileName(day)), 'a')
    if (handle && day > handle.day) await dropExpired()
    handle = { day, file }
    if (!sizes.has(day)) sizes.set(day, 0)
    await dropOldestPastBudget(day)
    return file
  }

  function writeQueued(): Promise<void> {
    if (timer) clearTimeout(timer)
    timer = undefined
    const groups = queued
    queued = new Map()
    queuedCount = 0
    if (groups.size === 0) return writes.run(async () => undefined)
    return writes.run(async () => {
      for (const [day, lines] of [...groups].sort(([a], [b]) => (a < b ? -1 : 1))) {
        const file = await fileFor(day)
        const data = Buffer.from(lines.join(''))
        const room = maxDayBytes - (sizes.get(day) ?? 0)
        const fits = data.length <= room ? data : data.subarray(0, lastLineEnd(data, room))
        if (fits.length < data.length) {
          unwritten += lines.length - countLines(fits)
          if (!fullDays.has(day)) {
            fullDays.add(day)
            warn(
              `Recorded searches of ${day} reached their daily share of the analytics budget ` +
                `(${maxDayBytes} bytes, see VITRINE_ANALYTICS_MAX_BYTES): later searches of that day ` +
                'count in the reports until a restart, and are not stored',
            )
          }
        }
        if (fits.length === 0) continue
        const before = sizes.get(day) ?? 0
        try {
          await appendSynced(file, fits, before)
        } catch (error) {
          unwritten += countLines(fits)
          throw error
        }
        sizes.set(day, before + fits.length)
      }
    })
  }

  function append(record: SearchRecord): void {
    if (closed) return
    const day = dayOf(record.t)
    let lines = queued.get(day)
    if (!lines) queued.set(day, (lines = []))
    lines.push(`${JSON.stringify(record)}\n`)
    if (++queuedCount >= GROUP_LIMIT) void writeQueued().catch(() => undefined)
    else if (!timer) {
      timer = setTimeout(() => void writeQueued().catch(() => undefined), flushMs)
      timer.unref()
    }
  }

  return {
    append,
    flush: writeQueued,
    unwritten: () => unwritten,
    replay: (visit) => replaySearches(dir, visit),
    async close() {
      if (closed) return
      await writeQueued()
      closed = true
      await writes.run(async () => {
        await handle?.file.close()
        handle = undefined
      })
    },
  }
}

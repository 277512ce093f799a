import { mkdir, open, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { compactSegments, minTimestampOf, type CompactionReport } from './compact-segments'
import { encodeLine, readSegment, type LogVisitor } from './read-segment'
import {
  listSegments,
  segmentName,
  syncDirectory,
  truncateTornTail,
  type SegmentFile,
} from './segment-files'
import { appendSynced } from '../storage/write-fully'
import { createSerialQueue } from './serial-queue'
import type { InsightsEvent } from './types'

/** Options of {@link openEventLog}. */
export interface EventLogOptions {
  /** Directory of the log segments, normally `<dataDir>/events`. Created when missing. */
  dir: string
  /** Size at which the active segment is sealed and a new one started. @default 32 MiB */
  segmentBytes?: number
  /** Events older than this are folded into counts at compaction. @default 90 days */
  retentionMs?: number
  /**
   * Most bytes the log keeps on disk. Anyone holding the search key can send events, so past
   * this the oldest sealed segments are folded into counts (down to three quarters of it), as
   * events past the retention window are. @default 2 GiB
   */
  maxBytes?: number
  /** Most items the counts of folded events keep, the most counted. @default 50,000 */
  maxCountedItems?: number
  /** Told when the log passed `maxBytes` and its oldest events were folded. @default console.warn */
  warn?: (message: string) => void
  /** Clock, in milliseconds since the epoch. @default Date.now */
  now?: () => number
}

/** A point in the log: everything committed before it. */
export interface LogPosition {
  segment: number
  offset: number
}

/** Called synchronously after each commit (after fsync, before the appenders are answered). */
export type CommitListener = (events: InsightsEvent[]) => void

/** Durable, append-only store of insights events. */
export interface EventLog {
  /** Appends events; resolves once they are on disk (written and fsynced). */
  append(events: InsightsEvent[]): Promise<void>
  /** Subscribes to commits; returns the unsubscribe function. */
  onCommit(listener: CommitListener): () => void
  /** Position after the last commit. */
  position(): LogPosition
  /**
   * Reads every committed event in log order. `onStart` runs synchronously at the position the
   * scan stops at: commits before it are in the scan, commits after it are not.
   */
  scan(visitor: LogVisitor, onStart?: (at: LogPosition) => void): Promise<number>
  /**
   * Folds into counts the events older than the retention window, and the oldest sealed segments
   * while the log is past `maxBytes`: seals the active segment if it holds expired events, then
   * rewrites the head of the log (see `compactSegments`). A no-op when nothing is due.
   */
  compact(): Promise<CompactionReport>
  /** Waits for pending writes and compaction, then closes the files. */
  close(): Promise<void>
}

interface Pending {
  data: string
  events: InsightsEvent[]
  minTimestamp: number
  resolve: () => void
  reject: (error: unknown) => void
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Opens (creating or recovering) the event log in `options.dir`.
 *
 * Why an append-only log and not an embedded database: events are only ever appended and read
 * back in order (to rebuild the models), which a log does with one sequential write and one
 * fdatasync per commit; and it needs no native module (better-sqlite3 compiles for ~150 s on
 * this toolchain and its prebuilt 13.x segfaults on Node 20), so installs stay fast and
 * portable. The files are plain NDJSON, readable with any tool.
 *
 * Format: segments `seg-<first>-<last>.ndjson`, one event per line, sealed at `segmentBytes`.
 * Appends are group-committed: callers that arrive while a write + fdatasync is in flight are
 * written together by the next one, so one fsync serves many requests. A batch is acknowledged
 * only after its fsync. On open, a torn last line (a process killed mid-write) is cut off.
 * Compaction (see {@link EventLog.compact} and `compactSegments`) folds events older than
 * `retentionMs` into per-item counts, crash-safely; it also runs as soon as a sealed segment
 * takes the log past `maxBytes`, and then folds the oldest segments whatever their age.
 * @example
 * const log = await openEventLog({ dir: join(dataDir, 'events') })
 * await log.append(events) // durable from here on
 */
export async function openEventLog(options: EventLogOptions): Promise<EventLog> {
  const { dir } = options
  const segmentBytes = options.segmentBytes ?? 32 << 20
  const retentionMs = options.retentionMs ?? 90 * DAY_MS
  const maxBytes = options.maxBytes ?? 2 * 1024 ** 3
  const maxCountedItems = options.maxCountedItems ?? 50_000
  const now = options.now ?? Date.now
  const warn = options.warn ?? ((message: string) => console.warn(message))
  await mkdir(dir, { recursive: true })
  const segments = await listSegments(dir)
  let active = segments.pop()
  if (!active) {
    active = { first: 1, last: 1, name: segmentName(1, 1) }
    await (await open(join(dir, active.name), 'a')).close()
    await syncDirectory(dir)
  }
  const sealed: SegmentFile[] = segments
  for (const segment of sealed) segment.bytes = (await stat(join(dir, segment.name))).size
  let size = await truncateTornTail(join(dir, active.name))
  // Oldest timestamp written to the active segment by this process (unknown for older data).
  let activeMin = size === 0 ? Number.POSITIVE_INFINITY : undefined
  let handle = await open(join(dir, active.name), 'r+')
  let pending: Pending[] = []
  let draining: Promise<void> | undefined
  let compacting: Promise<CompactionReport> | undefined
  let closed = false
  const listeners = new Set<CommitListener>()
  const writes = createSerialQueue()
  const maintenance = createSerialQueue()

  async function roll(): Promise<void> {
    await handle.close()
    const bytes = size
    sealed.push({ ...active!, bytes, ...(activeMin !== undefined && { minTimestamp: activeMin }) })
    const next = active!.last + 1
    active = { first: next, last: next, name: segmentName(next, next) }
    handle = await open(join(dir, active.name), 'w+')
    size = 0
    activeMin = Number.POSITIVE_INFINITY
    await syncDirectory(dir)
    if (overBudget()) void compact().catch(() => undefined)
  }

  const sealedBytes = () => sealed.reduce((sum, segment) => sum + (segment.bytes ?? 0), 0)
  const overBudget = () => sealedBytes() + size > maxBytes

  /** How many of the oldest sealed segments to fold to bring the log to 3/4 of its budget. */
  function segmentsToFold(): number {
    if (!overBudget()) return 0
    let total = sealedBytes() + size
    let fold = 0
    while (fold < sealed.length && total > (maxBytes * 3) / 4) total -= sealed[fold++]!.bytes ?? 0
    return fold
  }

  async function writeBatch(batch: Pending[]): Promise<void> {
    const data = Buffer.from(batch.map((p) => p.data).join(''))
    if (size > 0 && size + data.length > segmentBytes) await roll()
    await appendSynced(handle, data, size)
    size += data.length
    if (activeMin !== undefined) {
      for (const p of batch) activeMin = Math.min(activeMin, p.minTimestamp)
    }
  }

  async function drain(): Promise<void> {
    try {
      while (pending.length > 0) {
        // A sender faster than compaction waits for it once the log is a segment past its
        // budget, so the disk holds at most the budget and two segments.
        if (compacting && sealedBytes() + size > maxBytes + segmentBytes) {
          await compacting.catch(() => undefined)
        }
        const batch = pending
        pending = []
        try {
          await writes.run(() => writeBatch(batch))
        } catch (error) {
          for (const p of batch) p.reject(error)
          continue
        }
        for (const p of batch) for (const listener of listeners) listener(p.events)
        for (const p of batch) p.resolve()
      }
    } finally {
      draining = undefined
    }
  }

  function append(events: InsightsEvent[]): Promise<void> {
    if (closed) return Promise.reject(new Error('The event log is closed'))
    if (events.length === 0) return Promise.resolve()
    const data = events.map(encodeLine).join('')
    let minTimestamp = Number.POSITIVE_INFINITY
    for (const e of events) if (e.timestamp < minTimestamp) minTimestamp = e.timestamp
    return new Promise<void>((resolve, reject) => {
      pending.push({ data, events, minTimestamp, resolve, reject })
      draining ??= drain()
    })
  }

  function position(): LogPosition {
    return { segment: active!.first, offset: size }
  }

  function scan(visitor: LogVisitor, onStart?: (at: LogPosition) => void): Promise<number> {
    return maintenance.run(async () => {
      const at = position()
      const files = [...sealed, active!]
      onStart?.(at)
      let count = 0
      for (const file of files) {
        const limit = file.first === at.segment ? at.offset : undefined
        count += await readSegment(join(dir, file.name), visitor, limit)
      }
      return count
    })
  }

  function compact(): Promise<CompactionReport> {
    compacting ??= maintenance
      .run(async () => {
        const cutoff = now() - retentionMs
        await writes.run(async () => {
          activeMin ??= await minTimestampOf(dir, active!)
          if (size > 0 && activeMin < cutoff) await roll()
        })
        const segments = segmentsToFold()
        const { report, merged, replaced } = await compactSegments(dir, [...sealed], {
          cutoff,
          segments,
          maxCountedItems,
        })
        if (segments > 0) {
          warn(
            `The event log passed its budget (${maxBytes} bytes, see VITRINE_EVENTS_MAX_BYTES): ` +
              `${report.dropped} of its oldest events were folded into per-item counts`,
          )
        }
        if (merged && replaced) sealed.splice(0, replaced, merged)
        return report
      })
      .finally(() => {
        compacting = undefined
      })
    return compacting
  }

  async function close(): Promise<void> {
    closed = true
    await draining
    await compacting?.catch(() => undefined)
    await writes.run(() => handle.close())
  }

  if (overBudget()) void compact().catch(() => undefined)
  return {
    append,
    onCommit: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    position,
    scan,
    compact,
    close,
  }
}

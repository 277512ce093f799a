import { open } from 'node:fs/promises'
import { createTimeSlicer } from '../core/time-slicer'
import type { EventCounts, InsightsEvent } from './types'

/** Receives what a scan of the log finds, in log order. */
export interface LogVisitor {
  /** One stored event. */
  event(event: InsightsEvent): void
  /** Counts of events that compaction dropped (written at the head of a compacted segment). */
  counts?(counts: EventCounts): void
  /** Called after each chunk of a few megabytes, so that a visitor can write out what it kept. */
  afterChunk?(): Promise<void>
}

/** One line of a segment: an event, or the counts snapshot of a compacted segment. */
export type LogLine = InsightsEvent | { $counts: EventCounts }

const CHUNK_BYTES = 8 << 20

/** Serialises one line (with its trailing newline). */
export function encodeLine(line: LogLine): string {
  return `${JSON.stringify(line)}\n`
}

function dispatch(text: string, visitor: LogVisitor): void {
  if (text.length === 0) return
  const line = JSON.parse(text) as LogLine
  if ('$counts' in line) visitor.counts?.(line.$counts)
  else visitor.event(line)
}

/**
 * Reads the complete lines of a segment file up to `limit` bytes and hands them to `visitor`,
 * in chunks of a few megabytes so that huge compacted segments never become one string, and
 * yielding to the event loop regularly so that a background scan never blocks queries.
 * Returns the number of events read.
 */
export async function readSegment(
  path: string,
  visitor: LogVisitor,
  limit = Number.POSITIVE_INFINITY,
): Promise<number> {
  const handle = await open(path, 'r')
  let count = 0
  const slicer = createTimeSlicer()
  const counting: LogVisitor = {
    event: (e) => {
      count++
      visitor.event(e)
    },
    counts: (c) => visitor.counts?.(c),
  }
  try {
    const buffer = Buffer.allocUnsafe(CHUNK_BYTES)
    let carry = Buffer.alloc(0)
    let offset = 0
    while (offset < limit) {
      const want = Math.min(buffer.length, limit - offset)
      const { bytesRead } = await handle.read(buffer, 0, want, offset)
      if (bytesRead === 0) break
      offset += bytesRead
      const data = carry.length ? Buffer.concat([carry, buffer.subarray(0, bytesRead)]) : buffer
      const end = carry.length ? data.length : bytesRead
      let start = 0
      for (let nl = data.indexOf(10, start); nl !== -1 && nl < end; nl = data.indexOf(10, start)) {
        dispatch(data.toString('utf8', start, nl), counting)
        start = nl + 1
        if (slicer.due()) await slicer.pause()
      }
      carry = Buffer.from(data.subarray(start, end))
      await visitor.afterChunk?.()
    }
    return count
  } finally {
    await handle.close()
  }
}

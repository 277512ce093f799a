import { open, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { addToCounts, hasCounts, mergeCounts } from './event-counts'
import { encodeLine, readSegment } from './read-segment'
import { segmentName, syncDirectory, type SegmentFile } from './segment-files'
import type { EventCounts } from './types'

/** What a compaction did. */
export interface CompactionReport {
  /** Sealed segments merged into one (0 when there was nothing to do). */
  merged: number
  /** Events older than the retention window, folded into the counts snapshot. */
  dropped: number
  /** Events kept. */
  kept: number
}

type Handle = Awaited<ReturnType<typeof open>>

class LineWriter {
  private parts: string[] = []
  private offset = 0

  constructor(private readonly handle: Handle) {}

  push(text: string): void {
    this.parts.push(text)
  }

  async flush(): Promise<void> {
    if (this.parts.length === 0) return
    const data = Buffer.from(this.parts.join(''))
    this.parts = []
    await this.handle.write(data, 0, data.length, this.offset)
    this.offset += data.length
  }
}

async function copyRetained(dir: string, sealed: SegmentFile[], cutoff: number, out: LineWriter) {
  const counts: EventCounts = {}
  let dropped = 0
  let kept = 0
  let minTimestamp = Number.POSITIVE_INFINITY
  for (const segment of sealed) {
    await readSegment(join(dir, segment.name), {
      counts: (c) => mergeCounts(counts, c),
      event: (e) => {
        if (e.timestamp < cutoff) {
          addToCounts(counts, e)
          dropped++
        } else {
          out.push(encodeLine(e))
          kept++
          if (e.timestamp < minTimestamp) minTimestamp = e.timestamp
        }
      },
      afterChunk: () => out.flush(),
    })
  }
  if (hasCounts(counts)) out.push(encodeLine({ $counts: counts }))
  await out.flush()
  return { dropped, kept, minTimestamp }
}

/** Oldest event timestamp of a segment (`Infinity` when it holds none), read once and cached. */
export async function minTimestampOf(dir: string, segment: SegmentFile): Promise<number> {
  if (segment.minTimestamp !== undefined) return segment.minTimestamp
  let min = Number.POSITIVE_INFINITY
  await readSegment(join(dir, segment.name), {
    event: (e) => {
      if (e.timestamp < min) min = e.timestamp
    },
  })
  segment.minTimestamp = min
  return min
}

/**
 * Drops events older than `cutoff` from the sealed segments. The segments up to the last one
 * holding such an event are merged into one file `seg-<first>-<last>.ndjson` (segments after it
 * are left alone): the events still inside the retention window, in log order, then a counts
 * snapshot line (`{"$counts": ...}`: per-item
 * view / click / conversion counts of every event ever dropped). Streams, so memory stays
 * bounded by a read chunk whatever the log size.
 *
 * Crash safety: the merged file is written as `*.tmp`, fsynced, then renamed into place and the
 * directory fsynced; only then are the inputs deleted. A crash before the rename leaves a `.tmp`
 * that the next open deletes; a crash after it leaves inputs that the merged file's range
 * supersedes, which the next open deletes too. Counts travel in the same file as the events,
 * so they are never applied twice.
 */
export async function compactSegments(
  dir: string,
  sealed: SegmentFile[],
  cutoff: number,
): Promise<{ report: CompactionReport; merged?: SegmentFile; replaced?: number }> {
  let end = -1
  for (let i = 0; i < sealed.length; i++) {
    if ((await minTimestampOf(dir, sealed[i]!)) < cutoff) end = i
  }
  if (end < 0) return { report: { merged: 0, dropped: 0, kept: 0 } }
  const inputs = sealed.slice(0, end + 1)
  const first = inputs[0]!.first
  const last = inputs[inputs.length - 1]!.last
  const name = segmentName(first, last)
  const tmp = join(dir, `${name}.tmp`)
  const handle = await open(tmp, 'w')
  let result: { dropped: number; kept: number; minTimestamp: number }
  try {
    result = await copyRetained(dir, inputs, cutoff, new LineWriter(handle))
    await handle.sync()
  } finally {
    await handle.close()
  }
  await rename(tmp, join(dir, name))
  await syncDirectory(dir)
  for (const segment of inputs) {
    if (segment.name !== name) await rm(join(dir, segment.name), { force: true })
  }
  await syncDirectory(dir)
  return {
    report: { merged: inputs.length, dropped: result.dropped, kept: result.kept },
    merged: { first, last, name, minTimestamp: result.minTimestamp },
    replaced: inputs.length,
  }
}

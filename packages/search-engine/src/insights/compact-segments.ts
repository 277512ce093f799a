import { open, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { createTimeSlicer } from '../core/time-slicer'
import { createBoundedCounts } from './event-counts'
import { writeFully } from '../storage/write-fully'
import { encodeLine, readSegment } from './read-segment'
import { segmentName, syncDirectory, type SegmentFile } from './segment-files'

/** What a compaction did. */
export interface CompactionReport {
  /** Sealed segments merged into one (0 when there was nothing to do). */
  merged: number
  /** Events folded into the counts snapshot: older than the retention window, or past the size budget. */
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

  /** Bytes written so far. */
  get bytes(): number {
    return this.offset
  }

  async flush(): Promise<void> {
    if (this.parts.length === 0) return
    const data = Buffer.from(this.parts.join(''))
    this.parts = []
    await writeFully(this.handle, data, this.offset)
    this.offset += data.length
  }
}

/** What to fold into counts: every event of the first `segments` sealed segments, and older ones. */
export interface FoldRule {
  /** Events older than this (ms since the epoch) are folded. */
  cutoff: number
  /** The first this many sealed segments are folded whole (the log is past its size budget). */
  segments: number
  /** Most items the counts snapshot keeps (the most counted). */
  maxCountedItems: number
}

async function copyRetained(dir: string, inputs: SegmentFile[], rule: FoldRule, out: LineWriter) {
  const counts = createBoundedCounts(rule.maxCountedItems)
  let dropped = 0
  let kept = 0
  let minTimestamp = Number.POSITIVE_INFINITY
  for (let i = 0; i < inputs.length; i++) {
    const foldAll = i < rule.segments
    await readSegment(join(dir, inputs[i]!.name), {
      counts: (c) => counts.merge(c),
      event: (e) => {
        if (foldAll || e.timestamp < rule.cutoff) {
          counts.add(e)
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
  const slicer = createTimeSlicer()
  for (const snapshot of counts.snapshots()) {
    out.push(encodeLine({ $counts: snapshot }))
    if (slicer.due()) {
      await out.flush()
      await slicer.pause()
    }
  }
  await out.flush()
  return { dropped, kept, minTimestamp, bytes: out.bytes }
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
 * Folds events into counts (see {@link FoldRule}): those older than `rule.cutoff`, and every
 * event of the first `rule.segments` sealed segments. The segments up to the last one holding
 * such an event are merged into one file `seg-<first>-<last>.ndjson` (segments after it
 * are left alone): the events still inside the retention window, in log order, then counts
 * snapshot lines (`{"$counts": ...}`, 1,000 items a line: per-item view / click / conversion
 * counts of every event ever folded, the `rule.maxCountedItems` most counted). Streams, so
 * memory stays bounded by a read chunk and the counts bound whatever the log size.
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
  rule: FoldRule,
): Promise<{ report: CompactionReport; merged?: SegmentFile; replaced?: number }> {
  let end = Math.min(rule.segments, sealed.length) - 1
  for (let i = end + 1; i < sealed.length; i++) {
    if ((await minTimestampOf(dir, sealed[i]!)) < rule.cutoff) end = i
  }
  if (end < 0) return { report: { merged: 0, dropped: 0, kept: 0 } }
  const inputs = sealed.slice(0, end + 1)
  const first = inputs[0]!.first
  const last = inputs[inputs.length - 1]!.last
  const name = segmentName(first, last)
  const tmp = join(dir, `${name}.tmp`)
  const handle = await open(tmp, 'w')
  let result: { dropped: number; kept: number; minTimestamp: number; bytes: number }
  try {
    result = await copyRetained(dir, inputs, rule, new LineWriter(handle))
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
    merged: { first, last, name, minTimestamp: result.minTimestamp, bytes: result.bytes },
    replaced: inputs.length,
  }
}

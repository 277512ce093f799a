import { open, readdir, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * A log segment file `seg-<first>-<last>.ndjson`. A fresh segment has `first === last`;
 * compaction merges segments `first..last` into one file carrying that range, so after a crash
 * a merged file supersedes every segment inside its range.
 */
export interface SegmentFile {
  first: number
  last: number
  name: string
  /** Oldest event timestamp in the file, when known (`Infinity` for a file without events). */
  minTimestamp?: number
  /** Size of the file in bytes, when known. */
  bytes?: number
}

const SEGMENT_NAME = /^seg-(\d{8})-(\d{8})\.ndjson$/

/** File name of the segment covering `first..last`. */
export function segmentName(first: number, last: number): string {
  const pad = (n: number) => String(n).padStart(8, '0')
  return `seg-${pad(first)}-${pad(last)}.ndjson`
}

function parseSegment(name: string): SegmentFile | undefined {
  const match = SEGMENT_NAME.exec(name)
  if (!match) return undefined
  return { first: Number(match[1]), last: Number(match[2]), name }
}

function isSuperseded(file: SegmentFile, all: SegmentFile[]): boolean {
  return all.some(
    (other) =>
      other !== file &&
      other.first <= file.first &&
      other.last >= file.last &&
      other.last - other.first > file.last - file.first,
  )
}

/** Makes a directory entry change (create, rename, unlink) durable. */
export async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/**
 * Lists the live segments of `dir` in log order, deleting what a crash may have left behind:
 * unfinished compaction outputs (`*.tmp`) and segments already merged into a larger one.
 */
export async function listSegments(dir: string): Promise<SegmentFile[]> {
  const names = await readdir(dir)
  const files: SegmentFile[] = []
  let removed = false
  for (const name of names) {
    if (name.endsWith('.tmp')) {
      await rm(join(dir, name), { force: true })
      removed = true
      continue
    }
    const file = parseSegment(name)
    if (file) files.push(file)
  }
  const live = files.filter((file) => !isSuperseded(file, files))
  for (const file of files) {
    if (!live.includes(file)) {
      await rm(join(dir, file.name), { force: true })
      removed = true
    }
  }
  if (removed) await syncDirectory(dir)
  return live.sort((a, b) => a.first - b.first)
}

/**
 * Cuts a torn write off the end of a segment: a process killed in the middle of `write` can
 * leave a last line without its newline. Only complete lines were acknowledged (the answer is
 * sent after fsync), so dropping the partial one loses nothing that was confirmed.
 * Returns the valid size in bytes.
 */
export async function truncateTornTail(path: string): Promise<number> {
  const { size } = await stat(path)
  if (size === 0) return 0
  const handle = await open(path, 'r+')
  try {
    const chunk = Buffer.alloc(Math.min(size, 1 << 16))
    let end = size
    while (end > 0) {
      const start = Math.max(0, end - chunk.length)
      const { bytesRead } = await handle.read(chunk, 0, end - start, start)
      const newline = chunk.subarray(0, bytesRead).lastIndexOf(10)
      if (newline >= 0) {
        const valid = start + newline + 1
        if (valid !== size) {
          await handle.truncate(valid)
          await handle.sync()
        }
        return valid
      }
      end = start
    }
    await handle.truncate(0)
    await handle.sync()
    return 0
  } finally {
    await handle.close()
  }
}

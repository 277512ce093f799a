import { open } from 'node:fs/promises'
import { createTimeSlicer } from '../core/time-slicer'

const CHUNK_BYTES = 8 << 20

/**
 * Calls `visit` with every complete, non-empty line of a file, reading it in chunks of a few
 * megabytes and yielding to the event loop regularly (a background replay never blocks
 * queries). A last line without its newline (a torn write) is ignored. Returns the line count.
 */
export async function readLines(path: string, visit: (line: string) => void): Promise<number> {
  const handle = await open(path, 'r')
  let count = 0
  const slicer = createTimeSlicer()
  try {
    const buffer = Buffer.allocUnsafe(CHUNK_BYTES)
    let carry = Buffer.alloc(0)
    let offset = 0
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, offset)
      if (bytesRead === 0) break
      offset += bytesRead
      const data = carry.length ? Buffer.concat([carry, buffer.subarray(0, bytesRead)]) : buffer
      const end = carry.length ? data.length : bytesRead
      let start = 0
      for (let nl = data.indexOf(10, start); nl !== -1 && nl < end; nl = data.indexOf(10, start)) {
        if (nl > start) {
          visit(data.toString('utf8', start, nl))
          count++
        }
        start = nl + 1
        if (slicer.due()) await slicer.pause()
      }
      carry = Buffer.from(data.subarray(start, end))
    }
    return count
  } finally {
    await handle.close()
  }
}

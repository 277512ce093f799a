import type { FileHandle } from 'node:fs/promises'

/**
 * Writes all of `data` to `handle`, at `position` (or at the file's end for a file opened to
 * append). One `FileHandle.write` may write only part of its data and still succeed: on a disk
 * with less room than the data, it writes what fits and reports it without an error. A caller
 * that fsyncs and then renames or acknowledges would have stored a cut file; this loops until
 * every byte is written and lets the next write's error (ENOSPC) out.
 */
export async function writeFully(handle: FileHandle, data: Buffer, position?: number) {
  let written = 0
  while (written < data.length) {
    const at = position === undefined ? null : position + written
    const { bytesWritten } = await handle.write(data, written, data.length - written, at)
    if (bytesWritten <= 0) throw diskFull()
    written += bytesWritten
  }
}

function diskFull(): NodeJS.ErrnoException {
  const error: NodeJS.ErrnoException = new Error('ENOSPC: no space left on device, write')
  error.code = 'ENOSPC'
  return error
}

/**
 * Appends `data` to a file of `size` bytes and fdatasyncs it; on failure the file is cut back to
 * `size` before the error goes out, so nothing of a failed append stays (a cut line would
 * swallow the next one). The logs' one way of making an append durable.
 */
export async function appendSynced(handle: FileHandle, data: Buffer, size: number) {
  try {
    await writeFully(handle, data, size)
    await handle.datasync()
  } catch (error) {
    await handle.truncate(size).catch(() => undefined)
    throw error
  }
}

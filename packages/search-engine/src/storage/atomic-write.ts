import { randomBytes } from 'node:crypto'
import { open, rename, rm, type FileHandle } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { writeFully } from './write-fully'

/** Suffix marking files being written; left-overs from a crash are deleted at start-up. */
export const TEMP_MARKER = '.tmp-'

/** Writes text chunks to a file handle, buffering them into large writes. */
export interface ChunkWriter {
  write(text: string): Promise<void>
}

const FLUSH_AT = 1 << 20

async function syncDirectory(dir: string): Promise<void> {
  let handle: FileHandle | undefined
  try {
    handle = await open(dir, 'r')
    await handle.sync()
  } catch {
    // Some platforms cannot fsync a directory; the rename is still atomic there.
  } finally {
    await handle?.close()
  }
}

/**
 * Writes a file atomically: the content goes to a temporary file in the same directory, which is
 * flushed to disk (fsync) and then renamed over the target. Readers see the old file or the new
 * one, never a half-written one; if `produce` throws (or the process dies), the old file stays.
 */
export async function writeFileAtomic(
  path: string,
  produce: (out: ChunkWriter) => Promise<void> | void,
): Promise<void> {
  const dir = dirname(path)
  const temp = join(
    dir,
    `${basename(path)}${TEMP_MARKER}${process.pid}-${randomBytes(4).toString('hex')}`,
  )
  const handle = await open(temp, 'w')
  let pending = ''
  const drain = async () => {
    if (pending === '') return
    const text = pending
    pending = ''
    await writeFully(handle, Buffer.from(text))
  }
  try {
    await produce({
      async write(text) {
        pending += text
        if (pending.length >= FLUSH_AT) await drain()
      },
    })
    await drain()
    await handle.sync()
    await handle.close()
    await rename(temp, path)
  } catch (error) {
    await handle.close().catch(() => undefined)
    await rm(temp, { force: true })
    throw error
  }
  await syncDirectory(dir)
}

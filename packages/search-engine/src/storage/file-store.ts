import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { Engine, IndexSummary } from '../core/types'
import { TEMP_MARKER } from './atomic-write'
import { acquireLock } from './data-dir-lock'
import {
  INDEX_FILE_EXTENSION,
  indexFileName,
  readIndexFile,
  writeIndexFile,
  type IndexFile,
} from './index-file'
import { withWriteListener } from './persistent-engine'

/** Options of {@link openStore}. */
export interface StoreOptions {
  /** Data directory; index files live in its `indices/` sub-directory. */
  dataDir: string
  /** The in-memory engine to load into and to save from. */
  engine: Engine
  /** Quiet time after the last write before saving, in milliseconds. @default 250 */
  debounceMs?: number
  /** Longest a change may wait during continuous writes, in milliseconds. @default 5000 */
  maxWaitMs?: number
  /** Save changes automatically (debounced); when false, only `flush` and `close` save. @default true */
  autoSave?: boolean
  /** Take the data directory's lock (one writer per directory). @default true */
  lock?: boolean
  /** URL written into the lock file, for other commands to find the server. */
  lockUrl?: string
  /** Reports files that could not be loaded. @default console.warn */
  warn?: (message: string) => void
}

/** A data directory bound to an engine. */
export interface Store {
  /** The engine to use: writes through it are saved to disk after a short delay. */
  engine: Engine
  /** Names of the indices loaded from disk at open. */
  loaded: string[]
  /** Saves every pending change now. */
  flush(): Promise<void>
  /** Size in bytes of an index's file (0 when not saved yet). */
  fileSize(indexName: string): number
  /** Saves pending changes and releases the directory. */
  close(): Promise<void>
  /** Releases the directory without saving pending changes (after a failed import). */
  discard(): void
}

interface Saved {
  file: string
  signature: string
  size: number
}

const signatureOf = (summary: IndexSummary): string =>
  `${summary.updatedAt}|${summary.entries}|${summary.primary ?? ''}|${(summary.replicas ?? []).join(',')}`

async function loadAll(
  dir: string,
  engine: Engine,
  warn: (message: string) => void,
): Promise<Map<string, Saved>> {
  const saved = new Map<string, Saved>()
  const files = await readdir(dir)
  const replicas: IndexFile[] = []
  for (const file of files) {
    const path = join(dir, file)
    if (file.includes(TEMP_MARKER)) {
      // Left by a write that never finished; the previous version of the index is intact.
      await rm(path, { force: true })
      continue
    }
    if (!file.endsWith(INDEX_FILE_EXTENSION)) continue
    try {
      const loaded = await readIndexFile(path)
      const { header, records } = loaded
      if (header.primary !== undefined) replicas.push(loaded)
      else engine.importIndex(header.name, { settings: header.settings, records })
      saved.set(header.name, { file, signature: '', size: (await stat(path)).size })
    } catch (error) {
      warn(`Skipping unreadable index file ${path}: ${(error as Error).message}`)
      await rename(path, `${path}.corrupt-${Date.now()}`).catch(() => undefined)
    }
  }
  // Replicas share their primary's records (not saved twice): load them once primaries are in.
  for (const { header } of replicas) {
    engine.importIndex(header.name, {
      settings: { ...header.settings, primary: header.primary },
      records: [],
    })
  }
  for (const summary of engine.listIndices()) {
    const entry = saved.get(summary.name)
    if (entry) entry.signature = signatureOf(summary)
  }
  return saved
}

/**
 * Opens a data directory: loads every saved index into the engine, then returns an engine whose
 * writes are saved back (debounced, each index rewritten atomically).
 * @example
 * const store = await openStore({ dataDir: '.data', engine: createEngine() })
 * store.engine.saveObjects('products', records)
 * await store.close()
 */
export async function openStore(options: StoreOptions): Promise<Store> {
  const { dataDir, engine } = options
  const debounceMs = options.debounceMs ?? 250
  const maxWaitMs = options.maxWaitMs ?? 5000
  const warn = options.warn ?? ((message: string) => console.warn(message))
  const dir = join(dataDir, 'indices')
  await mkdir(dir, { recursive: true })
  const release =
    options.lock === false
      ? () => undefined
      : acquireLock(dataDir, options.lockUrl ? { url: options.lockUrl } : {})
  let saved: Map<string, Saved>
  try {
    saved = await loadAll(dir, engine, warn)
  } catch (error) {
    release()
    throw error
  }
  const loaded = [...saved.keys()]
  const dirty = new Set<string>()
  let timer: NodeJS.Timeout | undefined
  let firstChangeAt = 0
  let running: Promise<void> = Promise.resolve()
  let closed = false

  const saveIndex = async (summary: IndexSummary): Promise<void> => {
    // Deleted while earlier indices were being written: the next pass removes its file.
    if (!engine.hasIndex(summary.name)) return
    const file = saved.get(summary.name)?.file ?? indexFileName(summary.name)
    const dump = engine.exportIndex(summary.name)
    const isReplica = summary.primary !== undefined
    await writeIndexFile(
      join(dir, file),
      {
        name: summary.name,
        createdAt: summary.createdAt,
        updatedAt: summary.updatedAt,
        ...(isReplica && { primary: summary.primary }),
        settings: dump.settings,
      },
      isReplica ? [] : dump.records,
    )
    const size = (await stat(join(dir, file))).size
    saved.set(summary.name, { file, signature: signatureOf(summary), size })
  }

  const saveChanges = async (): Promise<void> => {
    const marked = new Set(dirty)
    dirty.clear()
    const present = new Set<string>()
    for (const summary of engine.listIndices()) {
      present.add(summary.name)
      const previous = saved.get(summary.name)
      if (marked.has(summary.name) || previous?.signature !== signatureOf(summary)) {
        try {
          await saveIndex(summary)
        } catch (error) {
          // Keep the change pending: the next flush retries it.
          for (const name of marked) dirty.add(name)
          throw error
        }
      }
    }
    for (const [name, entry] of saved) {
      if (present.has(name)) continue
      await rm(join(dir, entry.file), { force: true })
      saved.delete(name)
    }
  }

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer)
    timer = undefined
    firstChangeAt = 0
    running = running.then(saveChanges, saveChanges)
    return running
  }

  const schedule = (indexName: string): void => {
    if (closed) return
    dirty.add(indexName)
    if (options.autoSave === false) return
    const now = Date.now()
    if (firstChangeAt === 0) firstChangeAt = now
    if (timer) clearTimeout(timer)
    const wait = Math.max(0, Math.min(debounceMs, firstChangeAt + maxWaitMs - now))
    timer = setTimeout(() => {
      flush().catch((error: unknown) => warn(`Saving indices failed: ${(error as Error).message}`))
    }, wait)
    timer.unref()
  }

  return {
    engine: withWriteListener(engine, schedule),
    loaded,
    flush,
    fileSize: (indexName) => saved.get(indexName)?.size ?? 0,
    async close() {
      if (closed) return
      try {
        await flush()
      } finally {
        closed = true
        release()
      }
    },
    discard() {
      closed = true
      if (timer) clearTimeout(timer)
      release()
    },
  }
}

import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { Engine, IndexDump, IndexSummary } from '../core/types'
import { TEMP_MARKER } from './atomic-write'
import { acquireLock } from './data-dir-lock'
import {
  INDEX_FILE_EXTENSION,
  indexFileName,
  readIndexFile,
  writeIndexFile,
  type IndexFile,
  type IndexFileHeader,
} from './index-file'
import { WRITE_METHODS, withWriteListener, type WriteEvent } from './persistent-engine'
import { openWal, readWal, type WalEntry, type WriteAheadLog } from './write-ahead-log'

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
  /**
   * Log every write to the write-ahead log (`wal/`) so that {@link Store.durable} can promise it
   * survives a crash. Offline tools that save once at the end turn it off. @default autoSave
   */
  writeAheadLog?: boolean
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
  /** Saves every pending change now (index files), then drops the write-ahead log they cover. */
  flush(): Promise<void>
  /** Number of writes logged so far (to tell whether a request wrote anything). */
  writeCount(): number
  /**
   * Resolves once every write made so far is durable (fsync'd in the write-ahead log); rejects
   * when the disk write failed. A write may be acknowledged as `published` only after this.
   */
  durable(): Promise<void>
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

/** The synonyms and rules saved in an index file header. */
function dictionaries(header: IndexFileHeader): Pick<IndexDump, 'synonyms' | 'rules'> {
  return {
    ...(Array.isArray(header.synonyms) && { synonyms: header.synonyms }),
    ...(Array.isArray(header.rules) && { rules: header.rules }),
  }
}

/** The times saved in an index file's header, kept by the load (see `importIndex`). */
function savedTimes(header: IndexFileHeader): Pick<IndexDump, 'createdAt' | 'updatedAt'> {
  return { createdAt: header.createdAt, updatedAt: header.updatedAt }
}

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
      else
        engine.importIndex(header.name, {
          ...dictionaries(header),
          ...savedTimes(header),
          settings: header.settings,
          records,
        })
      saved.set(header.name, { file, signature: '', size: (await stat(path)).size })
    } catch (error) {
      warn(`Skipping unreadable index file ${path}: ${(error as Error).message}`)
      await rename(path, `${path}.corrupt-${Date.now()}`).catch(() => undefined)
    }
  }
  // Replicas share their primary's records (not saved twice): load them once primaries are in.
  for (const { header } of replicas) {
    engine.importIndex(header.name, {
      ...dictionaries(header),
      ...savedTimes(header),
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

function replay(engine: Engine, entries: WalEntry[], warn: (message: string) => void): Set<string> {
  const touched = new Set<string>()
  for (const { method, args } of entries) {
    if (!WRITE_METHODS.has(method)) continue
    try {
      ;(engine[method as keyof Engine] as (...a: unknown[]) => unknown)(...args)
      touched.add(String(args[0]))
    } catch (error) {
      warn(`Skipping a logged ${method} that no longer applies: ${(error as Error).message}`)
    }
  }
  return touched
}

/**
 * The entry that redoes a completed write. A partial update is logged as the records it produced
 * (replaying an `Increment` twice would count twice); every logged entry sets state, so replaying
 * one whose effect is already in an index file changes nothing.
 */
function redoEntry(engine: Engine, write: WriteEvent): WalEntry | undefined {
  if (write.method !== 'partialUpdateObjects') return { method: write.method, args: write.args }
  const [name, updates] = write.args as [string, Array<{ objectID?: unknown }>]
  if (!engine.hasIndex(name)) return undefined
  const records = updates.flatMap((update) => engine.getObject(name, String(update.objectID)) ?? [])
  return records.length > 0 ? { method: 'saveObjects', args: [name, records] } : undefined
}

/**
 * Opens a data directory: loads every saved index into the engine, replays the write-ahead log
 * over them, then returns an engine whose writes are logged (see {@link Store.durable}) and saved
 * back (debounced, each index rewritten atomically).
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
  let wal: WriteAheadLog
  let replayed: Set<string>
  const walDir = join(dataDir, 'wal')
  try {
    saved = await loadAll(dir, engine, warn)
    const logged = await readWal(walDir, warn)
    replayed = replay(engine, logged.entries, warn)
    wal = await openWal(walDir, logged.segments)
  } catch (error) {
    release()
    throw error
  }
  const logWrites = options.writeAheadLog ?? options.autoSave !== false
  let writes = 0
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
        ...(dump.synonyms && { synonyms: dump.synonyms }),
        ...(dump.rules && { rules: dump.rules }),
      },
      isReplica ? [] : dump.records,
    )
    const size = (await stat(join(dir, file))).size
    saved.set(summary.name, { file, signature: signatureOf(summary), size })
  }

  const saveChanges = async (): Promise<void> => {
    // Writes logged before this point are in the files once they are saved: their segments go.
    const covered = await wal.rotate()
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
    await wal.drop(covered)
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

  const onWrite = (indexName: string, write: WriteEvent): void => {
    if (logWrites && write.ok && !closed) {
      const entry = redoEntry(engine, write)
      if (entry) {
        wal.append(entry)
        writes++
      }
    }
    schedule(indexName)
  }

  if (replayed.size > 0) {
    // Fold the replayed writes into the index files now, so the log only holds new writes.
    for (const name of replayed) dirty.add(name)
    try {
      await flush()
    } catch (error) {
      await wal.close().catch(() => undefined)
      release()
      throw error
    }
  }

  return {
    engine: withWriteListener(engine, onWrite),
    loaded,
    flush,
    writeCount: () => writes,
    durable: () => wal.durable(),
    fileSize: (indexName) => saved.get(indexName)?.size ?? 0,
    async close() {
      if (closed) return
      try {
        await flush()
      } finally {
        closed = true
        await wal.close().catch(() => undefined)
        release()
      }
    },
    discard() {
      closed = true
      if (timer) clearTimeout(timer)
      void wal.close().catch(() => undefined)
      release()
    },
  }
}

import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** What the process owning a data directory wrote in its lock file. */
export interface LockInfo {
  pid: number
  /** URL of the server, when the owner is `serve`. */
  url?: string
  startedAt: string
}

/** Name of the lock file inside the data directory. */
export const LOCK_FILE = 'server.lock'

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The live owner of a data directory, or `undefined` when it is free (stale locks count as free). */
export function readLock(dataDir: string): LockInfo | undefined {
  try {
    const info = JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')) as LockInfo
    return Number.isInteger(info.pid) && isAlive(info.pid) ? info : undefined
  } catch {
    return undefined
  }
}

/**
 * Takes the data directory for this process, so that two servers (or a server and an offline
 * import) never write the same files. Throws when another live process holds it. Returns the
 * function releasing it.
 */
export function acquireLock(
  dataDir: string,
  info: Omit<LockInfo, 'pid' | 'startedAt'> = {},
): () => void {
  mkdirSync(dataDir, { recursive: true })
  const owner = readLock(dataDir)
  if (owner) {
    const what = owner.url ? `a server at ${owner.url}` : 'another process'
    throw new Error(`Data directory ${dataDir} is in use by ${what} (pid ${owner.pid})`)
  }
  const path = join(dataDir, LOCK_FILE)
  const mine: LockInfo = { pid: process.pid, startedAt: new Date().toISOString(), ...info }
  writeFileSync(path, JSON.stringify(mine) + '\n')
  let released = false
  return () => {
    if (released) return
    released = true
    const current = readLock(dataDir)
    if (current?.pid === process.pid && current.startedAt === mine.startedAt)
      rmSync(path, { force: true })
  }
}

/** Rewrites the lock's URL once the server knows its port. */
export function updateLockUrl(dataDir: string, url: string): void {
  const path = join(dataDir, LOCK_FILE)
  try {
    const info = JSON.parse(readFileSync(path, 'utf8')) as LockInfo
    if (info.pid === process.pid) writeFileSync(path, JSON.stringify({ ...info, url }) + '\n')
  } catch {
    // The lock vanished (data directory removed): nothing to update.
  }
}

import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** What the process owning a data directory wrote in its lock file. */
export interface LockInfo {
  pid: number
  /**
   * Which process holds that PID: boot ID and the process's start time (Linux `/proc`). A PID is
   * reused after a reboot or in a restarted container; this pair is not.
   */
  process?: string
  /** URL of the server, when the owner is `serve`. */
  url?: string
  startedAt: string
}

/** Name of the lock file inside the data directory. */
export const LOCK_FILE = 'server.lock'

function pidRuns(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Whether `pid` has exited but was not reaped (a zombie, state `Z` or `X` in `/proc/<pid>/stat`).
 * Signal 0 still reaches such a PID. In a container whose first process does not reap orphans,
 * a server killed with SIGKILL stays a zombie for good, and its lock would never be free again.
 */
export function processExited(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0]
    return state === 'Z' || state === 'X'
  } catch {
    return false
  }
}

/**
 * Identity of the process running `pid` (boot ID plus start time in clock ticks since boot), or
 * undefined where `/proc` does not tell.
 */
export function processIdentity(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name (which may hold spaces): state is field 3, starttime 22.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const startTime = fields[19]
    const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()
    return startTime ? `${bootId}:${startTime}` : undefined
  } catch {
    return undefined
  }
}

/**
 * Whether the lock's owner still runs: its PID runs and, when the lock recorded which process
 * held it, that PID still belongs to the same process (not to one that reused the number).
 */
function ownerRuns(info: LockInfo): boolean {
  if (!pidRuns(info.pid) || processExited(info.pid)) return false
  if (info.process === undefined) return true
  const current = processIdentity(info.pid)
  return current === undefined || current === info.process
}

/** The live owner of a data directory, or `undefined` when it is free (stale locks count as free). */
export function readLock(dataDir: string): LockInfo | undefined {
  try {
    const info = JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')) as LockInfo
    return Number.isInteger(info.pid) && ownerRuns(info) ? info : undefined
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
  const identity = processIdentity(process.pid)
  const mine: LockInfo = {
    pid: process.pid,
    ...(identity !== undefined && { process: identity }),
    startedAt: new Date().toISOString(),
    ...info,
  }
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

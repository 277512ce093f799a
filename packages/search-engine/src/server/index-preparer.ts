import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises'
import { runSliced, type Slicer } from '../core/steps'
import type { Engine } from '../core/types'

/** The engine must go this long without a write before its indexes are prepared again. */
export const PREPARE_QUIET_MS = 300
/** How often the engine's version is looked at (writes outside requests: builds, imports). */
const POLL_MS = 1_000
/** Longest a preparation slice runs before it lets requests in (a step may exceed it). */
const PREPARE_SLICE_MS = 2

/** Prepares the engine's indexes in idle time after they change (see `Engine.prepare`). */
export interface IndexPreparer {
  /** Notes that the engine may have changed (called after every request). */
  poke(): void
  /** Resolves once every index is prepared for the engine's current version. */
  idle(): Promise<void>
  stop(): void
}

/**
 * Runs `Engine.prepare` for every index once the engine has been quiet for
 * {@link PREPARE_QUIET_MS}, in slices of {@link PREPARE_SLICE_MS} that give way while requests
 * wait for theirs (`busy`). An index whose preparation ranked something is prepared again after
 * each change, its text index built first (a rebuilt suggestions index is ready before its first
 * lookup); the others once a search has built their text index (looked at every
 * {@link POLL_MS}: an index nobody searches costs nothing).
 */
export function createIndexPreparer(engine: Engine, busy: () => boolean): IndexPreparer {
  const active = new Set<string>()
  const unbuilt = new Set<string>()
  let prepared = -1
  let changedAt = performance.now()
  let polledAt = performance.now()
  let seen = engine.version()
  let running: Promise<void> | undefined
  let stopped = false
  let start = 0
  const slicer: Slicer = {
    due: () => performance.now() - start >= PREPARE_SLICE_MS,
    async pause() {
      await nextTurn()
      while (busy() && !stopped) await sleep(2)
      start = performance.now()
    },
  }

  async function prepare(names: string[]): Promise<boolean> {
    const version = engine.version()
    for (const name of names) {
      if (stopped || engine.version() !== version) return false
      start = performance.now()
      try {
        const ranked = await runSliced(engine.prepare(name, { build: active.has(name) }), slicer)
        if (ranked === undefined) unbuilt.add(name)
        else unbuilt.delete(name)
        if (ranked !== undefined && ranked > 0) active.add(name)
      } catch {
        // Deleted or changed under the preparation: its next version is prepared.
        unbuilt.delete(name)
      }
    }
    return true
  }

  function run(work: () => Promise<void>): void {
    running = work().finally(() => {
      running = undefined
      check()
    })
  }

  function check(): void {
    if (stopped || running) return
    const version = engine.version()
    if (version !== seen) {
      seen = version
      changedAt = performance.now()
    }
    if (version === prepared) {
      if (unbuilt.size === 0 || performance.now() - polledAt < POLL_MS) return
      polledAt = performance.now()
      run(async () => void (await prepare([...unbuilt])))
      return
    }
    const wait = PREPARE_QUIET_MS - (performance.now() - changedAt)
    run(async () => {
      if (wait > 0) await sleep(wait)
      if (engine.version() !== seen) return
      unbuilt.clear()
      if (await prepare(engine.listIndices().map((i) => i.name))) prepared = version
    })
  }

  const timer = setInterval(check, POLL_MS)
  timer.unref()
  check()

  return {
    poke: check,
    async idle() {
      check()
      while (running && !stopped) await running
    },
    stop() {
      stopped = true
      clearInterval(timer)
    },
  }
}

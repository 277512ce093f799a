import { createTimeSlicer } from '../core/time-slicer'

/** Longest the queue holds the event loop at a time: half a search slice (searches come first). */
export const INGEST_SLICE_MS = 2

/** Batches applied in order, in time slices, with a way to wait for the ones queued so far. */
export interface IngestQueue<T> {
  push(batch: readonly T[]): void
  /** Resolves once every batch pushed before the call is applied (or skipped). */
  caughtUp(): Promise<void>
  /** Resolves once at most `items` items are still to apply. */
  backlogAtMost(items: number): Promise<void>
  /** Counts every pending batch as applied without applying it (its items are already in). */
  skipPending(): void
  /** Whether nothing is pending. */
  isIdle(): boolean
  /** Resolves when nothing is pending. */
  idle(): Promise<void>
}

/**
 * Creates a queue that applies items one by one, yielding to the event loop every `sliceMs`:
 * applying a batch can cost seconds (1,000 purchases of 20 items each, in baskets of hundreds),
 * and searches must not wait for it.
 */
export function createIngestQueue<T>(
  apply: (item: T) => void,
  sliceMs = INGEST_SLICE_MS,
): IngestQueue<T> {
  const pending: Array<readonly T[]> = []
  let cursor = 0
  let pushed = 0
  let done = 0
  let waiters: Array<{ upTo: number; resolve: () => void }> = []
  let queuedItems = 0
  let backlogWaiters: Array<{ items: number; resolve: () => void }> = []
  let running = false
  let worker = Promise.resolve()

  function settle() {
    const ready = waiters.filter((w) => w.upTo <= done)
    waiters = waiters.filter((w) => w.upTo > done)
    for (const w of ready) w.resolve()
    const room = backlogWaiters.filter((w) => queuedItems <= w.items)
    backlogWaiters = backlogWaiters.filter((w) => queuedItems > w.items)
    for (const w of room) w.resolve()
  }

  async function drain() {
    const slicer = createTimeSlicer(sliceMs)
    while (pending.length > 0) {
      const batch = pending[0]!
      if (cursor < batch.length) {
        try {
          apply(batch[cursor++]!)
        } catch (error) {
          // One bad item must not stall the queue (and every caller waiting on it).
          console.error('vitrine-search: an event could not be applied to the models', error)
        }
      }
      if (cursor >= batch.length) {
        queuedItems -= batch.length
        pending.shift()
        cursor = 0
        done++
        settle()
      }
      if (slicer.due()) await slicer.pause()
    }
    running = false
  }

  return {
    push(batch) {
      pending.push(batch)
      queuedItems += batch.length
      pushed++
      if (!running) {
        // Set before the call: a drain with nothing to wait for ends within it.
        running = true
        worker = drain()
      }
    },
    caughtUp() {
      if (done >= pushed) return Promise.resolve()
      return new Promise((resolve) => waiters.push({ upTo: pushed, resolve }))
    },
    backlogAtMost(items) {
      if (queuedItems <= items) return Promise.resolve()
      return new Promise((resolve) => backlogWaiters.push({ items, resolve }))
    },
    skipPending() {
      pending.length = 0
      queuedItems = 0
      cursor = 0
      done = pushed
      settle()
    },
    isIdle: () => !running,
    idle: async () => {
      while (running) await worker
    },
  }
}

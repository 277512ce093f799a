import { setImmediate as yieldToLoop } from 'node:timers/promises'

/** Longest a background job (log replay, model rebuild) holds the event loop at a time. */
export const SLICE_BUDGET_MS = 8

/** Splits a long loop into slices of bounded duration. */
export interface TimeSlicer {
  /** True once the current slice has used its budget. */
  due(): boolean
  /** Lets pending I/O and requests run, then starts a new slice. */
  pause(): Promise<void>
}

/**
 * Slices measured in time rather than in items: an item count that is fine on an idle machine
 * becomes a long block when the work per item grows or the CPU is shared.
 * @example
 * const slicer = createTimeSlicer()
 * for (const item of items) {
 *   work(item)
 *   if (slicer.due()) await slicer.pause()
 * }
 */
export function createTimeSlicer(budgetMs = SLICE_BUDGET_MS): TimeSlicer {
  let start = performance.now()
  return {
    due: () => performance.now() - start >= budgetMs,
    async pause() {
      await yieldToLoop()
      start = performance.now()
    },
  }
}

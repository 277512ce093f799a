import type { ServerResponse } from 'node:http'

/** Characters of long answers the server holds at once for clients still reading them. */
export const DEFAULT_HELD_ANSWER_CHARS = 128 * 1024 * 1024

/**
 * Bounds the memory of long answers waiting for their clients to read them. A long answer (up to
 * megabytes: 1,000 hits) is held until its client has read it all; 256 connections that asked for
 * one each and read nothing held about 500 MB until the idle timeout, and more addresses would
 * hold more. Past the budget, the connection that has held its answer longest is closed: under
 * normal load answers are read within milliseconds, so it is the slowest reader.
 */
export function createHeldAnswers(maxChars = DEFAULT_HELD_ANSWER_CHARS) {
  // Insertion order: the first entry has waited longest.
  const held = new Map<ServerResponse, number>()
  let total = 0
  const release = (res: ServerResponse) => {
    const chars = held.get(res)
    if (chars === undefined) return
    held.delete(res)
    total -= chars
  }
  return {
    /** Holds `chars` for `res` until `release`, closing the longest-held answers past the budget. */
    hold(res: ServerResponse, chars: number): void {
      while (total + chars > maxChars && held.size > 0) {
        const [oldest] = held.keys()
        release(oldest!)
        oldest!.destroy()
      }
      held.set(res, chars)
      total += chars
    },
    release,
    /** Characters held now. */
    total: () => total,
  }
}

/** What {@link createHeldAnswers} returns. */
export type HeldAnswers = ReturnType<typeof createHeldAnswers>

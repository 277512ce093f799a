import type { IncomingMessage } from 'node:http'

/** Bytes of request bodies the server holds at once while they are still arriving. */
export const DEFAULT_RECEIVING_BODY_BYTES = 64 * 1024 * 1024

/**
 * Bounds the memory of request bodies not yet complete. A body is kept until its last byte comes
 * (up to 1 MiB on a search route, 2 MiB on events), and a client may keep a thousand connections
 * per address each sending all but the last byte: 600 of them held 630 MB until the request
 * timeout, and they may start again. Past the budget, the upload that has gone longest without
 * sending a byte is closed: a body on its way (even a large one on a slow link) keeps arriving, a
 * stalled one does not. The request adding bytes is never the one closed (its own limit bounds
 * it).
 */
export function createBodyBudget(maxBytes = DEFAULT_RECEIVING_BODY_BYTES) {
  // Insertion order, renewed on each chunk: the first entry has been quiet longest.
  const receiving = new Map<IncomingMessage, number>()
  let total = 0
  const release = (req: IncomingMessage) => {
    const bytes = receiving.get(req)
    if (bytes === undefined) return
    receiving.delete(req)
    total -= bytes
  }
  return {
    /** Counts `bytes` more of `req`'s body, closing the quietest other uploads past the budget. */
    add(req: IncomingMessage, bytes: number): void {
      const before = receiving.get(req) ?? 0
      receiving.delete(req)
      receiving.set(req, before + bytes)
      total += bytes
      for (const quiet of receiving.keys()) {
        if (total <= maxBytes) break
        if (quiet === req) continue
        release(quiet)
        quiet.socket.destroy()
      }
    },
    release,
    /** Bytes held now. */
    total: () => total,
  }
}

/** What {@link createBodyBudget} returns. */
export type BodyBudget = ReturnType<typeof createBodyBudget>

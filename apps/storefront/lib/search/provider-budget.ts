import 'server-only'

const TICK_MS = 20

let stalledMs = 0
let lastTick = 0
let ticker: ReturnType<typeof setInterval> | undefined

/**
 * Milliseconds so far in which this process ran late: a 20 ms ticker adds how much later than
 * due it ran, and the time since the last tick beyond 20 ms counts as well.
 */
function ownStallMs(): number {
  const now = Date.now()
  if (!ticker) {
    lastTick = now
    ticker = setInterval(() => {
      const at = Date.now()
      stalledMs += Math.max(0, at - lastTick - TICK_MS)
      lastTick = at
    }, TICK_MS)
    // A number in a browser (Storybook renders the home sections there): nothing to unref.
    if (typeof ticker === 'object') ticker.unref()
  }
  return stalledMs + Math.max(0, now - lastTick - TICK_MS)
}

/** Longest wall-clock wait for a provider call, however busy this process is. */
export const MAX_WAIT_FACTOR = 8

/**
 * Settles as `call` does, or rejects with `timeoutError()` (by default "no answer within … ms")
 * once the provider has had `budgetMs` of this process's time without answering. Time in which this process itself could not run (a
 * burst of pages rendering at once) is not the provider's: an answer that arrived meanwhile may
 * sit unread behind the queued work, and a plain timer would fire first and blame the provider.
 * So the deadline moves by this process's own delays, up to `MAX_WAIT_FACTOR` × the budget in all.
 */
export function withinProviderBudget<T>(
  call: Promise<T>,
  budgetMs: number,
  timeoutError = () => new Error(`no answer within ${budgetMs} ms`),
): Promise<T> {
  const started = Date.now()
  const stalledBefore = ownStallMs()
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    const check = () => {
      const elapsed = Date.now() - started
      const providerMs = elapsed - (ownStallMs() - stalledBefore)
      const maxWaitMs = budgetMs * MAX_WAIT_FACTOR
      if (providerMs >= budgetMs || elapsed >= maxWaitMs) reject(timeoutError())
      else timer = setTimeout(check, Math.min(budgetMs - providerMs, maxWaitMs - elapsed))
    }
    timer = setTimeout(check, budgetMs)
  })
  return Promise.race([call, deadline]).finally(() => clearTimeout(timer))
}

import type { EventLog } from './event-log'
import type { InsightsEvent } from './types'

/**
 * Stores already-valid events (such as the demo shoppers' simulated history) in the event log,
 * in batches of `batchSize`, a few in flight at once so that group commit amortises fsyncs.
 * Listeners (the recommender) see them like any other commit. Resolves once all are durable.
 */
export async function seedEvents(
  log: EventLog,
  events: readonly InsightsEvent[],
  batchSize = 1000,
): Promise<number> {
  const inFlight = new Set<Promise<void>>()
  for (let i = 0; i < events.length; i += batchSize) {
    const write = log.append(events.slice(i, i + batchSize))
    inFlight.add(write)
    void write.finally(() => inFlight.delete(write)).catch(() => undefined)
    if (inFlight.size >= 8) await Promise.race(inFlight)
  }
  await Promise.all(inFlight)
  return events.length
}

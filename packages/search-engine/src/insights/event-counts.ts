import { ownOrCreate } from '../core/own-keys'
import type { EventCounts, InsightsEvent } from './types'

const noCounts = (): [number, number, number] => [0, 0, 0]

/** Slot of an event type in an {@link EventCounts} triple. */
export function countSlot(event: Pick<InsightsEvent, 'eventType'>): 0 | 1 | 2 {
  if (event.eventType === 'view') return 0
  if (event.eventType === 'click') return 1
  return 2
}

/** Adds one event's objectIDs to `counts` (events with filters only have nothing to count). */
export function addToCounts(counts: EventCounts, event: InsightsEvent): void {
  if (!event.objectIDs) return
  const byItem = ownOrCreate(counts, event.index, () => ({}))
  const slot = countSlot(event)
  for (const id of event.objectIDs) ownOrCreate(byItem, id, noCounts)[slot]++
}

/** Adds every count of `from` into `into`. */
export function mergeCounts(into: EventCounts, from: EventCounts): void {
  for (const [index, items] of Object.entries(from)) {
    const byItem = ownOrCreate(into, index, () => ({}))
    for (const [id, [views, clicks, conversions]] of Object.entries(items)) {
      const triple = ownOrCreate(byItem, id, noCounts)
      triple[0] += views
      triple[1] += clicks
      triple[2] += conversions
    }
  }
}

/** Whether `counts` holds anything. */
export function hasCounts(counts: EventCounts): boolean {
  return Object.keys(counts).length > 0
}

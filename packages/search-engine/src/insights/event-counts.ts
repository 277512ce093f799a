import { setOwn } from '../core/own-keys'
import type { EventCounts, InsightsEvent } from './types'

/**
 * `obj[key]` when it is an own property, else a new value set as one. Index names and objectIDs
 * come from events (`__proto__`, `constructor`): reading them with `??=` found inherited values
 * and wrote counts into Object.prototype.
 */
function ownSlot<T>(obj: Record<string, T>, key: string, create: () => T): T {
  if (Object.hasOwn(obj, key)) return obj[key]!
  const value = create()
  setOwn(obj, key, value)
  return value
}

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
  const byItem = ownSlot(counts, event.index, () => ({}))
  const slot = countSlot(event)
  for (const id of event.objectIDs) ownSlot(byItem, id, noCounts)[slot]++
}

/** Adds every count of `from` into `into`. */
export function mergeCounts(into: EventCounts, from: EventCounts): void {
  for (const [index, items] of Object.entries(from)) {
    const byItem = ownSlot(into, index, () => ({}))
    for (const [id, [views, clicks, conversions]] of Object.entries(items)) {
      const triple = ownSlot(byItem, id, noCounts)
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

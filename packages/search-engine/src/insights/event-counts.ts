import { ownOrCreate, setOwn } from '../core/own-keys'
import type { EventCounts, InsightsEvent } from './types'

const noCounts = (): [number, number, number] => [0, 0, 0]

/** Slot of an event type in an {@link EventCounts} triple. */
export function countSlot(event: Pick<InsightsEvent, 'eventType'>): 0 | 1 | 2 {
  if (event.eventType === 'view') return 0
  if (event.eventType === 'click') return 1
  return 2
}

/**
 * Adds one event's objectIDs to `counts` (events with filters only have nothing to count).
 * Returns how many items were new to `counts`.
 */
export function addToCounts(counts: EventCounts, event: InsightsEvent): number {
  if (!event.objectIDs) return 0
  const byItem = ownOrCreate(counts, event.index, () => ({}))
  const slot = countSlot(event)
  let added = 0
  for (const id of event.objectIDs) ownOrCreate(byItem, id, () => (added++, noCounts()))[slot]++
  return added
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

/** Number of items (index and objectID pairs) in `counts`. */
export function countedItems(counts: EventCounts): number {
  let n = 0
  for (const items of Object.values(counts)) n += Object.keys(items).length
  return n
}

/**
 * The `max` most counted items of `counts` (views + clicks + conversions; among equal totals,
 * the first met), or `counts` itself when it holds no more. Events name any objectID, so the
 * counts of folded events are bounded like every other store the search key can write to: the
 * long tail of items seen once or twice is what goes.
 */
export function mostCounted(counts: EventCounts, max: number): EventCounts {
  const size = countedItems(counts)
  if (size <= max) return counts
  if (max <= 0) return {}
  const totals = new Float64Array(size)
  let i = 0
  for (const items of Object.values(counts)) {
    for (const [views, clicks, conversions] of Object.values(items)) {
      totals[i++] = views + clicks + conversions
    }
  }
  const threshold = totals.slice().sort()[size - max]!
  let ties = max - totals.filter((total) => total > threshold).length
  const kept: EventCounts = {}
  for (const [index, items] of Object.entries(counts)) {
    for (const [id, triple] of Object.entries(items)) {
      const total = triple[0] + triple[1] + triple[2]
      if (total < threshold || (total === threshold && ties-- <= 0)) continue
      setOwn(
        ownOrCreate(kept, index, () => ({})),
        id,
        triple,
      )
    }
  }
  return kept
}

/**
 * Counts that fold events and earlier snapshots while keeping at most about `max` items: past
 * one and a half times that, they are cut back to the `max` most counted, so memory stays
 * bounded however many distinct objectIDs the folded events name.
 */
export function createBoundedCounts(max: number) {
  let counts: EventCounts = {}
  let items = 0
  const trim = () => {
    if (items <= max * 1.5) return
    counts = mostCounted(counts, max)
    items = countedItems(counts)
  }
  return {
    add(event: InsightsEvent): void {
      items += addToCounts(counts, event)
      trim()
    },
    merge(from: EventCounts): void {
      mergeCounts(counts, from)
      items = countedItems(counts)
      trim()
    },
    /** The folded counts, at most `max` items. */
    result: (): EventCounts => mostCounted(counts, max),
  }
}

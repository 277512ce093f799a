import { ownOrCreate, setOwn } from '../core/own-keys'
import type { EventCounts, InsightsEvent } from './types'

/** Slot of an event type in an {@link EventCounts} triple. */
export function countSlot(event: Pick<InsightsEvent, 'eventType'>): 0 | 1 | 2 {
  if (event.eventType === 'view') return 0
  if (event.eventType === 'click') return 1
  return 2
}

type Triple = [number, number, number]

/** Counts held by index, then objectID (Maps: any name is plain data, and large ones stay fast). */
export type CountsByIndex = Map<string, Map<string, Triple>>

/**
 * Keeps the `max` most counted items of `counts` (views + clicks + conversions; among equal
 * totals, the first met) and deletes the others, in place. Returns the number of items left.
 */
export function keepMostCounted(counts: CountsByIndex, max: number): number {
  let size = 0
  for (const items of counts.values()) size += items.size
  if (size <= max) return size
  const totals = new Float64Array(size)
  let i = 0
  for (const items of counts.values()) {
    for (const [views, clicks, conversions] of items.values())
      totals[i++] = views + clicks + conversions
  }
  const threshold = max > 0 ? totals.sort()[size - max]! : Number.POSITIVE_INFINITY
  let ties = max
  for (const total of totals) if (total > threshold) ties--
  for (const [index, items] of counts) {
    for (const [id, [views, clicks, conversions]] of items) {
      const total = views + clicks + conversions
      if (total < threshold || (total === threshold && ties-- <= 0)) items.delete(id)
    }
    if (items.size === 0) counts.delete(index)
  }
  return Math.min(size, max)
}

/** Items per counts line written by {@link BoundedCounts.snapshots}: no line is a huge parse. */
export const COUNTS_PER_LINE = 1_000

/** Folded counts that keep at most about `max` items in memory (see {@link createBoundedCounts}). */
export interface BoundedCounts {
  add(event: InsightsEvent): void
  merge(from: EventCounts): void
  /** The `max` most counted items, as snapshots of at most {@link COUNTS_PER_LINE} items each. */
  snapshots(): Generator<EventCounts>
}

/**
 * Counts that fold events and earlier snapshots while keeping at most about `max` items: past
 * one and a half times that, they are cut back to the `max` most counted, so memory stays
 * bounded however many distinct objectIDs the folded events name.
 */
export function createBoundedCounts(max: number): BoundedCounts {
  const counts: CountsByIndex = new Map()
  let items = 0
  const tripleOf = (index: string, id: string): Triple => {
    let byId = counts.get(index)
    if (!byId) counts.set(index, (byId = new Map()))
    let triple = byId.get(id)
    if (!triple) {
      byId.set(id, (triple = [0, 0, 0]))
      items++
    }
    return triple
  }
  const trim = () => {
    if (items > max * 1.5) items = keepMostCounted(counts, max)
  }
  return {
    add(event) {
      if (!event.objectIDs) return
      const slot = countSlot(event)
      for (const id of event.objectIDs) tripleOf(event.index, id)[slot]++
      trim()
    },
    merge(from) {
      for (const [index, byId] of Object.entries(from)) {
        for (const [id, [views, clicks, conversions]] of Object.entries(byId)) {
          const triple = tripleOf(index, id)
          triple[0] += views
          triple[1] += clicks
          triple[2] += conversions
        }
        trim()
      }
    },
    *snapshots() {
      items = keepMostCounted(counts, max)
      let line: EventCounts = {}
      let inLine = 0
      for (const [index, byId] of counts) {
        for (const [id, triple] of byId) {
          setOwn(
            ownOrCreate(line, index, () => ({})),
            id,
            triple,
          )
          if (++inLine === COUNTS_PER_LINE) {
            yield line
            line = {}
            inLine = 0
          }
        }
      }
      if (inLine > 0) yield line
    },
  }
}

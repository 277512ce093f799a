import type { InsightsEvent } from '../insights/types'

/**
 * Revenue of a purchase event over some of its objects (indices into `objectIDs`), as Algolia's
 * Analytics counts it: `price × quantity` (quantity 1 when absent) of each object's
 * `objectData`, in the event's `currency`. Events without a currency or without any price bring
 * no revenue (Algolia refuses prices without a currency); when no object has `objectData` but
 * the event has a `value`, the value stands for the whole purchase.
 */
/**
 * Largest revenue one event may bring, in its currency (ours: the contract states none). Prices
 * and quantities are anyone's who holds the search key: one purchase of 1e9 objects at 1e308
 * made the revenue Infinity, which JSON writes as null, and every later report of that currency
 * showed `revenue: null` (the spec says a number). Past this an event brings no revenue; sums of
 * such events stay far from a double's range.
 */
export const MAX_EVENT_REVENUE = 1e15

export function purchaseRevenue(
  event: InsightsEvent,
  items: readonly number[],
): { currency: string; amount: number } | undefined {
  const currency = event.currency
  if (!currency) return undefined
  let amount = 0
  let priced = false
  for (const i of items) {
    const data = event.objectData?.[i]
    const price = Number(data?.price)
    if (data?.price === undefined || !Number.isFinite(price)) continue
    const quantity = data.quantity ?? 1
    amount += price * (Number.isFinite(quantity) ? quantity : 1)
    priced = true
  }
  const bounded = (value: number) => Number.isFinite(value) && Math.abs(value) <= MAX_EVENT_REVENUE
  if (!priced && !event.objectData && event.value !== undefined) {
    const value = Number(event.value)
    if (bounded(value)) return { currency, amount: value }
  }
  return priced && bounded(amount) ? { currency, amount } : undefined
}

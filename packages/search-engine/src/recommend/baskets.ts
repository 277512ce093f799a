import { MAX_TRACKED_USERS } from '../core/recent-map'
import type { Signal } from './interactions'

/**
 * How conversions become baskets. Algolia caps an event at 20 objectIDs, so a shop sends a
 * 45-item order as three conversion events with the same userToken and (nearly) the same
 * timestamp; add-to-cart events usually come first, minutes before the purchase.
 *
 * Rules (per user, the authenticated token when there is one):
 * - a conversion joins the user's open basket when it comes within `basketGapMs` of that
 *   basket's latest conversion; otherwise it opens a new basket;
 * - once a basket holds a purchase it is an order: only events within `orderGapMs` of its
 *   purchase events still join it (the other parts of the same split order), so a later,
 *   separate order opens its own basket;
 * - an item counts once per basket, with the weight of its strongest signal: purchase or
 *   plain conversion 1, add-to-cart 0.5 (a cart is intent, not a sale);
 * - a pair counts the product of its items' weights; it is also counted "spread", divided by
 *   (items − 1), so that each item of a basket lends one unit of evidence shared among its
 *   basket-mates: a pair from a 2-item basket is strong evidence, one of the 435 pairs of a
 *   30-item restock is weak (on the real Groceries baskets 1/(n − 1) beat 1/√(n − 1) and
 *   1/log₂(1 + n) on the time split and three random splits). Which of the two counts serves
 *   bought-together is tuned on the shop's own baskets (it depends on the shop: see
 *   `tune-co-purchase.ts` and bench/baskets.bench.ts);
 * - a basket keeps at most {@link MAX_BASKET_ITEMS} distinct items (the rest are ignored).
 * Everything is a function of the final basket, so an order split into any number of events,
 * in any order, counts exactly as if it had come as one event.
 */
export interface BasketOptions {
  /** Longest gap between two conversions of one basket. @default 30 minutes */
  basketGapMs: number
  /** How close to a purchase the other parts of a split order arrive. @default 2 minutes */
  orderGapMs: number
}

/** Defaults of {@link BasketOptions}. */
export const DEFAULT_BASKET_OPTIONS: BasketOptions = {
  basketGapMs: 30 * 60_000,
  orderGapMs: 2 * 60_000,
}

/** Distinct items a basket keeps: bounds the pair work of one basket. */
export const MAX_BASKET_ITEMS = 250

/**
 * Items of all open baskets together: past it the least recently active users' baskets are
 * closed (a later conversion of theirs opens a new one), so that their memory stays bounded
 * whatever events arrive. 50,000 shoppers with 10-item baskets fit.
 */
export const MAX_OPEN_BASKET_ITEMS = 500_000

/** Factor of every spread pair count of a basket of `size` distinct items. */
export function pairFactor(size: number): number {
  return 1 / Math.max(1, size - 1)
}

/** Weight of an item in a basket by the strongest signal seen for it. */
export const BASKET_WEIGHT: Partial<Record<Signal, number>> = {
  purchase: 1,
  conversion: 1,
  addToCart: 0.5,
}

/** One basket: its items with their weights. */
export interface Basket {
  /** Number of the basket among the user's shop's baskets, in the order they were opened. */
  readonly index: number
  readonly items: Map<number, number>
  first: number
  last: number
  /** Time of the latest purchase, NaN before any. */
  purchasedAt: number
}

/** What a tracker reports as baskets fill up. */
export interface BasketSink {
  /** A basket was opened. */
  opened(basket: Basket): void
  /** `item`'s weight in `basket` grew by `delta` (from 0 when it was new). */
  item(item: number, delta: number, basket: Basket): void
  /** The pair {a, b} of `basket` gained `weight` (plain count) and `spread` (spread count). */
  pair(a: number, b: number, weight: number, spread: number, basket: Basket): void
}

/** Groups conversions into baskets incrementally (see {@link BasketOptions}). */
export interface BasketTracker {
  /** Adds a conversion of `items` by `user` at `t`; non-conversion signals are ignored. */
  add(user: string, items: readonly number[], signal: Signal, t: number): void
}

function joins(basket: Basket, t: number, options: BasketOptions): boolean {
  if (t < basket.first - options.basketGapMs || t > basket.last + options.basketGapMs) return false
  if (Number.isNaN(basket.purchasedAt)) return true
  return Math.abs(t - basket.purchasedAt) <= options.orderGapMs
}

/** Creates a tracker that reports baskets, items and weighted pairs to `sink`. */
export function createBasketTracker(
  sink: BasketSink,
  options: Partial<BasketOptions> = {},
  maxOpenItems = MAX_OPEN_BASKET_ITEMS,
): BasketTracker {
  const opts = { ...DEFAULT_BASKET_OPTIONS, ...options }
  const open = new Map<string, Basket>()
  let opened = 0
  let openItems = 0

  function close(user: string) {
    openItems -= open.get(user)?.items.size ?? 0
    open.delete(user)
  }

  function closeIdle(keep: string) {
    while (open.size > MAX_TRACKED_USERS || openItems > maxOpenItems) {
      const oldest = open.keys().next().value as string
      if (oldest === keep) return
      close(oldest)
    }
  }

  function basketOf(user: string, t: number): Basket {
    let basket = open.get(user)
    if (!basket || !joins(basket, t, opts)) {
      basket = { index: opened++, items: new Map(), first: t, last: t, purchasedAt: Number.NaN }
      sink.opened(basket)
    }
    close(user)
    open.set(user, basket)
    openItems += basket.items.size
    basket.first = Math.min(basket.first, t)
    basket.last = Math.max(basket.last, t)
    return basket
  }

  /** Re-weights the spread counts of the basket's pairs from `pairFactor(from)` to `pairFactor(to)`. */
  function resize(basket: Basket, from: number, to: number) {
    const change = pairFactor(to) - pairFactor(from)
    if (change === 0 || from < 2) return
    const entries = [...basket.items]
    for (let i = 0; i < entries.length; i++) {
      for (let j = i + 1; j < entries.length; j++) {
        const spread = entries[i]![1] * entries[j]![1] * change
        sink.pair(entries[i]![0], entries[j]![0], 0, spread, basket)
      }
    }
  }

  /** Raises `item`'s weight in the basket; `factor` is that of the basket's size after it. */
  function raise(basket: Basket, item: number, weight: number, factor: number) {
    const before = basket.items.get(item) ?? 0
    if (weight <= before) return
    const delta = weight - before
    // Pairs are bilinear in the weights, so raising one weight adds delta × the other's.
    basket.items.forEach((other, peer) => {
      if (peer !== item) sink.pair(item, peer, delta * other, delta * other * factor, basket)
    })
    basket.items.set(item, weight)
    sink.item(item, delta, basket)
  }

  return {
    add(user, items, signal, t) {
      const weight = BASKET_WEIGHT[signal]
      if (weight === undefined || items.length === 0) return
      const basket = basketOf(user, t)
      if (signal !== 'addToCart') {
        basket.purchasedAt = Number.isNaN(basket.purchasedAt) ? t : Math.max(basket.purchasedAt, t)
      }
      const before = basket.items.size
      let fresh = 0
      for (let i = 0; i < items.length; i++) {
        const item = items[i]!
        // Distinct new items (indexOf is cheap: an event holds at most 20 objectIDs).
        if (!basket.items.has(item) && items.indexOf(item) === i) fresh++
      }
      const size = Math.min(MAX_BASKET_ITEMS, before + fresh)
      // Existing pairs first move to the new size's factor, then the event's items join.
      resize(basket, before, size)
      const factor = pairFactor(size)
      for (const item of items) {
        if (basket.items.has(item) || basket.items.size < size) raise(basket, item, weight, factor)
      }
      openItems += basket.items.size - before
      closeIdle(user)
    },
  }
}

import { createCoOccurrence, type CoOccurrence } from './co-occurrence'
import { createDecayedSums, type DecayedSums } from './decay'
import { createNumberColumn, type NumberColumn } from './number-column'

/** What a shopper did with items. */
export type Signal = 'view' | 'click' | 'conversion' | 'addToCart' | 'purchase'

/** Time windows of the interaction model. */
export interface InteractionOptions {
  /** Inactivity that ends a browsing session. @default 30 minutes */
  sessionGapMs: number
  /** Conversions by one user within this window form one basket. @default 1 day */
  basketWindowMs: number
  /** Distinct items of a session each new item is paired with. @default 10 */
  sessionWindow: number
  /** Time constant of the recent trend. @default 1 day */
  trendShortMs: number
  /** Time constant of the trend baseline. @default 14 days */
  trendLongMs: number
}

/** Defaults of {@link InteractionOptions}. */
export const DEFAULT_INTERACTION_OPTIONS: InteractionOptions = {
  sessionGapMs: 30 * 60_000,
  basketWindowMs: 24 * 3_600_000,
  sessionWindow: 10,
  trendShortMs: 24 * 3_600_000,
  trendLongMs: 14 * 24 * 3_600_000,
}

const POPULARITY_WEIGHT: Record<Signal, number> = {
  view: 1,
  click: 2,
  conversion: 4,
  addToCart: 4,
  purchase: 5,
}
const TREND_WEIGHT: Record<Signal, number> = {
  view: 0.2,
  click: 1,
  conversion: 3,
  addToCart: 3,
  purchase: 3,
}

interface SessionState {
  last: number
  recent: number[]
  seen: Set<number>
}

interface BasketState {
  last: number
  items: Set<number>
}

/**
 * Aggregates of an index's events, updated one event at a time (no rebuild needed):
 * co-occurrence of items in browsing sessions (related products), in conversion baskets
 * (bought together), decayed recent and baseline activity (trending) and lifetime popularity.
 */
export interface Interactions {
  readonly options: InteractionOptions
  readonly coView: CoOccurrence
  /** Sessions in which each item occurred. */
  readonly sessionsOf: NumberColumn
  readonly coBuy: CoOccurrence
  /** Baskets in which each item occurred. */
  readonly basketsOf: NumberColumn
  readonly trendShort: DecayedSums
  readonly trendLong: DecayedSums
  /** Weighted lifetime activity per item. */
  readonly popularity: NumberColumn
  /** Number of baskets. */
  baskets: number
  /** Number of item interactions ingested. */
  events: number
  /** Records that `user` interacted with `items` at time `t`. */
  ingest(user: string, items: readonly number[], signal: Signal, t: number): void
  /** Adds lifetime counts (views, clicks, conversions) of compacted events to popularity. */
  addCounts(item: number, counts: readonly [number, number, number]): void
}

const isConversion = (s: Signal) => s === 'conversion' || s === 'addToCart' || s === 'purchase'

/** Creates empty {@link Interactions}. */
export function createInteractions(options: Partial<InteractionOptions> = {}): Interactions {
  const opts = { ...DEFAULT_INTERACTION_OPTIONS, ...options }
  const sessions = new Map<string, SessionState>()
  const basketsByUser = new Map<string, BasketState>()
  const self: Interactions = {
    options: opts,
    coView: createCoOccurrence(),
    sessionsOf: createNumberColumn(),
    coBuy: createCoOccurrence(),
    basketsOf: createNumberColumn(),
    trendShort: createDecayedSums(opts.trendShortMs),
    trendLong: createDecayedSums(opts.trendLongMs),
    popularity: createNumberColumn(),
    baskets: 0,
    events: 0,
    ingest,
    addCounts(item, [views, clicks, conversions]) {
      self.popularity.add(
        item,
        views * POPULARITY_WEIGHT.view +
          clicks * POPULARITY_WEIGHT.click +
          conversions * POPULARITY_WEIGHT.conversion,
      )
    },
  }

  function session(user: string, t: number): SessionState {
    let state = sessions.get(user)
    if (!state || Math.abs(t - state.last) > opts.sessionGapMs) {
      state = { last: t, recent: [], seen: new Set() }
      sessions.set(user, state)
    }
    state.last = Math.max(state.last, t)
    return state
  }

  function basket(user: string, t: number): BasketState {
    let state = basketsByUser.get(user)
    if (!state || Math.abs(t - state.last) > opts.basketWindowMs) {
      state = { last: t, items: new Set() }
      basketsByUser.set(user, state)
      self.baskets++
    }
    state.last = Math.max(state.last, t)
    return state
  }

  function addToSession(state: SessionState, item: number) {
    if (state.seen.has(item)) return
    state.seen.add(item)
    self.sessionsOf.add(item, 1)
    for (const other of state.recent) self.coView.addPair(item, other)
    state.recent.push(item)
    if (state.recent.length > opts.sessionWindow) state.recent.shift()
  }

  function addToBasket(state: BasketState, item: number) {
    if (state.items.has(item)) return
    self.basketsOf.add(item, 1)
    for (const other of state.items) self.coBuy.addPair(item, other)
    state.items.add(item)
  }

  function ingest(user: string, items: readonly number[], signal: Signal, t: number) {
    const browsing = session(user, t)
    const cart = isConversion(signal) ? basket(user, t) : undefined
    for (const item of items) {
      self.events++
      self.popularity.add(item, POPULARITY_WEIGHT[signal])
      self.trendShort.add(item, TREND_WEIGHT[signal], t)
      self.trendLong.add(item, TREND_WEIGHT[signal], t)
      addToSession(browsing, item)
      if (cart) addToBasket(cart, item)
    }
  }

  return self
}

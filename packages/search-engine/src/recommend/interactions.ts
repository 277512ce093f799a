import {
  createBasketTracker,
  DEFAULT_BASKET_OPTIONS,
  type Basket,
  type BasketOptions,
  type BasketSink,
} from './baskets'
import { CO_VIEW_MAX_PAIRS, createCoOccurrence, type CoOccurrence } from './co-occurrence'
import { createDecayedSums, type DecayedSums } from './decay'
import { createNumberColumn, type NumberColumn } from './number-column'
import { createPersonItemMemory, personHash } from './person-item-memory'
import { setRecent } from '../core/recent-map'

/** What a shopper did with items. */
export type Signal = 'view' | 'click' | 'conversion' | 'addToCart' | 'purchase'

/** Time windows of the interaction model (basket rules: see {@link BasketOptions}). */
export interface InteractionOptions extends BasketOptions {
  /** Inactivity that ends a browsing session. @default 30 minutes */
  sessionGapMs: number
  /** Distinct items of a session each new item is paired with. @default 10 */
  sessionWindow: number
  /** Time constant of the recent trend. @default 1 day */
  trendShortMs: number
  /** Time constant of the trend baseline. @default 14 days */
  trendLongMs: number
  /** Items of older baskets kept for tuning. @default MAX_PAST_BASKET_ITEMS */
  maxPastBasketItems: number
}

/**
 * Items of the older baskets kept for bought-together's tuning to replay (16 bytes each); older
 * ones are forgotten, so that this history stays bounded whatever purchases arrive.
 */
export const MAX_PAST_BASKET_ITEMS = 5_000_000

const NO_ITEMS = new Float64Array(0)

/** Defaults of {@link InteractionOptions}. */
export const DEFAULT_INTERACTION_OPTIONS: InteractionOptions = {
  ...DEFAULT_BASKET_OPTIONS,
  sessionGapMs: 30 * 60_000,
  sessionWindow: 10,
  trendShortMs: 24 * 3_600_000,
  trendLongMs: 14 * 24 * 3_600_000,
  maxPastBasketItems: MAX_PAST_BASKET_ITEMS,
}

/** Signals from weakest to strongest: both weight tables below grow along this order. */
const SIGNALS_BY_RANK: readonly Signal[] = ['view', 'click', 'conversion', 'addToCart', 'purchase']
const SIGNAL_RANK = Object.fromEntries(
  SIGNALS_BY_RANK.map((signal, rank) => [signal, rank]),
) as Record<Signal, number>

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
  /** {@link personHash} of the session's user. */
  person: number
  last: number
  recent: number[]
  seen: Set<number>
}

/** Distinct items of one browsing session; the next item starts a new session. */
export const MAX_SESSION_ITEMS = 100

/** Recent baskets kept to tune bought-together on the shop's own orders. */
export const RECENT_BASKETS = 1000

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
  /** Weighted co-occurrence of items in baskets (see `baskets.ts`). */
  readonly coBuy: CoOccurrence
  /** The same, each basket's pairs divided by its items − 1 (see `baskets.ts`). */
  readonly coBuySpread: CoOccurrence
  /** Weighted number of baskets in which each item occurred. */
  readonly basketsOf: NumberColumn
  /** The latest {@link RECENT_BASKETS} baskets, oldest first (a ring, rotated on read). */
  recentBaskets(): Basket[]
  /**
   * The items of baskets numbered `from` up to `to` (excluded), in order: the recent ones as they
   * are, older ones as kept when they left the ring (an order is complete by then).
   */
  basketsBetween(from: number, to: number): Array<Pick<Basket, 'index' | 'items'>>
  /** Counts that also follow every basket change (recency-weighted counts a tuning chose). */
  readonly followers: Set<BasketSink>
  readonly trendShort: DecayedSums
  readonly trendLong: DecayedSums
  /** Weighted lifetime activity per item (a person counts once per item and day). */
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

/** Creates empty {@link Interactions}. */
export function createInteractions(options: Partial<InteractionOptions> = {}): Interactions {
  const opts = { ...DEFAULT_INTERACTION_OPTIONS, ...options }
  const sessions = new Map<string, SessionState>()
  const recent: Basket[] = []
  let recentNext = 0
  // Baskets that left the ring, as item, weight, item, weight…: the history a tuning replays.
  // Past MAX_PAST_BASKET_ITEMS the oldest are emptied (their slot stays: baskets keep numbers).
  const past: Float64Array[] = []
  let pastItems = 0
  let pastEmptied = 0
  const followers = new Set<BasketSink>()
  const strongest = createPersonItemMemory(opts.trendShortMs)
  const self: Interactions = {
    options: opts,
    coView: createCoOccurrence(undefined, CO_VIEW_MAX_PAIRS),
    sessionsOf: createNumberColumn(),
    coBuy: createCoOccurrence(),
    coBuySpread: createCoOccurrence(),
    basketsOf: createNumberColumn(),
    recentBaskets: () => [...recent.slice(recentNext), ...recent.slice(0, recentNext)],
    basketsBetween(from, to) {
      const out: Array<Pick<Basket, 'index' | 'items'>> = []
      for (let index = Math.max(0, from); index < Math.min(to, self.baskets); index++) {
        if (index < past.length) {
          const flat = past[index]!
          const items = new Map<number, number>()
          for (let i = 0; i < flat.length; i += 2) items.set(flat[i]!, flat[i + 1]!)
          out.push({ index, items })
        } else out.push(recent[(index - past.length + recentNext) % recent.length]!)
      }
      return out
    },
    followers,
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
    // A session of more distinct items than a person views is cut, so that its memory stays
    // bounded whatever events arrive.
    if (
      !state ||
      Math.abs(t - state.last) > opts.sessionGapMs ||
      state.seen.size >= MAX_SESSION_ITEMS
    ) {
      state = { person: state?.person ?? personHash(user), last: t, recent: [], seen: new Set() }
    }
    setRecent(sessions, user, state)
    state.last = Math.max(state.last, t)
    return state
  }

  const baskets = createBasketTracker(
    {
      opened(basket) {
        self.baskets++
        if (recent.length < RECENT_BASKETS) recent.push(basket)
        else {
          const flat = Float64Array.from([...recent[recentNext]!.items].flat())
          past.push(flat)
          pastItems += flat.length / 2
          while (pastItems > opts.maxPastBasketItems) {
            pastItems -= past[pastEmptied]!.length / 2
            past[pastEmptied++] = NO_ITEMS
          }
          recent[recentNext] = basket
        }
        recentNext = (recentNext + 1) % RECENT_BASKETS
        if (followers.size > 0) for (const counts of followers) counts.opened(basket)
      },
      item(item, delta, basket) {
        self.basketsOf.add(item, delta)
        if (followers.size > 0) for (const counts of followers) counts.item(item, delta, basket)
      },
      pair(a, b, weight, spread, basket) {
        if (weight !== 0) self.coBuy.addPair(a, b, weight)
        self.coBuySpread.addPair(a, b, spread)
        if (followers.size > 0) {
          for (const counts of followers) counts.pair(a, b, weight, spread, basket)
        }
      },
    },
    opts,
  )

  function addToSession(state: SessionState, item: number) {
    if (state.seen.has(item)) return
    state.seen.add(item)
    self.sessionsOf.add(item, 1)
    for (const other of state.recent) self.coView.addPair(item, other)
    state.recent.push(item)
    if (state.recent.length > opts.sessionWindow) state.recent.shift()
  }

  // Trends and popularity count people: a person's signals on an item within a day add only
  // what a stronger signal adds to the strongest before it (a view, then a purchase, counts as
  // the purchase; ten purchases by one token as one).
  function countPerson(person: number, item: number, signal: Signal, t: number) {
    const before = strongest.record(person, item, SIGNAL_RANK[signal], t)
    if (before >= SIGNAL_RANK[signal]) return
    const previous = before < 0 ? undefined : SIGNALS_BY_RANK[before]!
    const popularity = POPULARITY_WEIGHT[signal] - (previous ? POPULARITY_WEIGHT[previous] : 0)
    const trend = TREND_WEIGHT[signal] - (previous ? TREND_WEIGHT[previous] : 0)
    self.popularity.add(item, popularity)
    if (trend > 0) {
      self.trendShort.add(item, trend, t)
      self.trendLong.add(item, trend, t)
    }
  }

  function ingest(user: string, items: readonly number[], signal: Signal, t: number) {
    const browsing = session(user, t)
    for (const item of items) {
      self.events++
      countPerson(browsing.person, item, signal, t)
      addToSession(browsing, item)
    }
    baskets.add(user, items, signal, t)
  }

  return self
}

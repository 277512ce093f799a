import { liveCounts, type BasketCounts } from './basket-counts'
import { pairFactor, type Basket } from './baskets'
import type { CoOccurrence } from './co-occurrence'
import { DAMPING_GRID, DEFAULT_DAMPING, pairScorer } from './co-purchase'
import type { Interactions } from './interactions'
import { createDecayedCounts, type DecayedCounts } from './decayed-counts'
import { neighbourEvidenceGrid } from './neighbour-evidence'
import { createScoreBoard } from './score-board'
import { createTimeSlicer } from '../core/time-slicer'

/** Fewest recent multi-item baskets to tune on; below, the defaults hold. */
export const MIN_TUNING_BASKETS = 50
/**
 * Weights of the neighbours' evidence the tuner chooses from (0: direct pairs only). Where a
 * source's own pairs are few (thousands of items), λ = 1 was the grid's edge and usually chosen:
 * 3 lets such a shop lean further on what its companions are bought with.
 */
export const NEIGHBOUR_GRID = [0, 0.1, 0.3, 1, 3] as const
const K = 10
/** The tuning holds out at most 1 / this of the shop's baskets. */
const HELD_SHARE_DIVISOR = 5

/** How bought-together scores for one shop. */
export interface CoPurchaseTuning {
  /** Exponent of the candidate's popularity damping (see `co-purchase.ts`). */
  damping: number
  /** Whether the spread counts (each basket's pairs over its items − 1) serve. */
  spread: boolean
  /** Weight λ of the neighbours' evidence S2 against the direct score (see `neighbour-evidence.ts`). */
  neighbours: number
  /** Half-life of every basket and pair count, in baskets (0: the whole history counts alike). */
  halfLife: number
}

/**
 * The setting a shop keeps unless its own baskets clearly prefer another: mild damping, spread
 * counts, a little neighbour evidence (the best setting on the real Groceries baskets over the
 * time split and three random splits).
 */
export const DEFAULT_TUNING: CoPurchaseTuning = {
  damping: DEFAULT_DAMPING,
  spread: true,
  neighbours: 0.1,
  halfLife: 0,
}

/**
 * Until a shop has {@link MIN_TUNING_BASKETS} baskets to tune on: mild damping on plain counts,
 * without neighbour evidence. Through a handful of baskets second-order paths are coincidences,
 * and spread counts are small beside the popularity prior: either would let a best seller found
 * in every basket pass a specific companion bought just as often.
 */
export const UNTUNED: CoPurchaseTuning = {
  damping: DEFAULT_DAMPING,
  spread: false,
  neighbours: 0,
  halfLife: 0,
}

/**
 * Half-lives offered to the tuner, as shares of the shop's baskets (N/4, N/2). Counts over the
 * whole history favour pairs nobody buys any more when a range is discontinued or the season
 * turns; on a stationary shop they are the better estimate (decay at a fixed 5,000 baskets lost
 * on every retail-shaped simulation), so decay is chosen only under the guard of
 * {@link chooseRecency}.
 */
export const HALF_LIFE_SHARES = [0.25, 0.5] as const

/**
 * How much better (relative, on HitRate + Recall + NDCG summed over the tuning queries) another
 * setting must do than the default to replace it: the estimate over 1,000 baskets moves by about
 * that much from noise alone, and chasing noise made the choice flip between splits of the same
 * shop (0.5% swapped the default for settings that lost NDCG to plain co-occurrence on
 * Groceries' time split; requiring every measure to gain kept plain counts where the default
 * beat popularity).
 */
export const TUNING_MARGIN = 0.02

/**
 * Once the default is replaced, the simplest setting within this share of the best one serves
 * (least neighbour evidence, then least damping, then plain counts): settings that close are one
 * held-out block's noise apart, and the extra ingredient is then fitted to that block. On the
 * retail-shaped simulation the best of the block (plain counts, λ = 0.3, 0.14% above λ = 0) lost to
 * plain counts without neighbours on the next orders: HitRate@10 .445 against co-occurrence's .455.
 */
export const PARSIMONY_MARGIN = 0.01

/** The pair counts a tuning reads. */
export function pairCounts(interactions: Interactions, tuning: CoPurchaseTuning): CoOccurrence {
  return tuning.spread ? interactions.coBuySpread : interactions.coBuy
}

/** Pair and basket counts of `baskets` as the live counts hold them (plain or spread). */
function* countsOf(
  baskets: ReadonlyArray<Pick<Basket, 'items'>>,
  spread: boolean,
  weightOf: (i: number) => number = () => 1,
): Generator<void, HeldCounts, void> {
  const pairs = new Map<number, Map<number, number>>()
  const items = new Map<number, number>()
  let total = 0
  for (let i = 0; i < baskets.length; i++) {
    yield
    const basket = baskets[i]!
    const w = weightOf(i)
    total += w
    const factor = (spread ? pairFactor(basket.items.size) : 1) * w
    for (const [a, wa] of basket.items) {
      items.set(a, (items.get(a) ?? 0) + wa * w)
      let row = pairs.get(a)
      if (!row) pairs.set(a, (row = new Map()))
      for (const [b, wb] of basket.items) {
        if (b !== a) row.set(b, (row.get(b) ?? 0) + wa * wb * factor)
      }
    }
  }
  return { pairs, items, baskets: total }
}

/** {@link countsOf} at once. */
export function countBaskets(
  baskets: ReadonlyArray<Pick<Basket, 'items'>>,
  spread: boolean,
): HeldCounts {
  const steps = countsOf(baskets, spread)
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}

/** Pair and basket counts of some baskets, to take out of the live counts. */
export interface HeldCounts {
  pairs: Map<number, Map<number, number>>
  items: Map<number, number>
  baskets: number
}

/**
 * The counts as they were before the held-out baskets: sums, so subtracting is exact (a pair
 * pruned from a long row may show less; it stays at 0 or above).
 */
export function withoutBaskets(live: BasketCounts, held: HeldCounts): BasketCounts {
  return {
    pairs(item, visit) {
      const mine = held.pairs.get(item)
      if (!mine) return live.pairs(item, visit)
      live.pairs(item, (other, co) => visit(other, Math.max(0, co - (mine.get(other) ?? 0))))
    },
    basketsOf: (item) => Math.max(0, live.basketsOf(item) - (held.items.get(item) ?? 0)),
    baskets: Math.max(0, live.baskets - held.baskets),
    scale: live.scale,
    cacheKey: live.cacheKey,
  }
}

/** Measures summed per setting: HitRate, Recall and NDCG at K, side by side. */
export const MEASURES = 3

/** Adds HitRate, Recall and NDCG at K of one ranked list to `totals` from `at`. */
function addQuality(
  ranked: readonly number[],
  targets: ReadonlyMap<number, number>,
  totals: Float64Array,
  at: number,
) {
  let hits = 0
  let dcg = 0
  ranked.forEach((item, i) => {
    if (targets.has(item)) {
      hits++
      dcg += 1 / Math.log2(i + 2)
    }
  })
  let ideal = 0
  for (let i = 0; i < Math.min(K, targets.size); i++) ideal += 1 / Math.log2(i + 2)
  totals[at]! += hits > 0 ? 1 : 0
  totals[at + 1]! += hits / targets.size
  totals[at + 2]! += dcg / ideal
}

/** The K best items by value (earlier items first among equals). */
function topK(items: readonly number[], value: (i: number) => number): number[] {
  const best: number[] = []
  const values: number[] = []
  for (let i = 0; i < items.length; i++) {
    const v = value(i)
    if (!(v > 0) || (best.length === K && v <= values[K - 1]!)) continue
    let at = Math.min(best.length, K - 1)
    while (at > 0 && values[at - 1]! < v) at--
    best.splice(at, 0, items[i]!)
    values.splice(at, 0, v)
    if (best.length > K) {
      best.pop()
      values.pop()
    }
  }
  return best
}

const neighbourBoards = DAMPING_GRID.map(() => createScoreBoard())

/** Direct scores of `source`'s pairs for each damping of the grid, and the pairs' items. */
function direct(counts: BasketCounts, source: number) {
  const items: number[] = []
  const scores = DAMPING_GRID.map(() => [] as number[])
  const nA = counts.basketsOf(source)
  const scorers = DAMPING_GRID.map((d) =>
    pairScorer(counts.cacheKey, nA, counts.baskets, d, counts.scale),
  )
  counts.pairs(source, (item, co) => {
    if (item === source || !(co > 0)) return
    items.push(item)
    const nB = counts.basketsOf(item)
    scorers.forEach((score, g) => scores[g]!.push(score(item, co, nB)))
  })
  return { items, scores }
}

/**
 * Quality summed over a block of consecutive baskets for every setting of the grids (`totals`:
 * plain, then spread counts), as the shop will be judged: on its next orders. `plain` and
 * `spread` are the counts before the block (a time split): one item of each basket of two or
 * more asks for its top 10; the others are the targets. (Leaving out one basket at a time
 * chose, on a retail-shaped simulation, damping that lost to plain counts on later orders.)
 */
function* evaluateBlock(
  baskets: ReadonlyArray<Pick<Basket, 'items'>>,
  plain: BasketCounts,
  spread: BasketCounts,
  totals: Float64Array[],
): Generator<void, number, void> {
  let queries = 0
  for (let index = 0; index < baskets.length; index++) {
    // A pause falls between baskets only: the shared boards are reset at each basket's start.
    if (index > 0) yield
    const basket = baskets[index]!
    const size = basket.items.size
    if (size < 2) continue
    const entries = [...basket.items]
    const source = entries[index % size]![0]
    if (!(plain.basketsOf(source) > 0)) continue
    const targets = new Map(entries.filter(([item]) => item !== source))
    for (const board of neighbourBoards) board.reset(0)
    neighbourEvidenceGrid(plain, source, neighbourBoards, DAMPING_GRID)
    ;[plain, spread].forEach((counts, kind) => {
      const { items, scores } = direct(counts, source)
      const known = new Set(items)
      DAMPING_GRID.forEach((_, g) => {
        const board = neighbourBoards[g]!
        // Items only the neighbours know rank among themselves by S2 alone: their best K suffice.
        const unknown = [...board.items].filter((item) => !known.has(item))
        const others = topK(unknown, (i) => board.get(unknown[i]!))
        const all = [...items, ...others]
        NEIGHBOUR_GRID.forEach((lambda, l) => {
          const ranked = topK(all, (i) => (scores[g]![i] ?? 0) + lambda * board.get(all[i]!))
          addQuality(ranked, targets, totals[kind]!, (g * NEIGHBOUR_GRID.length + l) * MEASURES)
        })
      })
    })
    queries++
  }
  return queries
}

/** How many of the latest baskets a block holds: at most a fifth of all (the counts before it
 * must stay representative). */
function heldOutSize(interactions: Interactions): number {
  const recent = interactions.recentBaskets().length
  return Math.floor(Math.min(recent, interactions.baskets / HELD_SHARE_DIVISOR))
}

/** Scores of every setting on one block: per kind (plain, spread), per cell, the three measures. */
export type Totals = Float64Array[]

export const CELLS = DAMPING_GRID.length * NEIGHBOUR_GRID.length
const newTotals = (): Totals => [0, 1].map(() => new Float64Array(CELLS * MEASURES))

/** The whole-history counts without `held` (the latest baskets, held out together). */
function* countsBefore(interactions: Interactions, held: ReadonlyArray<Pick<Basket, 'items'>>) {
  const plain = withoutBaskets(
    liveCounts(interactions, interactions.coBuy),
    yield* countsOf(held, false),
  )
  const spread = withoutBaskets(
    liveCounts(interactions, interactions.coBuySpread),
    yield* countsOf(held, true),
  )
  return { plain, spread }
}

/**
 * Tunes bought-together on the shop's own orders (the latest baskets held out against the
 * counts before them): plain or spread pair counts × damping × weight of the neighbours'
 * evidence; when the best HitRate + Recall + NDCG at 10 beats the default by
 * {@link TUNING_MARGIN}, the simplest setting within {@link PARSIMONY_MARGIN} of the best serves;
 * then recency, under the guard of {@link chooseRecency}.
 */
export function tuneCoPurchase(interactions: Interactions): CoPurchaseTuning {
  const { tuning, decayed } = runAll(tuningSteps(interactions))
  if (decayed) interactions.followers.delete(decayed)
  return tuning
}

/** {@link tuneCoPurchase} in time slices, letting requests run between baskets. */
export async function tuneCoPurchaseInSlices(
  interactions: Interactions,
  sliceMs?: number,
): Promise<CoPurchaseTuning> {
  const { tuning, decayed } = await runInSlices(tuningSteps(interactions), sliceMs)
  if (decayed) interactions.followers.delete(decayed)
  return tuning
}

function runAll<T>(steps: Generator<void, T, void>): T {
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}

async function runInSlices<T>(steps: Generator<void, T, void>, sliceMs?: number): Promise<T> {
  const slicer = createTimeSlicer(sliceMs)
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
    if (slicer.due()) await slicer.pause()
  }
}

const totalOf = (totals: Totals, kind: number, cell: number) =>
  totals[kind]![cell * MEASURES]! +
  totals[kind]![cell * MEASURES + 1]! +
  totals[kind]![cell * MEASURES + 2]!

const settingOf = (kind: number, cell: number, halfLife: number): CoPurchaseTuning => ({
  spread: kind === 1,
  damping: DAMPING_GRID[Math.floor(cell / NEIGHBOUR_GRID.length)]!,
  neighbours: NEIGHBOUR_GRID[cell % NEIGHBOUR_GRID.length]!,
  halfLife,
})

const cellOf = (tuning: CoPurchaseTuning) =>
  DAMPING_GRID.indexOf(tuning.damping as never) * NEIGHBOUR_GRID.length +
  NEIGHBOUR_GRID.indexOf(tuning.neighbours as never)

/** The best setting of `totals` (ties: plain counts, then the smaller damping and weight). */
function best(totals: Totals): { kind: number; cell: number; total: number } {
  let top = { kind: 0, cell: 0, total: Number.NEGATIVE_INFINITY }
  totals.forEach((_, kind) => {
    for (let cell = 0; cell < CELLS; cell++) {
      const total = totalOf(totals, kind, cell)
      if (total > top.total + 1e-9) top = { kind, cell, total }
    }
  })
  return top
}

/**
 * The simplest setting of `totals` scoring at least `near` and above `floor`: the smallest
 * neighbour weight, then the smallest damping, then plain before spread counts.
 */
export function simplestNear(
  totals: Totals,
  near: number,
  floor: number,
): { kind: number; cell: number } {
  for (let l = 0; l < NEIGHBOUR_GRID.length; l++) {
    for (let g = 0; g < DAMPING_GRID.length; g++) {
      const cell = g * NEIGHBOUR_GRID.length + l
      for (let kind = 0; kind < totals.length; kind++) {
        const total = totalOf(totals, kind, cell)
        if (total >= near - 1e-9 && total > floor) return { kind, cell }
      }
    }
  }
  return best(totals)
}

/** A tuning and the recency-weighted counts it serves from (none without decay). */
export interface TuningResult {
  tuning: CoPurchaseTuning
  decayed?: DecayedCounts
}

function* tuningSteps(interactions: Interactions): Generator<void, TuningResult, void> {
  const held = heldOutSize(interactions)
  const recent = interactions.recentBaskets()
  const block = recent.slice(recent.length - held)
  const totals = newTotals()
  const before = yield* countsBefore(interactions, block)
  const queries = yield* evaluateBlock(block, before.plain, before.spread, totals)
  if (queries < MIN_TUNING_BASKETS) return { tuning: UNTUNED }
  const anchor = cellOf(DEFAULT_TUNING)
  let chosen = DEFAULT_TUNING
  let reference = DEFAULT_TUNING
  const top = best(totals)
  const defaultTotal = totalOf(totals, DEFAULT_TUNING.spread ? 1 : 0, anchor)
  if (top.total > defaultTotal * (1 + TUNING_MARGIN) + 1e-9) {
    const simple = simplestNear(totals, top.total * (1 - PARSIMONY_MARGIN), defaultTotal)
    chosen = settingOf(simple.kind, simple.cell, 0)
    reference = settingOf(top.kind, top.cell, 0)
  }
  return yield* chooseRecency(interactions, held, chosen, reference, totals)
}

/**
 * Whether recency-weighted counts serve instead of `chosen` (tuned on whole-history counts over
 * the latest `held` baskets, with `totals`, where `reference` did best). For each half-life of
 * {@link HALF_LIFE_SHARES} the whole grid is scored on the same baskets against the decayed
 * counts before them; the best decayed setting is adopted only if it beats `reference` by
 * {@link TUNING_MARGIN} there AND on the `held` baskets before them (each block against the
 * counts before it): a shop whose assortment really moves shows it on both blocks, while one
 * block's gain is often noise. With decay adopted, its counts follow the live baskets from then on.
 */
function* chooseRecency(
  interactions: Interactions,
  held: number,
  chosen: CoPurchaseTuning,
  reference: CoPurchaseTuning,
  totals: Totals,
): Generator<void, TuningResult, void> {
  const now = interactions.baskets
  const first = now - held
  const second = first - held
  if (second < held) return { tuning: chosen }
  // Decay must beat the best whole-history setting, not only the simpler one that serves.
  const referenceKind = reference.spread ? 1 : 0
  const referenceCell = cellOf(reference)
  const latest = interactions.basketsBetween(first, now)

  let candidate: { kind: number; cell: number; total: number; counts: DecayedCounts } | undefined
  for (const share of HALF_LIFE_SHARES) {
    const halfLife = Math.max(1, Math.round(now * share))
    const counts = createDecayedCounts(halfLife, now)
    // Follows changes to baskets already replayed (open orders) while the tuning pauses.
    interactions.followers.add(counts)
    yield* replayUntil(interactions, counts, first)
    const gridTotals = newTotals()
    yield* evaluateBlock(latest, counts.view(first, false), counts.view(first, true), gridTotals)
    const top = best(gridTotals)
    if (!candidate || top.total > candidate.total + 1e-9) {
      if (candidate) interactions.followers.delete(candidate.counts)
      candidate = { ...top, counts }
    } else interactions.followers.delete(counts)
  }
  const { kind, cell, counts } = candidate!
  const drop = () => void interactions.followers.delete(counts)
  if (
    !(candidate!.total > totalOf(totals, referenceKind, referenceCell) * (1 + TUNING_MARGIN) + 1e-9)
  ) {
    return (drop(), { tuning: chosen })
  }
  // The earlier block, each against the counts before it: the decayed ones without the block
  // (its baskets at their stored weights), and the whole-history ones.
  const earlier = interactions.basketsBetween(second, first)
  const weightOf = (i: number) => 2 ** ((second + i - now) / counts.halfLife)
  const decayedTotals = newTotals()
  const queries = yield* evaluateBlock(
    earlier,
    withoutBaskets(counts.view(second, false), yield* countsOf(earlier, false, weightOf)),
    withoutBaskets(counts.view(second, true), yield* countsOf(earlier, true, weightOf)),
    decayedTotals,
  )
  const before = yield* countsBefore(interactions, [...earlier, ...latest])
  const wholeTotals = newTotals()
  yield* evaluateBlock(earlier, before.plain, before.spread, wholeTotals)
  const wins =
    totalOf(decayedTotals, kind, cell) >
    totalOf(wholeTotals, referenceKind, referenceCell) * (1 + TUNING_MARGIN) + 1e-9
  if (queries < MIN_TUNING_BASKETS || !wins) return (drop(), { tuning: chosen })
  // Catch up with the baskets since: the latest block and any that arrived while tuning.
  while (counts.upTo < interactions.baskets)
    yield* replayUntil(interactions, counts, interactions.baskets)
  return { tuning: settingOf(kind, cell, counts.halfLife), decayed: counts }
}

/** Replays the baskets from `counts.upTo` to `end` (excluded), a pause between chunks of 100. */
function* replayUntil(interactions: Interactions, counts: DecayedCounts, end: number) {
  while (counts.upTo < end) {
    const to = Math.min(end, counts.upTo + 100)
    for (const basket of interactions.basketsBetween(counts.upTo, to)) counts.replay(basket.items)
    yield
  }
}

interface Tuned extends TuningResult {
  baskets: number
}

const tuned = new WeakMap<Interactions, Tuned>()
const retunings = new WeakMap<Interactions, Promise<void>>()

const isFresh = (last: Tuned | undefined, interactions: Interactions) =>
  last !== undefined && interactions.baskets < last.baskets * 1.1 + 20

/** Puts a tuning in force; the recency-weighted counts of the one it replaces stop following. */
function publish(interactions: Interactions, baskets: number, result: TuningResult) {
  const previous = tuned.get(interactions)?.decayed
  if (previous && previous !== result.decayed) interactions.followers.delete(previous)
  tuned.set(interactions, { baskets, ...result })
}

/**
 * The tuning in force for these interactions, re-tuned once the baskets grew by 10%. Only a
 * first tuning runs at once (the recommender's rebuild does it ahead, in slices: see
 * {@link retuneCoPurchase}); later ones run in the background in time slices while the last
 * tuning keeps serving, so that no request holds the event loop for a whole tuning.
 */
export function coPurchaseTuning(interactions: Interactions): CoPurchaseTuning {
  const last = tuned.get(interactions)
  if (!last) {
    const result = runAll(tuningSteps(interactions))
    publish(interactions, interactions.baskets, result)
    return result.tuning
  }
  if (!isFresh(last, interactions)) {
    retuneCoPurchase(interactions).catch((error: unknown) => {
      // The last tuning keeps serving; the next growth of the baskets tries again.
      console.error('bought-together tuning failed:', error)
    })
  }
  return last.tuning
}

/** What bought-together reads under the tuning in force. */
export interface ServingCounts {
  tuning: CoPurchaseTuning
  /** The pair counts the tuning chose (plain or spread), with basket counts. */
  counts: BasketCounts
  /** Plain pair counts (the neighbours' evidence reads these). */
  plain: BasketCounts
  /** The stored pair counts behind `counts` (ties between equal scores). */
  pairs: CoOccurrence
}

/** The counts bought-together serves from: the live ones, or recency-weighted ones if chosen. */
export function servingCounts(interactions: Interactions): ServingCounts {
  const tuning = coPurchaseTuning(interactions)
  const decayed = tuned.get(interactions)?.decayed
  if (decayed && tuning.halfLife > 0) {
    const now = interactions.baskets
    return {
      tuning,
      counts: decayed.view(now, tuning.spread),
      plain: decayed.view(now, false),
      pairs: decayed.pairs(tuning.spread),
    }
  }
  const pairs = pairCounts(interactions, tuning)
  return {
    tuning,
    counts: liveCounts(interactions, pairs),
    plain: liveCounts(interactions, interactions.coBuy),
    pairs,
  }
}

/**
 * Tunes these interactions in time slices unless their tuning is fresh; resolves once it is.
 * At most one tuning runs per interactions at a time.
 */
export function retuneCoPurchase(interactions: Interactions): Promise<void> {
  const running = retunings.get(interactions)
  if (running) return running
  if (isFresh(tuned.get(interactions), interactions)) return Promise.resolve()
  const baskets = interactions.baskets
  const retuning = runInSlices(tuningSteps(interactions))
    .then((result) => publish(interactions, baskets, result))
    .finally(() => retunings.delete(interactions))
  retunings.set(interactions, retuning)
  return retuning
}

/** The background tuning running for these interactions, if any. */
export function runningRetuning(interactions: Interactions): Promise<void> | undefined {
  return retunings.get(interactions)
}

import { liveCounts, type BasketCounts } from './basket-counts'
import { pairFactor, type Basket } from './baskets'
import type { CoOccurrence } from './co-occurrence'
import { DAMPING_GRID, DEFAULT_DAMPING, pairScorer } from './co-purchase'
import type { Interactions } from './interactions'
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
}

/**
 * Until a shop has {@link MIN_TUNING_BASKETS} baskets to tune on: mild damping on plain counts,
 * without neighbour evidence. Through a handful of baskets second-order paths are coincidences,
 * and spread counts are small beside the popularity prior: either would let a best seller found
 * in every basket pass a specific companion bought just as often.
 */
export const UNTUNED: CoPurchaseTuning = { damping: DEFAULT_DAMPING, spread: false, neighbours: 0 }

/**
 * How much better (relative, on HitRate + Recall + NDCG summed over the tuning queries) another
 * setting must do than the default to replace it: the estimate over 1,000 baskets moves by about
 * that much from noise alone, and chasing noise made the choice flip between splits of the same
 * shop (0.5% swapped the default for settings that lost NDCG to plain co-occurrence on
 * Groceries' time split; requiring every measure to gain kept plain counts where the default
 * beat popularity).
 */
export const TUNING_MARGIN = 0.02

/** The pair counts a tuning reads. */
export function pairCounts(interactions: Interactions, tuning: CoPurchaseTuning): CoOccurrence {
  return tuning.spread ? interactions.coBuySpread : interactions.coBuy
}

/** Pair and basket counts of `baskets` as the live counts hold them (plain or spread). */
function* countsOf(baskets: readonly Basket[], spread: boolean): Generator<void, HeldCounts, void> {
  const pairs = new Map<number, Map<number, number>>()
  const items = new Map<number, number>()
  for (const basket of baskets) {
    yield
    const factor = spread ? pairFactor(basket.items.size) : 1
    for (const [a, wa] of basket.items) {
      items.set(a, (items.get(a) ?? 0) + wa)
      let row = pairs.get(a)
      if (!row) pairs.set(a, (row = new Map()))
      for (const [b, wb] of basket.items) {
        if (b !== a) row.set(b, (row.get(b) ?? 0) + wa * wb * factor)
      }
    }
  }
  return { pairs, items, baskets: baskets.length }
}

/** {@link countsOf} at once. */
export function countBaskets(baskets: readonly Basket[], spread: boolean): HeldCounts {
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
    cacheKey: live.cacheKey,
  }
}

/** Measures summed per setting: HitRate, Recall and NDCG at K, side by side. */
const MEASURES = 3

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
  const scorers = DAMPING_GRID.map((d) => pairScorer(counts.cacheKey, nA, counts.baskets, d))
  counts.pairs(source, (item, co) => {
    if (item === source || !(co > 0)) return
    items.push(item)
    const nB = counts.basketsOf(item)
    scorers.forEach((score, g) => scores[g]!.push(score(item, co, nB)))
  })
  return { items, scores }
}

/**
 * Quality summed over the recent baskets for every setting of the grids, as the shop will be
 * judged: on its next orders. The recent baskets are taken out of the counts together (a time
 * split: the counts are those before them), and one item of each basket of two or more asks for
 * its top 10; the others are the targets. (Leaving out one basket at a time chose, on a
 * retail-shaped simulation, damping that lost to plain counts on the held-out later orders.)
 */
function* evaluate(
  interactions: Interactions,
  totals: Float64Array[],
): Generator<void, number, void> {
  // The latest baskets, at most a fifth of all: the counts before them must stay representative.
  const recent = interactions.recentBaskets()
  const baskets = recent.slice(
    recent.length - Math.floor(Math.min(recent.length, interactions.baskets / HELD_SHARE_DIVISOR)),
  )
  const plain = withoutBaskets(
    liveCounts(interactions, interactions.coBuy),
    yield* countsOf(baskets, false),
  )
  const spread = withoutBaskets(
    liveCounts(interactions, interactions.coBuySpread),
    yield* countsOf(baskets, true),
  )
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

/**
 * Tunes bought-together on the shop's own orders (leave-one-basket-out over the latest
 * baskets): plain or spread pair counts × damping × weight of the neighbours' evidence; the
 * setting with the best HitRate + Recall + NDCG at 10 wins if it beats the default by
 * {@link TUNING_MARGIN} (ties: plain counts, then the smaller damping, then the smaller weight).
 */
export function tuneCoPurchase(interactions: Interactions): CoPurchaseTuning {
  const steps = tuningSteps(interactions)
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}

/** {@link tuneCoPurchase} in time slices, letting requests run between baskets. */
export async function tuneCoPurchaseInSlices(
  interactions: Interactions,
  sliceMs?: number,
): Promise<CoPurchaseTuning> {
  const slicer = createTimeSlicer(sliceMs)
  const steps = tuningSteps(interactions)
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
    if (slicer.due()) await slicer.pause()
  }
}

function* tuningSteps(interactions: Interactions): Generator<void, CoPurchaseTuning, void> {
  const cells = DAMPING_GRID.length * NEIGHBOUR_GRID.length
  const totals = [0, 1].map(() => new Float64Array(cells * MEASURES))
  const queries = yield* evaluate(interactions, totals)
  if (queries < MIN_TUNING_BASKETS) return UNTUNED
  const sum = (grid: Float64Array, cell: number) =>
    grid[cell * MEASURES]! + grid[cell * MEASURES + 1]! + grid[cell * MEASURES + 2]!
  const anchor =
    DAMPING_GRID.indexOf(DEFAULT_TUNING.damping as never) * NEIGHBOUR_GRID.length +
    NEIGHBOUR_GRID.indexOf(DEFAULT_TUNING.neighbours as never)
  let best = DEFAULT_TUNING
  let bestTotal = sum(totals[DEFAULT_TUNING.spread ? 1 : 0]!, anchor) * (1 + TUNING_MARGIN)
  totals.forEach((grid, kind) => {
    for (let cell = 0; cell < cells; cell++) {
      const total = sum(grid, cell)
      if (total > bestTotal + 1e-9) {
        bestTotal = total
        best = {
          spread: kind === 1,
          damping: DAMPING_GRID[Math.floor(cell / NEIGHBOUR_GRID.length)]!,
          neighbours: NEIGHBOUR_GRID[cell % NEIGHBOUR_GRID.length]!,
        }
      }
    }
  })
  return best
}

interface Tuned {
  baskets: number
  tuning: CoPurchaseTuning
}

const tuned = new WeakMap<Interactions, Tuned>()
const retunings = new WeakMap<Interactions, Promise<void>>()

const isFresh = (last: Tuned | undefined, interactions: Interactions) =>
  last !== undefined && interactions.baskets < last.baskets * 1.1 + 20

/**
 * The tuning in force for these interactions, re-tuned once the baskets grew by 10%. Only a
 * first tuning runs at once (the recommender's rebuild does it ahead, in slices: see
 * {@link retuneCoPurchase}); later ones run in the background in time slices while the last
 * tuning keeps serving, so that no request holds the event loop for a whole tuning.
 */
export function coPurchaseTuning(interactions: Interactions): CoPurchaseTuning {
  const last = tuned.get(interactions)
  if (!last) {
    const tuning = tuneCoPurchase(interactions)
    tuned.set(interactions, { baskets: interactions.baskets, tuning })
    return tuning
  }
  if (!isFresh(last, interactions)) {
    retuneCoPurchase(interactions).catch((error: unknown) => {
      // The last tuning keeps serving; the next growth of the baskets tries again.
      console.error('bought-together tuning failed:', error)
    })
  }
  return last.tuning
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
  const retuning = tuneCoPurchaseInSlices(interactions)
    .then((tuning) => void tuned.set(interactions, { baskets, tuning }))
    .finally(() => retunings.delete(interactions))
  retunings.set(interactions, retuning)
  return retuning
}

/** The background tuning running for these interactions, if any. */
export function runningRetuning(interactions: Interactions): Promise<void> | undefined {
  return retunings.get(interactions)
}

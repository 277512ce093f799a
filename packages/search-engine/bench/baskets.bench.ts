// bought-together on real orders: the "Groceries" baskets (9,835 real point-of-sale baskets,
// ../shared/datasets), last 10% held out, against popularity and plain co-occurrence counts on
// the same split. A wide-catalogue variant (each grocery item split into 30 brands, a basket
// keeping to its shopper's brands most of the time) is printed too, as a sanity check only:
// it is simulated from the real baskets, not real data.
import { test } from 'vitest'
import {
  evaluateBaskets,
  type BasketReport,
  type BasketScore,
} from '../src/recommend/basket-evaluation'
import { loadGroceries } from './groceries'

const f = (x: number) => x.toFixed(3).padStart(7)

function table(title: string, r: BasketReport): string {
  const line = (name: string, s: BasketScore) =>
    `  ${name.padEnd(16)} ${f(s.hitRate)} ${f(s.recall)} ${f(s.ndcg)}   ${(s.hitRate / r.popularity.hitRate).toFixed(2)}x`
  const b = r.boughtTogether
  const beats = (x: BasketScore) =>
    b.hitRate >= x.hitRate && b.recall >= x.recall && b.ndcg >= x.ndcg
  return [
    title,
    `  ${r.trainBaskets} training baskets, ${r.queries} held-out queries, tuned: damping ${r.tuning.damping}, ${r.tuning.spread ? 'spread' : 'plain'} pair counts`,
    `  ${'model'.padEnd(16)} ${'HR@10'.padStart(7)} ${'R@10'.padStart(7)} ${'NDCG@10'.padStart(7)}   HR vs popularity`,
    line('bought-together', b),
    line('co-occurrence', r.coOccurrence),
    line('popularity', r.popularity),
    `  bought-together >= co-occurrence and >= popularity on all three: ${beats(r.coOccurrence) && beats(r.popularity) ? 'ok' : 'MISSED'}`,
  ].join('\n')
}

/** Deterministic brand of a grocery item in a basket: the basket's style most of the time. */
function widen(baskets: string[][], brands: number): string[][] {
  let seed = 12345
  const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32
  return baskets.map((basket) => {
    const style = Math.floor(random() * 100)
    return basket.map((item) => {
      const hash = [...item].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 0)
      const brand =
        random() < 0.7 ? (style * 7 + hash) % brands : Math.floor(brands * random() ** 3)
      return `${item} #${brand}`
    })
  })
}

test('bought-together on real baskets', { timeout: 300_000 }, () => {
  const data = loadGroceries()
  if (!data) return
  const real = evaluateBaskets({ records: data.records, baskets: data.baskets })
  const wideBaskets = widen(data.baskets, 20)
  const wide = evaluateBaskets({ records: [], baskets: wideBaskets })
  console.log(
    [
      '',
      table(
        `Groceries (real, ${data.records.length} items, ${data.baskets.length} baskets): last 10% held out`,
        real,
      ),
      table(
        `Wide catalogue (simulated from the same baskets, ${new Set(wideBaskets.flat()).size} items; sanity only)`,
        wide,
      ),
      '',
    ].join('\n'),
  )
})

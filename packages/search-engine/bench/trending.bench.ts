// trending-items / trending-facets on real purchases: the "Groceries" baskets (../shared/datasets)
// carry no timestamps, so they are spread evenly over the data set's 30 days in file order (the
// order the last-10% split also takes as time-like). At the start of each of the last 14 days,
// does the trending list name that day's 10 best movers (growth over the two weeks before,
// Poisson z-score)? Beside the shop's obvious alternatives on the same cuts: yesterday's and
// all-time best sellers.
import { test } from 'vitest'
import { orderEvents } from '../src/recommend/basket-evaluation'
import { evaluateTrending } from '../src/recommend/trend-evaluation'
import { loadGroceries } from './groceries'
import { TREND_HEADER, trendRow } from './trend-report'

const DAY = 86_400_000
const START = Date.UTC(2025, 0, 1)

test('trending on real purchases', { timeout: 300_000 }, () => {
  const data = loadGroceries()
  if (!data) return
  const step = (30 * DAY) / data.baskets.length
  const events = data.baskets.flatMap((basket, i) =>
    orderEvents(`basket-${i}`, [...new Set(basket)], Math.floor(START + i * step)),
  )
  const report = evaluateTrending({
    records: data.records,
    events,
    facetName: 'hierarchicalCategories.lvl1',
    cuts: 14,
  })
  console.log(
    [
      '',
      `Trending (Groceries, real baskets in file order over 30 days, ${events.length} purchase events): last 14 days`,
      TREND_HEADER,
      trendRow('trending-items', report.items),
      trendRow('trending-facets', report.facets),
      '',
    ].join('\n'),
  )
})

import { describe, expect, it } from 'vitest'
import type { InsightsEvent } from '../insights/types'
import { evaluateBaskets, orderEvents } from './basket-evaluation'
import { evaluateTrending } from './trend-evaluation'

const DAY = 86_400_000
const END = Date.UTC(2025, 5, 1)

describe('evaluateBaskets', () => {
  it('scores bought-together, popularity and co-occurrence on the same held-out queries', () => {
    // Pairs (a_i, b_i) always bought together, plus a best seller in every other basket.
    const baskets: string[][] = []
    for (let round = 0; round < 40; round++) {
      for (let i = 0; i < 20; i++) {
        baskets.push(round % 2 ? [`a${i}`, `b${i}`, 'milk'] : [`a${i}`, `b${i}`])
      }
    }
    const report = evaluateBaskets({ records: [], baskets })
    expect(report.queries).toBe(80)
    // Asked with a_i or b_i, the companion is found; asked with milk, some pair may be.
    expect(report.boughtTogether.hitRate).toBeGreaterThan(0.75)
    expect(report.boughtTogether.hitRate).toBeGreaterThanOrEqual(report.coOccurrence.hitRate)
    expect(report.boughtTogether.ndcg).toBeGreaterThanOrEqual(report.coOccurrence.ndcg)
    expect(report.popularity.hitRate).toBeLessThan(report.boughtTogether.hitRate)
    for (const score of [report.boughtTogether, report.coOccurrence, report.popularity]) {
      for (const value of Object.values(score)) expect(value).toBeGreaterThanOrEqual(0)
      for (const value of Object.values(score)) expect(value).toBeLessThanOrEqual(1)
    }
  })

  it("keeps one shopper's orders as separate baskets when each basket names its shopper", () => {
    const baskets: string[][] = []
    for (let round = 0; round < 30; round++) {
      for (let i = 0; i < 10; i++) baskets.push([`a${i}`, `b${i}`, `c${(i + round) % 10}`])
    }
    const anonymous = evaluateBaskets({ records: [], baskets })
    // Had a shopper's consecutive orders merged into one basket, pairs across them would count.
    const oneShopper = evaluateBaskets({
      records: [],
      baskets,
      users: baskets.map(() => 'regular'),
    })
    expect(oneShopper.boughtTogether).toEqual(anonymous.boughtTogether)
    expect(oneShopper.queries).toBe(anonymous.queries)
  })

  it('sends an order as events of at most 20 objectIDs', () => {
    const items = Array.from({ length: 45 }, (_, i) => `i${i}`)
    const events = orderEvents('u', items, END)
    expect(events.map((e) => e.objectIDs!.length)).toEqual([20, 20, 5])
    expect(events.flatMap((e) => e.objectIDs)).toEqual(items)
  })
})

describe('evaluateTrending', () => {
  it('credits a model that sees a burst which continues into the next day', () => {
    const records = ['steady', 'burst', 'quiet'].map((objectID) => ({ objectID, brand: objectID }))
    const events: InsightsEvent[] = []
    const click = (id: string, t: number): InsightsEvent => ({
      eventName: 'c',
      eventType: 'click',
      index: 'products',
      userToken: `u${events.length}`,
      timestamp: t,
      objectIDs: [id],
    })
    for (let d = 20; d >= 0; d--) {
      for (let k = 0; k < 6; k++) events.push(click('steady', END - d * DAY - k * 60_000))
    }
    for (let k = 0; k < 2; k++) events.push(click('quiet', END - 10 * DAY - k))
    for (let k = 0; k < 8; k++) events.push(click('burst', END - DAY - 3_600_000 + k * 60_000))
    for (let k = 0; k < 12; k++) events.push(click('burst', END - 3_600_000 + k * 60_000))
    const report = evaluateTrending({ records, events, cuts: 1 })
    expect(report.items.cuts).toBe(1)
    expect(report.items.trending).toBeGreaterThan(0)
    expect(report.items.trending).toBeGreaterThanOrEqual(report.items.allTime)
    expect(report.items.losses).toBe(0)
    expect(report.facets.trending).toBeGreaterThan(0)
    // Over the last 7 days of the same history every cut is counted, the burst's at least once.
    const week = evaluateTrending({ records, events })
    expect(week.items.cuts).toBe(7)
    expect(week.items.wins + week.items.losses).toBeLessThanOrEqual(7)
    expect(week.items.trending).toBeGreaterThan(0)
  })
})

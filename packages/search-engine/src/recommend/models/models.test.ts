import { describe, expect, it } from 'vitest'
import type { Hit } from '../../core/types'
import type { InsightsEvent } from '../../insights/types'
import { createIndexModel, type IndexModel } from '../index-model'
import { boughtTogether, COMPLEMENT_SCORE_CAP } from './bought-together'
import { lookingSimilar } from './looking-similar'
import { recommendedForYou } from './recommended-for-you'
import { relatedProducts } from './related-products'
import { trendingFacets } from './trending-facets'
import { trendingItems } from './trending-items'

const HOUR = 3_600_000
const DAY = 24 * HOUR
const NOW = Date.UTC(2025, 5, 1)

function product(id: string, type: string, brand: string, colors: string[], price: number): Hit {
  return {
    objectID: id,
    name: `${brand} ${type}`,
    productType: type,
    brand,
    colors,
    price,
    popularity: 10,
    hierarchicalCategories: { lvl0: 'Shop', lvl1: `Shop > ${type}` },
  }
}

const records = [
  product('shoe-red', 'Shoes', 'Acme', ['Red'], 80),
  product('shoe-red-2', 'Shoes', 'Globex', ['Red'], 85),
  product('shoe-blue', 'Shoes', 'Acme', ['Blue'], 300),
  product('socks', 'Socks', 'Acme', ['Red'], 9),
  product('laces', 'Laces', 'Globex', ['Black'], 4),
  product('mug', 'Mugs', 'Initech', ['White'], 12),
  product('bestseller', 'Bags', 'Initech', ['Black'], 40),
]

let t = NOW - 20 * DAY
function ev(user: string, kind: string, ids: string[], at?: number): InsightsEvent {
  t += 60_000
  const conversion = kind === 'purchase' || kind === 'addToCart'
  return {
    eventName: 'e',
    eventType: conversion ? 'conversion' : (kind as 'view' | 'click'),
    ...(conversion && { eventSubtype: kind as 'purchase' }),
    index: 'products',
    userToken: user,
    timestamp: at ?? t,
    objectIDs: ids,
  }
}

function modelWith(events: InsightsEvent[]): IndexModel {
  const model = createIndexModel('products', records)
  for (const event of events) model.apply(event)
  return model
}

const ids = (model: IndexModel, list: Array<{ item: number }>) =>
  list.map(({ item }) => model.catalog.items.name(item))

describe('related-products', () => {
  it('gives content-similar items to an item without events (new products)', () => {
    const model = modelWith([])
    const result = ids(model, relatedProducts(model, 'shoe-red'))
    expect(result.slice(0, 2).sort()).toEqual(['shoe-blue', 'shoe-red-2'])
    expect(result).not.toContain('shoe-red')
  })

  it('ranks items co-viewed in sessions first', () => {
    const events: InsightsEvent[] = []
    for (let u = 0; u < 6; u++) {
      t += DAY
      events.push(ev(`u${u}`, 'view', ['shoe-red']), ev(`u${u}`, 'view', ['mug']))
    }
    const model = modelWith(events)
    expect(ids(model, relatedProducts(model, 'shoe-red'))[0]).toBe('mug')
  })

  it('returns nothing for an unknown objectID', () => {
    expect(relatedProducts(modelWith([]), 'nope')).toEqual([])
  })
})

describe('bought-together', () => {
  it('prefers a specific companion over a best seller found in every basket', () => {
    const events: InsightsEvent[] = []
    for (let u = 0; u < 8; u++) {
      t += 2 * DAY
      events.push(ev(`buyer${u}`, 'purchase', ['shoe-red', 'socks', 'bestseller']))
      for (let v = 0; v < 3; v++)
        events.push(ev(`other${u}-${v}`, 'purchase', ['bestseller', 'mug']))
    }
    const model = modelWith(events)
    const result = boughtTogether(model, 'shoe-red')
    expect(ids(model, result)[0]).toBe('socks')
    expect(result[0]!.score).toBeGreaterThan(result[1]!.score)
    expect(ids(model, result)).not.toContain('shoe-red')
  })

  it('falls back on the categories co-bought with the source, below real evidence', () => {
    const events: InsightsEvent[] = []
    for (let u = 0; u < 3; u++) {
      t += 2 * DAY
      events.push(ev(`buyer${u}`, 'purchase', ['shoe-red', 'socks']))
      for (let v = 0; v < 3; v++)
        events.push(ev(`other${u}-${v}`, 'purchase', ['bestseller', 'mug']))
    }
    const model = modelWith(events)
    // Never bought: its category (Shoes) goes with Socks, not with the best seller's baskets.
    const result = boughtTogether(model, 'shoe-blue')
    expect(ids(model, result)).toEqual(['socks'])
    expect(result[0]!.score).toBeLessThanOrEqual(COMPLEMENT_SCORE_CAP)
    const real = boughtTogether(model, 'shoe-red')
    expect(ids(model, real)[0]).toBe('socks')
    expect(ids(model, real)).not.toContain('shoe-red')
    for (const fill of real.slice(1)) expect(fill.score).toBeLessThan(real[0]!.score / 2 + 1e-9)
  })

  it('is empty without co-conversions', () => {
    const model = modelWith([ev('a', 'view', ['shoe-red', 'socks'])])
    expect(boughtTogether(model, 'shoe-red')).toEqual([])
  })
})

describe('looking-similar', () => {
  it('ranks same type and colour and price band first', () => {
    const model = modelWith([])
    const result = ids(model, lookingSimilar(model, 'shoe-red'))
    expect(result[0]).toBe('shoe-red-2')
    expect(result.indexOf('shoe-red-2')).toBeLessThan(result.indexOf('shoe-blue'))
    expect(result).not.toContain('shoe-red')
  })
})

describe('looking-similar ties', () => {
  it('separates candidates equal on type, colour and price band by price and name words', () => {
    const model = createIndexModel('products', [
      product('source', 'Boots', 'Acme', ['Brown'], 100),
      product('near', 'Boots', 'Acme', ['Brown'], 104),
      product('far', 'Boots', 'Globex', ['Brown'], 119),
      { ...product('worded', 'Boots', 'Globex', ['Brown'], 119), name: 'Acme Boots' },
    ])
    const result = lookingSimilar(model, 'source')
    const scores = new Map(result.map(({ item, score }) => [model.catalog.items.name(item), score]))
    expect(new Set(scores.values()).size).toBe(3)
    expect(scores.get('near')).toBeGreaterThan(scores.get('far')!)
    expect(scores.get('worded')).toBeGreaterThan(scores.get('far')!)
  })
})

describe('trending', () => {
  const events: InsightsEvent[] = []
  for (let d = 20; d >= 1; d--) {
    for (let k = 0; k < 5; k++) events.push(ev(`s${d}-${k}`, 'click', ['mug'], NOW - d * DAY + k))
  }
  for (let k = 0; k < 12; k++)
    events.push(ev(`b${k}`, 'purchase', ['shoe-blue'], NOW - 3 * HOUR + k))

  it('ranks a burst above a steady high-volume item, within a facet value too', () => {
    const model = modelWith(events)
    const trending = trendingItems(model, NOW)
    expect(ids(model, trending)[0]).toBe('shoe-blue')
    const mug = trending.find(({ item }) => model.catalog.items.name(item) === 'mug')
    expect(mug?.score ?? 0).toBeLessThan(trending[0]!.score / 2)
    const acme = trendingItems(model, NOW, { facetName: 'brand', facetValue: 'acme' })
    expect(ids(model, acme)).toEqual(['shoe-blue'])
  })

  it('ranks the facet values of the burst first', () => {
    const model = modelWith(events)
    expect(trendingFacets(model, 'brand', NOW)[0]?.facetValue).toBe('Acme')
    expect(trendingFacets(model, 'colors', NOW)[0]?.facetValue).toBe('Blue')
  })
})

describe('recommended-for-you', () => {
  it('is empty for an unknown user', () => {
    expect(recommendedForYou(modelWith([]), 'stranger', NOW)).toEqual([])
  })

  it('follows the brands and types the user engaged with, without what they bought', () => {
    const model = modelWith([
      ev('fan', 'view', ['shoe-red']),
      ev('fan', 'click', ['shoe-blue']),
      ev('fan', 'purchase', ['shoe-red']),
    ])
    const result = ids(model, recommendedForYou(model, 'fan', NOW))
    expect(result).not.toContain('shoe-red')
    expect(result[0]).toBe('shoe-blue')
    expect(result).toContain('socks')
    if (result.includes('mug')) expect(result.indexOf('socks')).toBeLessThan(result.indexOf('mug'))
  })
})

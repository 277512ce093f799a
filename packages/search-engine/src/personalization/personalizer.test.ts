import { describe, expect, it } from 'vitest'
import type { Hit } from '../core/types'
import { createIndexModel } from '../recommend/index-model'
import { createPersonalizer } from './personalizer'

const NOW = Date.UTC(2025, 5, 1)
const hit = (objectID: string, brand: string, productType: string): Hit => ({
  objectID,
  brand,
  productType,
  colors: ['Red'],
})
const records = [hit('a', 'Acme', 'Shoes'), hit('b', 'Acme', 'Mugs'), hit('c', 'Globex', 'Mugs')]

function personalizer() {
  const model = createIndexModel('products', records)
  model.apply({
    eventName: 'v',
    eventType: 'view',
    index: 'products',
    userToken: 'anon-1',
    authenticatedUserToken: 'user-1',
    timestamp: NOW - 1000,
    objectIDs: ['a'],
  })
  model.apply({
    eventName: 'f',
    eventType: 'click',
    index: 'products',
    userToken: 'filterer',
    timestamp: NOW,
    filters: ['productType:mugs'],
  })
  return createPersonalizer(
    (index) => (index === 'products' ? model : undefined),
    () => NOW,
  )
}

describe('createPersonalizer', () => {
  it('is undefined for unknown users and indices', () => {
    expect(personalizer()('nobody', 'products')).toBeUndefined()
    expect(personalizer()('user-1', 'other')).toBeUndefined()
  })

  it('scores hits 0..1, higher for the items and facets the user engaged with', () => {
    const score = personalizer()('user-1', 'products')!
    const [a, b, c] = records.map(score)
    expect(a).toBeGreaterThan(b!)
    expect(b).toBeGreaterThan(c!)
    for (const s of [a, b, c]) expect(s).toBeGreaterThanOrEqual(0)
    expect(a).toBeLessThanOrEqual(1)
    expect(score(hit('new', 'Acme', 'Hats'))).toBeGreaterThan(score(hit('new2', 'Other', 'Hats')))
  })

  it('finds the profile through the anonymous token and learns from filters', () => {
    expect(personalizer()('anon-1', 'products')).toBeDefined()
    const score = personalizer()('filterer', 'products')!
    expect(score(records[1]!)).toBeGreaterThan(score(records[0]!))
  })
})

import { describe, expect, it } from 'vitest'
import type { Hit } from '../core/types'
import { createIndexModel } from './index-model'
import { MAX_SESSION_ITEMS } from './interactions'

const NOW = Date.UTC(2025, 5, 1)
const records: Hit[] = Array.from({ length: 300 }, (_, i) => ({
  objectID: `p${i}`,
  name: `Product ${i}`,
  brand: i % 2 ? 'Acme' : 'Globex',
  productType: 'Mugs',
}))

describe('index model, fed what anyone holding the search key may send', () => {
  it('learns a filter on a value of the catalogue, and keeps no string of one no record has', () => {
    const model = createIndexModel('products', records, { catalogItemsOnly: true })
    const strings = model.catalog.strings.size
    for (let i = 0; i < 2000; i++) {
      model.apply({
        eventName: 'f',
        eventType: 'click',
        index: 'products',
        userToken: `attacker-${i % 7}`,
        timestamp: NOW,
        filters: [`brand:invented-${i}`, `size:${'x'.repeat(100)}${i}`],
      })
    }
    expect(model.catalog.strings.size).toBe(strings)
    expect(model.profiles.get('attacker-1')).toBeUndefined()

    model.apply({
      eventName: 'f',
      eventType: 'click',
      index: 'products',
      userToken: 'shopper',
      timestamp: NOW,
      filters: ['brand:Acme', 'brand:invented'],
    })
    const facets = [...model.profiles.get('shopper')!.facets.keys()]
    expect(facets.map((id) => model.catalog.strings.name(id))).toEqual(['f:brand:acme'])
  })

  it(`starts a new browsing session past ${MAX_SESSION_ITEMS} distinct items`, () => {
    const model = createIndexModel('products', records, { catalogItemsOnly: true })
    const view = (ids: string[], t: number) =>
      model.apply({
        eventName: 'v',
        eventType: 'view',
        index: 'products',
        userToken: 'u',
        timestamp: t,
        objectIDs: ids,
      })
    for (let i = 0; i < 250; i++) view([`p${i}`], NOW + i * 1000)
    // Seen again in the same minute-by-minute stream: p0's first session had ended.
    view(['p0'], NOW + 251_000)
    expect(model.interactions.sessionsOf.get(model.itemOf('p0')!)).toBe(2)
    // ...but not p240's, which is still in the current one.
    view(['p240'], NOW + 252_000)
    expect(model.interactions.sessionsOf.get(model.itemOf('p240')!)).toBe(1)
  })
})

import { describe, expect, it } from 'vitest'
import { createEngine } from '../src/core/engine'
import type { Hit } from '../src/core/types'
import { createRecommender } from '../src/recommend/recommender'

const NOW = Date.UTC(2025, 5, 1)
const mug = (objectID: string, brand: string, popularity: number): Hit => ({
  objectID,
  name: 'Ceramic mug',
  brand,
  productType: 'Mugs',
  colors: ['White'],
  popularity,
})

function setup() {
  const engine = createEngine()
  engine.setSettings('products', {
    searchableAttributes: ['name'],
    attributesForFaceting: ['brand'],
    customRanking: ['desc(popularity)'],
    replicas: ['products_pop_asc'],
  })
  engine.setSettings('products_pop_asc', {
    ranking: ['asc(popularity)', 'typo', 'words', 'custom'],
  })
  engine.saveObjects('products', [
    mug('acme-1', 'Acme', 90),
    mug('acme-2', 'Acme', 80),
    mug('globex-1', 'Globex', 20),
    mug('globex-2', 'Globex', 10),
  ])
  const recommender = createRecommender({ engine, now: () => NOW })
  engine.setPersonalizer(recommender.personalizer)
  recommender.ingest([
    {
      eventName: 'v',
      eventType: 'view',
      index: 'products',
      userToken: 'fan',
      timestamp: NOW - 60_000,
      objectIDs: ['globex-2'],
    },
    {
      eventName: 'f',
      eventType: 'click',
      index: 'products_pop_asc',
      userToken: 'fan',
      timestamp: NOW,
      filters: ['brand:Globex'],
    },
  ])
  return engine
}

const ids = (hits: Hit[]) => hits.map((h) => h.objectID)

describe('personalized search', () => {
  it('re-ranks equally relevant hits by the user affinities when enablePersonalization is on', () => {
    const engine = setup()
    expect(ids(engine.search('products', { query: 'mug' }).hits)).toEqual([
      'acme-1',
      'acme-2',
      'globex-1',
      'globex-2',
    ])
    const personal = engine.search('products', {
      query: 'mug',
      enablePersonalization: true,
      userToken: 'fan',
    })
    expect(ids(personal.hits).slice(0, 2).sort()).toEqual(['globex-1', 'globex-2'])
    expect(
      ids(
        engine.search('products', {
          query: 'mug',
          enablePersonalization: true,
          userToken: 'stranger',
        }).hits,
      ),
    ).toEqual(['acme-1', 'acme-2', 'globex-1', 'globex-2'])
  })

  it('does nothing without enablePersonalization or with personalizationImpact 0', () => {
    const engine = setup()
    const off = engine.search('products', { query: 'mug', userToken: 'fan' })
    const zero = engine.search('products', {
      query: 'mug',
      enablePersonalization: true,
      personalizationImpact: 0,
      userToken: 'fan',
    })
    expect(ids(off.hits)[0]).toBe('acme-1')
    expect(ids(zero.hits)[0]).toBe('acme-1')
  })
})

import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createEngine } from '../core/engine'
import type { Hit } from '../core/types'
import { openEventLog } from '../insights/event-log'
import type { InsightsEvent } from '../insights/types'
import { createRecommender } from './recommender'

const DAY = 86_400_000
const NOW = Date.UTC(2025, 5, 1)
const product = (objectID: string, productType: string): Hit => ({
  objectID,
  name: `${productType} ${objectID}`,
  productType,
  brand: 'Acme',
  hierarchicalCategories: { lvl0: 'Shop', lvl1: `Shop > ${productType}` },
})
const view = (userToken: string, objectID: string, timestamp = NOW): InsightsEvent => ({
  eventName: 'v',
  eventType: 'view',
  index: 'products',
  userToken,
  timestamp,
  objectIDs: [objectID],
})

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'recommender-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

function engineWith(records: Hit[]) {
  const engine = createEngine()
  engine.setSettings('products', { replicas: ['products_by_name'] })
  engine.saveObjects('products', records)
  return engine
}

describe('createRecommender', () => {
  it('rebuilds from the log, counts of compacted events included, then learns from commits', async () => {
    const engine = engineWith([product('a', 'Shoes'), product('b', 'Shoes'), product('c', 'Mugs')])
    const log = await openEventLog({ dir, now: () => NOW })
    await log.append([view('old', 'c', NOW - 100 * DAY), view('u1', 'a', NOW - 1000)])
    await log.compact()
    const recommender = createRecommender({ engine, log, now: () => NOW })
    log.onCommit((events) => recommender.ingest(events))
    const report = await recommender.rebuild()
    expect(report).toMatchObject({ indices: 1, records: 3, events: 1 })
    const model = recommender.modelFor('products')
    expect(model.interactions.popularity.get(model.itemOf('c')!)).toBeGreaterThan(0)

    await log.append([view('u1', 'b', NOW - 500), view('u2', 'a', NOW - 400), view('u2', 'b', NOW)])
    await recommender.caughtUp()
    expect(recommender.modelFor('products').interactions.events).toBe(4)
    const [related] = recommender.recommend({
      requests: [{ indexName: 'products', model: 'related-products', objectID: 'a', threshold: 0 }],
    }).results
    expect((related!.hits[0] as Hit).objectID).toBe('b')
    await log.close()
  })

  it('keeps events committed while a rebuild is scanning', async () => {
    const engine = engineWith([product('a', 'Shoes'), product('b', 'Shoes')])
    const log = await openEventLog({ dir })
    await log.append(Array.from({ length: 5000 }, (_, i) => view(`u${i}`, 'a', NOW - DAY + i)))
    const recommender = createRecommender({ engine, log, now: () => NOW })
    log.onCommit((events) => recommender.ingest(events))
    const rebuilding = recommender.rebuild()
    await log.append([view('late', 'b')])
    await rebuilding
    expect(recommender.modelFor('products').interactions.events).toBe(5001)
    await log.close()
  })

  it('counts every event committed during a rebuild exactly once, whenever it arrives', async () => {
    const engine = engineWith([product('a', 'Shoes'), product('b', 'Shoes')])
    const log = await openEventLog({ dir })
    await log.append(Array.from({ length: 5000 }, (_, i) => view(`u${i}`, 'a', NOW - DAY + i)))
    const recommender = createRecommender({ engine, log, now: () => NOW })
    log.onCommit((events) => recommender.ingest(events))
    await recommender.rebuild()
    let rebuilt = false
    const rebuilding = recommender.rebuild().then(() => (rebuilt = true))
    // Before, during and after the scan, the tuning and the swap.
    let late = 0
    while (!rebuilt || late < 3) {
      await log.append([
        view(`late-${late}`, 'b', NOW - late),
        view(`late-${late}`, 'a', NOW - late),
      ])
      late++
    }
    await rebuilding
    await recommender.caughtUp()
    expect(recommender.modelFor('products').interactions.events).toBe(5000 + 2 * late)
    await log.close()
  })

  it('re-indexes a catalogue that changed, in the background, and routes replicas to the primary', async () => {
    let clock = NOW
    const engine = engineWith([product('a', 'Shoes')])
    const recommender = createRecommender({ engine, now: () => clock, staleCheckMs: 10 })
    const model = recommender.modelFor('products')
    expect(model.catalog.count).toBe(1)
    engine.saveObjects('products', [product('new', 'Shoes')])
    clock += 1000
    recommender.modelFor('products')
    await recommender.idle()
    expect(recommender.modelFor('products').catalog.count).toBe(2)
    expect(recommender.modelFor('products_by_name')).toBe(recommender.modelFor('products'))
    const [related] = recommender.recommend({
      requests: [
        { indexName: 'products_by_name', model: 'related-products', objectID: 'a', threshold: 0 },
      ],
    }).results
    expect(related!.hits.map((h) => (h as Hit).objectID)).toEqual(['new'])
  })

  it('hides unretrievable attributes and honours attributesToRetrieve', () => {
    const engine = engineWith([product('a', 'Shoes'), product('b', 'Shoes')])
    engine.setSettings('products', { unretrievableAttributes: ['brand'] })
    const recommender = createRecommender({ engine })
    const [all, some] = recommender.recommend({
      requests: [
        { indexName: 'products', model: 'looking-similar', objectID: 'a', threshold: 0 },
        {
          indexName: 'products',
          model: 'looking-similar',
          objectID: 'a',
          threshold: 0,
          queryParameters: { attributesToRetrieve: ['name'] },
        },
      ],
    }).results
    expect(all!.hits[0]).toMatchObject({ objectID: 'b', productType: 'Shoes' })
    expect(all!.hits[0]).not.toHaveProperty('brand')
    expect(Object.keys(some!.hits[0]!).sort()).toEqual([
      '_highlightResult',
      '_score',
      'name',
      'objectID',
    ])
  })

  it('answers a 400 naming the field for an invalid body', () => {
    const recommender = createRecommender({ engine: engineWith([]) })
    expect(() =>
      recommender.recommend({ requests: [{ indexName: 'products', model: 'nope', threshold: 0 }] }),
    ).toThrow(/^requests\[0\]\.model: must be one of/)
    expect(() =>
      recommender.recommend({ requests: [{ indexName: 'products', model: 'trending-items' }] }),
    ).toThrow('requests[0].threshold: is required')
  })
})

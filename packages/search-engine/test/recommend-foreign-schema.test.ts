import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createEngine } from '../src/core/engine'
import type { Hit, IndexSettings } from '../src/core/types'
import { createRecommender } from '../src/recommend/recommender'
import type { ModelName, RecommendHit } from '../src/recommend/types'

const NOW = Date.UTC(2025, 5, 1)

// A catalogue in Myntra's schema (no name, productType or categories): article types within
// subcategories within master categories, each in two genders, four colours and two brands.
const ARTICLES = [
  ['Tshirts', 'Topwear', 'Apparel'],
  ['Shirts', 'Topwear', 'Apparel'],
  ['Jeans', 'Bottomwear', 'Apparel'],
  ['Shorts', 'Bottomwear', 'Apparel'],
  ['Casual Shoes', 'Shoes', 'Footwear'],
  ['Sports Shoes', 'Shoes', 'Footwear'],
  ['Sandals', 'Sandal', 'Footwear'],
  ['Flip Flops', 'Sandal', 'Footwear'],
  ['Watches', 'Watches', 'Accessories'],
  ['Clocks', 'Watches', 'Accessories'],
  ['Belts', 'Belts', 'Accessories'],
  ['Wallets', 'Wallets', 'Accessories'],
] as const
const GENDERS = ['Men', 'Women']
const COLOURS = ['Navy Blue', 'Black', 'White', 'Red']
const BRANDS = ['Roadster', 'Puma']

const MYNTRA_SETTINGS: IndexSettings = {
  searchableAttributes: ['unordered(productDisplayName)'],
  attributesForFaceting: [
    'gender',
    'masterCategory',
    'subCategory',
    'searchable(articleType)',
    'filterOnly(baseColour)',
    'afterDistinct(usage)',
  ],
}

function myntraRecords(): Hit[] {
  const records: Hit[] = []
  let i = 0
  for (const [articleType, subCategory, masterCategory] of ARTICLES) {
    for (const gender of GENDERS) {
      for (const baseColour of COLOURS) {
        for (const brand of BRANDS) {
          records.push({
            objectID: `m${i++}`,
            productDisplayName: `${brand} ${gender} ${baseColour} ${articleType}`,
            articleType,
            subCategory,
            masterCategory,
            gender,
            baseColour,
            usage: i % 3 === 0 ? 'Sports' : 'Casual',
          })
        }
      }
    }
  }
  return records
}

function recommenderOver(records: Hit[], settings?: IndexSettings) {
  const engine = createEngine()
  engine.saveObjects('products', records)
  if (settings) engine.setSettings('products', settings)
  return { engine, recommender: createRecommender({ engine, now: () => NOW, staleCheckMs: 0 }) }
}

function hitsOf(
  recommender: ReturnType<typeof createRecommender>,
  model: ModelName,
  objectID: string,
): RecommendHit[] {
  const [result] = recommender.recommend({
    requests: [{ indexName: 'products', model, objectID, threshold: 0 }],
  }).results
  return result!.hits as RecommendHit[]
}

describe('recommendations over a catalogue in another schema', () => {
  const records = myntraRecords()
  const byId = new Map(records.map((r) => [r.objectID, r]))

  it('looking-similar lists the same article type first, the same gender and colour first among them', () => {
    const { recommender } = recommenderOver(records, MYNTRA_SETTINGS)
    for (const source of records) {
      const hits = hitsOf(recommender, 'looking-similar', source.objectID)
      expect(hits.length).toBeGreaterThan(0)
      expect(hits.map((h) => h.objectID)).not.toContain(source.objectID)
      const items = hits.map((h) => byId.get(h.objectID)!)
      const agrees = (item: Hit, columns: string[]) => columns.every((c) => item[c] === source[c])
      // The other brand's twin (same article type, gender and colour) leads.
      expect(agrees(items[0]!, ['articleType', 'gender', 'baseColour'])).toBe(true)
      // Then more of the same article type (15 in all): the same colour or gender first, then
      // other colours and genders or sibling types of the same brand, colour and gender.
      expect(items.slice(0, 5).every((item) => agrees(item, ['articleType']))).toBe(true)
      for (const hit of hits) {
        expect(hit._score).toBeGreaterThanOrEqual(0)
        expect(hit._score).toBeLessThanOrEqual(100)
      }
    }
  })

  it('related-products has a content part for an item with no events', () => {
    const { recommender } = recommenderOver(records, MYNTRA_SETTINGS)
    const hits = hitsOf(recommender, 'related-products', 'm0')
    expect(hits.length).toBeGreaterThan(0)
    expect(byId.get(hits[0]!.objectID)!.articleType).toBe(byId.get('m0')!.articleType)
    expect(hits.map((h) => h.objectID)).not.toContain('m0')
  })

  it('name words come from the first searchable attribute: the closer name ranks first', () => {
    const twins: Hit[] = [
      { objectID: 'src', title: 'Lumen linen shirt', kind: 'Shirts', gender: 'Men' },
      { objectID: 'far', title: 'Basic plain shirt', kind: 'Shirts', gender: 'Men' },
      { objectID: 'near', title: 'Lumen linen shirt II', kind: 'Shirts', gender: 'Men' },
      { objectID: 'other', title: 'Lumen linen scarf', kind: 'Scarves', gender: 'Men' },
    ]
    const { recommender } = recommenderOver(twins, {
      searchableAttributes: ['title'],
      attributesForFaceting: ['kind', 'gender'],
    })
    const ids = hitsOf(recommender, 'looking-similar', 'src').map((h) => h.objectID)
    expect(ids).toEqual(['near', 'far', 'other'])
  })

  it('bought-together completes a product without orders from the article types bought with its own', async () => {
    const { recommender } = recommenderOver(records, MYNTRA_SETTINGS)
    const ofType = (type: string) => records.filter((r) => r.articleType === type)
    const [tshirts, jeans, belts] = [ofType('Tshirts'), ofType('Jeans'), ofType('Belts')]
    // Orders of other t-shirts: each with jeans, most with a belt too; never the source (m0).
    const events = Array.from({ length: 40 }, (_, n) => ({
      eventName: 'Order',
      eventType: 'conversion' as const,
      eventSubtype: 'purchase' as const,
      index: 'products',
      userToken: `shopper-${n}`,
      timestamp: NOW - (40 - n) * 3_600_000,
      objectIDs: [
        tshirts[1 + (n % (tshirts.length - 1))]!.objectID,
        jeans[n % jeans.length]!.objectID,
        ...(n % 4 === 0 ? [] : [belts[n % belts.length]!.objectID]),
      ],
    }))
    recommender.ingest(events)
    await recommender.idle()
    const hits = hitsOf(recommender, 'bought-together', 'm0')
    const types = hits.map((h) => byId.get(h.objectID)!.articleType)
    expect(types.slice(0, 2)).toEqual(['Jeans', 'Belts'])
    expect(new Set(types)).toEqual(new Set(['Jeans', 'Belts']))
    expect(hits.map((h) => h.objectID)).not.toContain('m0')
  })

  it('a settings change re-indexes the catalogue with the new traits', async () => {
    const { engine, recommender } = recommenderOver(records)
    expect(hitsOf(recommender, 'looking-similar', 'm0')).toEqual([])
    engine.setSettings('products', MYNTRA_SETTINGS)
    hitsOf(recommender, 'looking-similar', 'm0')
    await recommender.idle()
    const hits = hitsOf(recommender, 'looking-similar', 'm0')
    expect(hits.length).toBeGreaterThan(0)
    expect(byId.get(hits[0]!.objectID)!.articleType).toBe('Tshirts')
  })
})

describe('recommendations over the demo schema', () => {
  const TYPES = ['Shoes', 'Shirts', 'Mugs']
  const recordArb = (i: number) =>
    fc
      .record({
        productType: fc.constantFrom(...TYPES),
        brand: fc.constantFrom('Acme', 'Globex', 'Initech'),
        colors: fc.subarray(['Red', 'Blue', 'Green'], { minLength: 1 }),
        price: fc.double({ min: 1, max: 500, noNaN: true }),
        popularity: fc.nat(1000),
        description: fc.constantFrom('soft cotton', 'hard steel'),
        withCategories: fc.boolean(),
      })
      .map(({ withCategories, ...r }): Hit => ({
        objectID: `p${i}`,
        name: `${r.brand} ${r.productType} ${i}`,
        ...r,
        ...(withCategories && {
          hierarchicalCategories: { lvl0: 'All', lvl1: `All > ${r.productType}` },
        }),
      }))
  const catalogArb = fc
    .integer({ min: 2, max: 25 })
    .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => recordArb(i))))

  it('lists do not depend on the searchable and faceting attributes the index declares', () => {
    const settings: IndexSettings = {
      searchableAttributes: ['description', 'name'],
      attributesForFaceting: ['brand', 'searchable(colors)', 'filterOnly(description)', 'price'],
    }
    fc.assert(
      fc.property(
        catalogArb,
        fc.nat(),
        fc.constantFrom<ModelName>('looking-similar', 'related-products'),
        (records, pick, model) => {
          const objectID = records[pick % records.length]!.objectID
          const plain = recommenderOver(records).recommender
          const declared = recommenderOver(records, settings).recommender
          const scored = (hits: RecommendHit[]) => hits.map((h) => [h.objectID, h._score])
          expect(scored(hitsOf(declared, model, objectID))).toEqual(
            scored(hitsOf(plain, model, objectID)),
          )
        },
      ),
      { numRuns: 100 },
    )
  })
})

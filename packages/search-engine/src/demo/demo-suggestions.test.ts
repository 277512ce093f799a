import { generateCatalog } from '@vitrine/demo-catalog'
import { describe, expect, it } from 'vitest'
import { createEngine } from '../core/engine'
import { buildDemoSuggestions } from './demo-suggestions'

describe('the demo suggestions built in memory', () => {
  const catalog = generateCatalog({ count: 400 })
  const engine = createEngine()
  engine.setSettings(catalog.indexName, catalog.settings)
  engine.saveObjects(catalog.indexName, catalog.records)
  const records = buildDemoSuggestions(engine, catalog.indexName, catalog.records)

  it('suggests the simulated shoppers’ searches that find enough products, in Algolia’s record shape', () => {
    expect(records.length).toBeGreaterThan(10)
    for (const record of records) {
      expect(record).toMatchObject({
        objectID: record.query,
        popularity: expect.any(Number),
        nb_words: String(record.query).split(' ').length,
      })
      const source = record[catalog.indexName] as { exact_nb_hits: number; facets: unknown }
      expect(source.exact_nb_hits).toBeGreaterThanOrEqual(5)
      expect(source.facets).toHaveProperty('exact_matches.hierarchicalCategories\\.lvl1')
    }
  })

  it('leaves out what the shop does not sell and the excluded searches', () => {
    const queries = records.map((r) => r.query)
    expect(queries).not.toContain('gift card')
    expect(queries).not.toContain('unicorn onesie')
  })

  it('counts how often each was searched', () => {
    const popular = records.filter((r) => (r.popularity as number) > 0)
    expect(popular.length).toBeGreaterThan(records.length / 2)
  })
})

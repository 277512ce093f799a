import { describe, expect, it } from 'vitest'
import { createEngine } from '../core/engine'
import { FLAT_PIECE_CHARS, responseJson, responseJsonSliced } from './response-json'

describe('responseJsonSliced', () => {
  it('writes exactly what JSON.stringify writes, long hit lists included', async () => {
    const engine = createEngine()
    engine.setSettings('items', { attributesForFaceting: ['tag'] })
    engine.saveObjects(
      'items',
      Array.from({ length: 400 }, (_, i) => ({
        objectID: `i${i}`,
        name: `red item ${i}`,
        text: `a long red description ${i} with words`,
        tag: `t${i % 7}`,
      })),
    )
    const params = {
      query: 'red',
      hitsPerPage: 300,
      attributesToSnippet: ['text:3'],
      facets: ['*'],
    }
    const single = engine.search('items', params)
    const multi = {
      results: [engine.search('items', params), engine.search('items', { query: 'x' })],
    }
    let pauses = 0
    // Every hit is written in a slice of its own.
    const slicer = {
      due: () => true,
      pause: () => new Promise<void>((resolve) => setImmediate(() => resolve(void pauses++))),
    }
    for (const body of [single, multi, { hits: [] }, [1, 2], null]) {
      const sliced = await responseJsonSliced(body, slicer)
      expect(sliced).toBe(JSON.stringify(body))
      expect(sliced).toBe(responseJson(body))
    }
    expect(pauses).toBeGreaterThanOrEqual(300 + 300)
    // The 300 hits are joined in several flat pieces.
    expect(JSON.stringify(single.hits).length).toBeGreaterThan(3 * FLAT_PIECE_CHARS)
  })

  it('pauses between the highlighted texts of one hit', async () => {
    const engine = createEngine()
    const record: Record<string, unknown> & { objectID: string } = {
      objectID: 'long',
      name: 'red coat',
    }
    for (let i = 0; i < 40; i++) record[`text${i}`] = `a red text number ${i} about wool`
    engine.saveObjects('items', [record])
    const body = engine.search('items', {
      query: 'red wool',
      attributesToHighlight: ['*'],
      attributesToSnippet: ['*:3'],
    })
    let pauses = 0
    const slicer = {
      due: () => true,
      pause: () => new Promise<void>((resolve) => setImmediate(() => resolve(void pauses++))),
    }
    const sliced = await responseJsonSliced(body, slicer)
    expect(sliced).toBe(JSON.stringify(body))
    // 41 texts highlighted and 41 snippeted.
    expect(pauses).toBeGreaterThanOrEqual(2 * 41)
  })
})

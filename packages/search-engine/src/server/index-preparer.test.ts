import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { createEngine } from '../core/engine'
import { PREPARED_MIN_POSTINGS } from '../core/prepare-rankings'
import type { Engine, Hit } from '../core/types'
import { createApp } from './app'

const KEYS = { appId: 'APP', adminKey: 'admin', searchKey: 'search', dataDir: '/nonexistent' }

/** The engine, with the number of prefixes each `prepare` ranked, by index. */
type Ranked = Array<[string, number | undefined]>

function watched(engine: Engine): { engine: Engine; ranked: Ranked } {
  const ranked: Ranked = []
  const proxy = new Proxy(engine, {
    get(target, property) {
      if (property !== 'prepare') return Reflect.get(target, property, target) as unknown
      return function* (name: string, options?: { build?: boolean }) {
        const count = yield* target.prepare(name, options)
        ranked.push([name, count])
        return count
      }
    },
  })
  return { engine: proxy, ranked }
}

function suggestions(count: number, word: string): Hit[] {
  return Array.from({ length: count }, (_, i) => ({
    objectID: `${word}${i}`,
    query: `${word}${i} ${['ka', 'lo'][i % 2]}`,
    popularity: i,
  }))
}

async function lookup(app: ReturnType<typeof createApp>, query: string) {
  const response = await app.fetch(
    new Request('http://local/1/indexes/*/queries', {
      method: 'POST',
      headers: { 'x-algolia-application-id': 'APP', 'x-algolia-api-key': 'search' },
      body: JSON.stringify({ requests: [{ indexName: 'qs', query, hitsPerPage: 5 }] }),
    }),
  )
  const { results } = (await response.json()) as {
    results: Array<{ nbHits: number; hits: Hit[] }>
  }
  return results[0]!
}

describe('index preparation in the background', () => {
  it('prepares a searched index after each write, once the engine is quiet', async () => {
    const { engine, ranked } = watched(createEngine())
    engine.importIndex('qs', {
      settings: { searchableAttributes: ['query'], customRanking: ['desc(popularity)'] },
      records: suggestions(PREPARED_MIN_POSTINGS + 10, 'kal'),
    })
    const app = createApp({ engine, config: KEYS, setups: [] })
    await app.prepared()
    // Never searched: its text index is not built for nothing.
    expect(ranked).toEqual([['qs', undefined]])
    const before = await lookup(app, 'k')
    // Looked at again within a second of the search that built its text index.
    // (Up to 10 s: a loaded machine may be slow to call it quiet.)
    for (let waited = 0; ranked.length === 1 && waited < 10_000; waited += 100) {
      await sleep(100)
      await app.prepared()
    }
    expect(ranked.at(-1)![1]).toBeGreaterThan(0)
    expect(await lookup(app, 'k')).toEqual({ ...before, processingTimeMS: expect.any(Number) })
    // Replaced as a whole (as a suggestions build does): prepared again, text index included.
    engine.importIndex('qs', {
      settings: { searchableAttributes: ['query'], customRanking: ['desc(popularity)'] },
      records: suggestions(PREPARED_MIN_POSTINGS + 10, 'kol'),
    })
    const count = ranked.length
    await app.prepared()
    expect(ranked.length).toBe(count + 1)
    expect(ranked.at(-1)![1]).toBeGreaterThan(0)
    const after = await lookup(app, 'k')
    expect(after.hits[0]!.objectID).toBe(`kol${PREPARED_MIN_POSTINGS + 9}`)
    await app.close()
  })
})

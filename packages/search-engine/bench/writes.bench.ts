import { test } from 'vitest'
import { createEngine } from '../src/core/engine'
import { seedDemo } from '../src/demo/seed'
import type { Hit, SearchParams } from '../src/core/types'

// Writes at scale: a single-record write followed by a search on the 100k-product demo catalogue
// (the search extends the previous snapshot), against the same search after a full rebuild.
const COUNT = 100_000
const ROUNDS = 20
const QUERY: SearchParams = {
  query: 'blue shirt',
  facets: ['brand', 'colors', 'hierarchicalCategories.lvl0', 'price', 'sizes'],
  filters: 'price < 300',
  hitsPerPage: 20,
}

function median(times: number[]): number {
  return [...times].sort((a, b) => a - b)[times.length >> 1]!
}

test(
  'write 1 record + search at 100k',
  async () => {
    const engine = createEngine()
    await seedDemo({ engine, dataDir: '/nonexistent', count: COUNT, events: false })
    const records = [...engine.allObjects('products')]
    let started = performance.now()
    engine.search('products', QUERY)
    const rebuild = performance.now() - started
    const kinds: Record<string, (i: number) => void> = {
      'saveObjects (update)': (i) => {
        const r = records[i * 101]!
        engine.saveObjects('products', [{ ...r, name: `${String(r.name)} blue` }])
      },
      'saveObjects (new)': (i) => {
        engine.saveObjects('products', [{ ...records[i]!, objectID: `new-${i}` } as Hit])
      },
      partialUpdateObjects: (i) => {
        engine.partialUpdateObjects(
          'products',
          [{ objectID: records[i * 37]!.objectID, price: 12.5 + i }],
          false,
        )
      },
      deleteObjects: (i) => engine.deleteObjects('products', [records[i * 53 + 7]!.objectID]),
    }
    const lines = [
      '',
      `Writes at ${COUNT.toLocaleString('en')} products (median of ${ROUNDS}, then the same search)`,
      `  full rebuild + search       ${rebuild.toFixed(1)} ms (first search after a bulk load)`,
    ]
    for (const [name, write] of Object.entries(kinds)) {
      const times: number[] = []
      for (let i = 0; i < ROUNDS; i++) {
        started = performance.now()
        write(i)
        engine.search('products', QUERY)
        times.push(performance.now() - started)
      }
      lines.push(`  write 1 record + search     ${median(times).toFixed(1)} ms  ${name}`)
    }
    console.log(lines.join('\n') + '\n')
  },
  10 * 60_000,
)

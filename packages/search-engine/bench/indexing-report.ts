import { generateCatalog } from '@vitrine/demo-catalog'
import { ourEngine } from './competitors'
import { collectGarbage, memory, ms, percentile, printTable, timeEach } from './measure'
import { MOST_QUERY } from './search-report'
import { buildWorkload } from './search-workload'

/**
 * Builds our engine at each size, one after the other in this process (the previous engine is
 * dropped and garbage-collected first), and prints how build time, memory and latency grow.
 * Memory is V8 heap + typed-array buffers retained by the engine and its records (after a full
 * GC), and the process RSS at that point.
 */
export async function runIndexingReport(sizes: number[]): Promise<void> {
  const rows: Array<Record<string, string | number>> = []
  for (const size of sizes) {
    collectGarbage()
    const before = memory()
    const generated = performance.now()
    const { records } = generateCatalog({ count: size })
    const generateMs = performance.now() - generated
    const withRecords = memory()
    const engine = ourEngine()
    const started = performance.now()
    engine.build(records)
    const buildMs = performance.now() - started
    const after = memory()
    const workload = buildWorkload(records, 200)
    await timeEach(workload.slice(0, 20), (q) => engine.search(q))
    const samples = await timeEach(workload, (q) => engine.search(q))
    await timeEach([0, 1, 2], () => engine.searchAll('great'))
    const most = await timeEach([0, 1, 2], () => engine.searchAll(MOST_QUERY))
    rows.push({
      records: size,
      generate: `${(generateMs / 1000).toFixed(1)} s`,
      'index build': `${(buildMs / 1000).toFixed(2)} s`,
      'records MB': withRecords.heapMB - before.heapMB,
      'index MB': after.heapMB + after.buffersMB - withRecords.heapMB - withRecords.buffersMB,
      'RSS MB': after.rssMB,
      p50: ms(percentile(samples.wall, 50)),
      p99: ms(percentile(samples.wall, 99)),
      'CPU p99': ms(percentile(samples.cpu, 99)),
      [`"${MOST_QUERY}"`]: ms(percentile(most.wall, 50)),
    })
  }
  printTable('Indexing growth (our engine; index = text index, facet columns, sort orders)', rows)
}

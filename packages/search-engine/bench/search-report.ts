import { generateCatalog, type Product } from '@vitrine/demo-catalog'
import { miniSearchEngine, oramaEngine, ourEngine, type BenchEngine } from './competitors'
import { memory, ms, percentile, printTable, timeEach } from './measure'
import { buildWorkload, FIVE_FACETS, type WorkloadQuery } from './search-workload'

/** Sizes and counts of the search benchmark (env overrides for quick runs). */
export interface SearchReportOptions {
  size: number
  oramaSize: number
  queries: number
}

interface EngineFigures {
  name: string
  size: number
  buildMs: number
  heapMB: number
  rssMB: number
  p50: number
  p99: number
  cpuP50: number
  cpuP99: number
  mostMs: number
}

/** The word of the "matches most of the catalogue" query (about 70% of products). */
export const MOST_QUERY = 'quality'
const WARM_MOST_QUERY = 'great'

async function measureEngine(
  engine: BenchEngine,
  records: Product[],
  workload: WorkloadQuery[],
  warmup: WorkloadQuery[],
): Promise<EngineFigures> {
  const before = memory()
  const started = performance.now()
  await engine.build(records)
  const buildMs = performance.now() - started
  const after = memory()
  // Warm the JIT on other queries (same mix, another seed) so that caches of the measured
  // queries stay cold.
  await timeEach(warmup, (q) => engine.search(q))
  const samples = await timeEach(workload, (q) => engine.search(q))
  // Queries matching most of the catalogue take code paths the workload rarely reaches: warm
  // them with another very common word first.
  await timeEach([0, 1, 2], () => engine.searchAll(WARM_MOST_QUERY))
  const most = await timeEach([0, 1, 2, 3, 4], () => engine.searchAll(MOST_QUERY))
  return {
    name: engine.name,
    size: records.length,
    buildMs,
    heapMB: after.heapMB + after.buffersMB - before.heapMB - before.buffersMB,
    rssMB: after.rssMB,
    p50: percentile(samples.wall, 50),
    p99: percentile(samples.wall, 99),
    cpuP50: percentile(samples.cpu, 50),
    cpuP99: percentile(samples.cpu, 99),
    mostMs: percentile(most.wall, 50),
  }
}

async function categoryBrowse(engine: ReturnType<typeof ourEngine>, records: Product[]) {
  const categories = [...new Set(records.map((r) => r.hierarchicalCategories.lvl1))]
  const rounds = Array.from({ length: 200 }, (_, i) => categories[i % categories.length]!)
  return timeEach(rounds, (category) =>
    engine.engine.search('products', {
      query: '',
      facets: FIVE_FACETS,
      facetFilters: [[`hierarchicalCategories.lvl1:${category}`]],
      hitsPerPage: 20,
    }),
  )
}

function row(f: EngineFigures) {
  return {
    engine: f.name,
    records: f.size,
    build: `${(f.buildMs / 1000).toFixed(2)} s`,
    'heap+buffers': `${f.heapMB} MB`,
    'process RSS': `${f.rssMB} MB`,
    p50: ms(f.p50),
    p99: ms(f.p99),
    'CPU p50': ms(f.cpuP50),
    'CPU p99': ms(f.cpuP99),
    [`"${MOST_QUERY}" + facets`]: ms(f.mostMs),
  }
}

/**
 * Builds our engine, MiniSearch and Orama on the same generated catalogue and prints build time,
 * memory, p50/p99 of the workload, the "matches most" query and the category browse, with the
 * ratios. Orama runs on a smaller prefix of the catalogue (it takes minutes at 100k).
 */
export async function runSearchReport(options: SearchReportOptions): Promise<void> {
  const { records } = generateCatalog({ count: options.size })
  const workload = buildWorkload(records, options.queries)
  const warmup = buildWorkload(records, 100, 2)
  const ours = ourEngine()
  const oursFigures = await measureEngine(ours, records, workload, warmup)
  const browse = await categoryBrowse(ours, records)
  const mini = await measureEngine(miniSearchEngine(), records, workload, warmup)
  const small = records.slice(0, options.oramaSize)
  const smallWorkload = buildWorkload(small, Math.min(options.queries, 100))
  const smallWarmup = buildWorkload(small, 30, 2)
  const oursSmall = await measureEngine(ourEngine(), small, smallWorkload, smallWarmup)
  const orama = await measureEngine(oramaEngine(), small, smallWorkload, smallWarmup)

  printTable(
    `Search benchmark (${options.queries} queries: 1-2 words, 25% with a typo, 5 facets, 1 filter)`,
    [row(oursFigures), row(mini), row(oursSmall), row(orama)],
  )
  printTable('Ratios (competitor time / ours, same data, same queries)', [
    {
      versus: `minisearch @ ${options.size}`,
      p50: `${(mini.p50 / oursFigures.p50).toFixed(1)}x`,
      p99: `${(mini.p99 / oursFigures.p99).toFixed(1)}x`,
      [`"${MOST_QUERY}"`]: `${(mini.mostMs / oursFigures.mostMs).toFixed(1)}x`,
      build: `${(mini.buildMs / oursFigures.buildMs).toFixed(1)}x`,
    },
    {
      versus: `orama @ ${options.oramaSize}`,
      p50: `${(orama.p50 / oursSmall.p50).toFixed(1)}x`,
      p99: `${(orama.p99 / oursSmall.p99).toFixed(1)}x`,
      [`"${MOST_QUERY}"`]: `${(orama.mostMs / oursSmall.mostMs).toFixed(1)}x`,
      build: `${(orama.buildMs / oursSmall.buildMs).toFixed(1)}x`,
    },
  ])
  printTable(`Category browse @ ${options.size} (empty query, one lvl1 facet filter, 5 facets)`, [
    {
      p50: ms(percentile(browse.wall, 50)),
      p99: ms(percentile(browse.wall, 99)),
      'CPU p50': ms(percentile(browse.cpu, 50)),
      'CPU p99': ms(percentile(browse.cpu, 99)),
    },
  ])
  // The issue measured MiniSearch at 100k on a quiet 2-core machine: p50 24 ms, p99 120 ms.
  // Its slowdown here estimates how loaded this machine is right now.
  const load = options.size === 100_000 ? Math.max(1, mini.p50 / 24, mini.p99 / 120) : 1
  if (load > 1.5) {
    printTable(
      `Machine load estimate: MiniSearch runs ${load.toFixed(1)}x slower than the issue's anchors`,
      [
        {
          'ours p50 / load': ms(oursFigures.p50 / load),
          'ours p99 / load': ms(oursFigures.p99 / load),
          '"matches most" / load': ms(oursFigures.mostMs / load),
          'browse p99 / load': ms(percentile(browse.wall, 99) / load),
        },
      ],
    )
  }
  const targets = [
    ['p50 <= 3 ms', oursFigures.p50 <= 3],
    ['p99 <= 15 ms', oursFigures.p99 <= 15],
    ['p99 >= 5x faster than minisearch', mini.p99 / oursFigures.p99 >= 5],
    ['CPU-time p50 <= 3 ms', oursFigures.cpuP50 <= 3],
    ['CPU-time p99 <= 15 ms', oursFigures.cpuP99 <= 15],
    ['CPU-time p99 >= 5x better than minisearch', mini.cpuP99 / oursFigures.cpuP99 >= 5],
    ['"matches most" <= 50 ms', oursFigures.mostMs <= 50],
    ['browse p99 <= 10 ms', percentile(browse.wall, 99) <= 10],
    ['browse CPU-time p99 <= 10 ms', percentile(browse.cpu, 99) <= 10],
    ['indexing <= 10 s', oursFigures.buildMs <= 10_000],
    ['RSS <= 800 MB (whole process, before competitors)', oursFigures.rssMB <= 800],
  ]
  printTable(
    `Targets @ ${options.size} (timings are noisy when other processes share the 2 cores)`,
    targets.map(([target, met]) => ({ target: String(target), met: met ? 'yes' : 'NO' })),
  )
}

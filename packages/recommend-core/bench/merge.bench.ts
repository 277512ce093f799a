import { afterAll, expect, test } from 'vitest'
import { MAX_RECOMMENDATIONS_LIMIT, mergeRecommendations } from '../src'
import { createResults } from './fixtures'
import type { FixtureOptions } from './fixtures'
import { loadMapToRecommendations } from './load-anchor'

// Merge benchmark: ours (Map-based, linear) against @algolia/recommend-core 1.16's
// mapToRecommendations (find-in-loop, quadratic), same inputs, same process. Targets from the
// issue: ours >= 500x faster at 10 x 200, and 100 x 1,000 within 12x of 10 x 1,000.

const maxRecommendations = MAX_RECOMMENDATIONS_LIMIT
const rows: string[][] = [
  ['case', 'ours ms: min / median', 'anchor ms: min / median', 'ratio: of mins / of medians'],
]
const format = (value: number) => (value < 1 ? value.toFixed(4) : value.toFixed(2))
type Latency = { min: number; p50: number }
/**
 * Min and median wall time per call. On a shared machine a long run is preempted far more
 * often than a short one, so the min (a run without interference) is the fairer ratio.
 */
const ms = ({ min, p50 }: Latency) => `${format(min)} / ${format(p50)}`
const ratio = (a: Latency, b: Latency, digits: number) =>
  `${(a.min / b.min).toFixed(digits)}x / ${(a.p50 / b.p50).toFixed(digits)}x`

afterAll(() => {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)))
  const lines = rows.map((row) => row.map((cell, c) => cell.padEnd(widths[c]!)).join('  '))
  console.log(['', 'merge benchmark, wall time per call, cap 30', ...lines, ''].join('\n'))
})

function merge(input: ReturnType<typeof createResults>) {
  return mergeRecommendations({ ...input, maxRecommendations })
}

test.for([
  [5, 100],
  [10, 200],
] as const)('ours vs mapToRecommendations at %i x %i', async ([objects, hits], { bench }) => {
  const mapToRecommendations = await loadMapToRecommendations()
  const input = createResults(objects, hits)
  // The anchor tags the hits it is given (`__queryID`): give it its own copy.
  const anchorInput = {
    hits: structuredClone(input.results).map((result) => [...result.hits]),
    queryIDs: input.results.map((result) => result.queryID),
    nrOfObjs: objects,
    maxRecommendations,
  }
  expect(merge(input)).toHaveLength(maxRecommendations)
  expect(mapToRecommendations(anchorInput)).toHaveLength(maxRecommendations)

  const result = await bench.compare(
    bench('ours', () => {
      merge(input)
    }),
    bench('mapToRecommendations', () => {
      mapToRecommendations(anchorInput)
    }),
    { iterations: 5, time: 500, warmupIterations: 1, warmupTime: 0 },
  )
  const ours = result.get('ours').latency
  const anchor = result.get('mapToRecommendations').latency
  rows.push([
    `${objects} x ${hits}`,
    ms(ours),
    ms(anchor),
    `anchor / ours = ${ratio(anchor, ours, 0)}`,
  ])
})

/**
 * The least any merge must do: put every hit's objectID in a Set (no scores, no ranking). Its
 * own 100 x 1,000 / 10 x 1,000 ratio shows what the memory hierarchy alone costs: the small
 * input stays in the CPU caches between iterations, the large one does not.
 */
function dedupFloor({ results }: ReturnType<typeof createResults>) {
  const seen = new Set<string>()
  for (const { hits } of results) for (const hit of hits) seen.add(hit.objectID)
  return seen.size
}

test.for([
  ['fixed catalogue of 20,000 products', { catalogue: 20_000 }],
  ['catalogue = half of all hits', {}],
] as const)(
  'ours scales linearly, 10 x 1,000 vs 100 x 1,000 (%s)',
  async ([label, fixture], { bench }) => {
    const small = createResults(10, 1000, fixture as FixtureOptions)
    const large = createResults(100, 1000, fixture as FixtureOptions)
    const result = await bench.compare(
      bench('ours 10 x 1000', () => {
        merge(small)
      }),
      bench('ours 100 x 1000', () => {
        merge(large)
      }),
      bench('floor 10 x 1000', () => {
        dedupFloor(small)
      }),
      bench('floor 100 x 1000', () => {
        dedupFloor(large)
      }),
      { iterations: 30, time: 1500 },
    )
    const latency = (name: Parameters<typeof result.get>[0]) => result.get(name).latency
    const [small1000, large1000] = [latency('ours 10 x 1000'), latency('ours 100 x 1000')]
    const [smallFloor, largeFloor] = [latency('floor 10 x 1000'), latency('floor 100 x 1000')]
    rows.push([`10 x 1000, ${label}`, ms(small1000), '-', '-'])
    rows.push([
      `100 x 1000, ${label}`,
      ms(large1000),
      '-',
      `100x1000 / 10x1000 = ${ratio(large1000, small1000, 1)}`,
    ])
    rows.push([
      `  dedup floor (Set of objectIDs), ${label}`,
      `${ms(smallFloor)} -> ${ms(largeFloor)}`,
      '-',
      `floor 100x1000 / 10x1000 = ${ratio(largeFloor, smallFloor, 1)}`,
    ])
  },
)

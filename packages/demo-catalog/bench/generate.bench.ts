import { test } from 'vitest'
import { generateProducts, type Product } from '../src'

// How long the demo catalogue takes to generate, kept in memory as the engine's seed keeps it
// (`generateCatalog`). BENCH_PRODUCTS changes the size (default 1M). The anchor, measured in the
// same run on a smaller sample, is reading the same records back from JSON lines: generating
// should cost about what loading a prepared file would.
const COUNT = Number(process.env.BENCH_PRODUCTS ?? 1_000_000)
const ANCHOR_COUNT = Math.min(COUNT, 200_000)
// Figures of earlier generators on this machine (2 shared cores), for orientation only.
const EARLIER = [
  ['simple generator (before the coherent catalogue)', 7.6],
  ['coherent catalogue before the speed work', 20],
] as const

interface Run {
  wallS: number
  cpuS: number
}

function timed(fn: () => void): Run {
  const cpu = process.cpuUsage()
  const start = performance.now()
  fn()
  const used = process.cpuUsage(cpu)
  return { wallS: (performance.now() - start) / 1000, cpuS: (used.user + used.system) / 1e6 }
}

function generate(count: number): Product[] {
  return [...generateProducts(count)]
}

const format = ({ wallS, cpuS }: Run) => `${wallS.toFixed(2)} s wall, ${cpuS.toFixed(2)} s CPU`

/** Generating `count` products beside the anchor, JSON.parse of the same records' lines. */
function sampleAndAnchor(count: number): { generated: Run; anchor: Run } {
  const lines = generate(count).map((product) => JSON.stringify(product))
  let parsed = 0
  const anchor = timed(() => {
    parsed = lines.map((line) => JSON.parse(line) as unknown).length
  })
  let made = 0
  const generated = timed(() => {
    made = generate(count).length
  })
  if (made !== parsed) throw new Error('sample sizes differ')
  return { generated, anchor }
}

test(
  `generate ${COUNT.toLocaleString('en')} demo products`,
  () => {
    const small = sampleAndAnchor(ANCHOR_COUNT)
    let kept = 0
    const run = timed(() => {
      kept = generate(COUNT).length
    })
    const perSecond = Math.round(COUNT / run.wallS).toLocaleString('en')
    console.log(`\ndemo-catalog generation (machine shared: compare figures of one run)`)
    console.log(`  ${COUNT.toLocaleString('en')} products kept in memory: ${format(run)}`)
    console.log(`    (${perSecond} products/s, ${kept.toLocaleString('en')} records)`)
    console.log(`  ${ANCHOR_COUNT.toLocaleString('en')} products:`)
    console.log(`    generated:                         ${format(small.generated)}`)
    console.log(`    anchor, JSON.parse of their lines: ${format(small.anchor)}`)
    console.log(
      `    ratio generated / anchor (wall):   ${(small.generated.wallS / small.anchor.wallS).toFixed(2)}`,
    )
    for (const [what, seconds] of EARLIER)
      console.log(`  earlier, 1M products, ${what}: ~${seconds} s`)
  },
  30 * 60_000,
)

import { test } from 'vitest'
import { runIndexingReport } from './indexing-report'

// Growth of build time, memory and latency with the catalogue size: 10k -> 100k by default;
// BENCH_1M=1 adds 1M (a few minutes, several GB of heap: run with a large --max-old-space-size).
const sizes = [10_000, 100_000, ...(process.env.BENCH_1M === '1' ? [1_000_000] : [])]

test(
  `indexing growth ${sizes.join(' -> ')}`,
  async () => {
    await runIndexingReport(sizes)
  },
  60 * 60_000,
)

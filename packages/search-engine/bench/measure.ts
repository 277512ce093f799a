/** Percentile (0..100) of a list of durations in ms. */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return NaN
  const sorted = [...samples].sort((a, b) => a - b)
  const at = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[at]!
}

/** Wall-clock and CPU durations (ms) of each call. */
export interface Timings {
  wall: number[]
  cpu: number[]
}

/**
 * Runs `fn` once per item and returns each duration in ms: wall clock, and process CPU time
 * (user + system, which excludes the time spent waiting for a core on a shared machine but
 * includes the garbage collector's threads).
 */
export async function timeEach<T>(items: T[], fn: (item: T) => unknown): Promise<Timings> {
  const out: Timings = { wall: [], cpu: [] }
  for (const item of items) {
    const cpu = process.cpuUsage()
    const start = performance.now()
    const result = fn(item)
    if (result instanceof Promise) await result
    out.wall.push(performance.now() - start)
    const used = process.cpuUsage(cpu)
    out.cpu.push((used.user + used.system) / 1000)
  }
  return out
}

/** Forces a full garbage collection when node runs with --expose-gc. */
export function collectGarbage(): void {
  const gc = (globalThis as { gc?: () => void }).gc
  if (gc) {
    gc()
    gc()
  }
}

/** Memory figures in MB: V8 heap used, typed-array buffers and resident set size. */
export function memory(): { heapMB: number; buffersMB: number; rssMB: number } {
  collectGarbage()
  const usage = process.memoryUsage()
  const mb = (n: number) => Math.round(n / 1048576)
  return { heapMB: mb(usage.heapUsed), buffersMB: mb(usage.arrayBuffers), rssMB: mb(usage.rss) }
}

/** Formats a number of ms with 2 decimals. */
export function ms(value: number): string {
  return `${value.toFixed(2)} ms`
}

/** Prints a table with a title (console.table drops the title). */
export function printTable(title: string, rows: Array<Record<string, string | number>>): void {
  console.log(`\n${title}`)
  console.table(rows)
}

/** Garbage-collection pauses seen by a `PerformanceObserver`, to be summed over time windows. */
export interface GcLog {
  /** Milliseconds of collection (and count) that started within [from, to). */
  within(from: number, to: number): { ms: number; count: number; major: number }
  stop(): Promise<void>
}

/** Starts logging garbage-collection entries (`perf_hooks`, delivered asynchronously). */
export function logGc(): GcLog {
  const entries: Array<{ start: number; ms: number; major: boolean }> = []
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const kind = (e as { detail?: { kind?: number } }).detail?.kind
      // NODE_PERFORMANCE_GC_MAJOR is 4 (mark-compact of the old generation).
      entries.push({ start: e.startTime, ms: e.duration, major: kind === 4 })
    }
  })
  observer.observe({ entryTypes: ['gc'] })
  return {
    within(from, to) {
      let ms = 0
      let count = 0
      let major = 0
      for (const e of entries) {
        if (e.start < from || e.start >= to) continue
        ms += e.ms
        count++
        if (e.major) major++
      }
      return { ms, count, major }
    },
    async stop() {
      // Entries are delivered on a later turn of the loop.
      await new Promise((resolve) => setTimeout(resolve, 20))
      observer.disconnect()
    },
  }
}

import { describe, expect, it } from 'vitest'
import { createIngestQueue } from './ingest-queue'

const busy = (ms: number) => {
  const end = performance.now() + ms
  while (performance.now() < end);
}

describe('createIngestQueue', () => {
  it('applies every item once, in order, and caughtUp waits for what was pushed before it', async () => {
    const seen: number[] = []
    const queue = createIngestQueue<number>((n) => (busy(1), seen.push(n)), 2)
    queue.push([1, 2, 3])
    const first = queue.caughtUp()
    queue.push([4, 5])
    await first
    expect(seen.slice(0, 3)).toEqual([1, 2, 3])
    await queue.caughtUp()
    expect(seen).toEqual([1, 2, 3, 4, 5])
    await queue.idle()
    expect(queue.isIdle()).toBe(true)
  })

  it('takes new batches after one applied within its first slice', async () => {
    const seen: number[] = []
    const queue = createIngestQueue<number>((n) => seen.push(n))
    for (let n = 0; n < 3; n++) {
      queue.push([n])
      await queue.caughtUp()
    }
    expect(seen).toEqual([0, 1, 2])
  })

  it('lets the event loop turn while a long batch is applied', async () => {
    const queue = createIngestQueue<number>(() => busy(1), 4)
    let turns = 0
    let running = true
    const tick = () => {
      if (!running) return
      turns++
      setImmediate(tick)
    }
    setImmediate(tick)
    queue.push(Array.from({ length: 200 }, (_, i) => i))
    await queue.caughtUp()
    running = false
    // 200 ms of work in 4 ms slices: dozens of turns (one block would allow one or two).
    expect(turns).toBeGreaterThan(20)
  })

  it('settles its waiters when the pending items are skipped, and goes on with later ones', async () => {
    const seen: number[] = []
    const queue = createIngestQueue<number>((n) => (busy(1), seen.push(n)), 1)
    queue.push(Array.from({ length: 100 }, (_, i) => i))
    const waiting = queue.caughtUp()
    await new Promise((resolve) => setImmediate(resolve))
    queue.skipPending()
    await waiting
    const applied = seen.length
    expect(applied).toBeLessThan(100)
    queue.push([1000])
    await queue.caughtUp()
    expect(seen.slice(applied)).toEqual([1000])
  })

  it('goes on after an item that throws', async () => {
    const seen: number[] = []
    const queue = createIngestQueue<number>((n) => {
      if (n === 2) throw new Error('bad item')
      seen.push(n)
    })
    const error = console.error
    console.error = () => undefined
    queue.push([1, 2, 3])
    await queue.caughtUp()
    console.error = error
    expect(seen).toEqual([1, 3])
  })
})

describe('backlogAtMost', () => {
  it('resolves once no more than the given number of items are left to apply', async () => {
    const seen: number[] = []
    const queue = createIngestQueue<number>((n) => (busy(1), seen.push(n)), 2)
    await queue.backlogAtMost(0)
    queue.push([1, 2, 3])
    queue.push([4, 5, 6])
    queue.push([7, 8, 9])
    await queue.backlogAtMost(3)
    expect(seen.length).toBeGreaterThanOrEqual(6)
    await queue.backlogAtMost(0)
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
  })
})

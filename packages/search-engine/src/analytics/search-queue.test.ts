import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import type { SearchResponse } from '../core/types'
import { openAnalytics } from './analytics-runtime'
import { createSearchQueue, type QueuedSearch } from './search-queue'

const response = (nbHits: number) => ({ nbHits, hits: [] }) as unknown as SearchResponse

function collector() {
  const seen: Array<Pick<QueuedSearch, 't' | 'index' | 'params' | 'userToken' | 'nbHits'>> = []
  const out = {} as QueuedSearch
  return {
    seen,
    drain(batch: { count: number; at(i: number, o: QueuedSearch): QueuedSearch }) {
      for (let i = 0; i < batch.count; i++) {
        const { t, index, params, userToken, nbHits } = batch.at(i, out)
        seen.push({ t, index, params, userToken, nbHits })
      }
    },
  }
}

describe('search queue', () => {
  it('keeps searches off the request path until a batch is drained, oldest first', () => {
    vi.useFakeTimers()
    try {
      const sink = collector()
      let clock = 1000
      const queue = createSearchQueue({ drain: sink.drain, delayMs: 50, now: () => clock++ })
      queue.push('a', { query: 'x' }, response(1), 'u1')
      queue.push('b', { query: 'y' }, response(2))
      expect(sink.seen).toEqual([])
      expect(queue.size).toBe(2)
      vi.advanceTimersByTime(50)
      expect(sink.seen).toEqual([
        { t: 1000, index: 'a', params: { query: 'x' }, userToken: 'u1', nbHits: 1 },
        { t: 1001, index: 'b', params: { query: 'y' }, userToken: undefined, nbHits: 2 },
      ])
      expect(queue.size).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })

  it('drains at once when the ring is full, and nothing after stop', () => {
    const sink = collector()
    const queue = createSearchQueue({ drain: sink.drain, capacity: 3 })
    for (let i = 0; i < 7; i++) queue.push('p', { query: `q${i}` }, response(i))
    expect(sink.seen.map((s) => s.nbHits)).toEqual([0, 1, 2, 3, 4, 5])
    queue.stop()
    expect(sink.seen.map((s) => s.nbHits)).toEqual([0, 1, 2, 3, 4, 5, 6])
    queue.push('p', { query: 'late' }, response(9))
    queue.drain()
    expect(sink.seen).toHaveLength(7)
  })

  it("keeps only the first hits' objectIDs and the queryID of a response, not the response", () => {
    const out = {} as QueuedSearch
    let kept: { nbHits: number; queryID?: string; hits: string[] } | undefined
    const queue = createSearchQueue({
      drain(batch) {
        const { nbHits, queryID, hits } = batch.at(0, out)
        kept = { nbHits, queryID, hits }
      },
    })
    const hits = Array.from({ length: 25 }, (_, i) => ({ objectID: `o${i}`, big: 'x'.repeat(100) }))
    const answer = { nbHits: 99, hits, queryID: 'q1' } as unknown as SearchResponse
    queue.push('p', { query: 'x' }, answer)
    // The response may be reused or dropped by the caller once pushed.
    hits.length = 0
    queue.drain()
    expect(kept).toEqual({
      nbHits: 99,
      queryID: 'q1',
      hits: Array.from({ length: 20 }, (_, i) => `o${i}`),
    })
    queue.push('p', { query: 'y' }, response(0))
    queue.drain()
    expect(kept).toEqual({ nbHits: 0, queryID: undefined, hits: [] })
  })
})

describe('analytics runtime recording', () => {
  it('counts queued searches before the aggregates are read, honouring analytics: false', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-queue-'))
    const analytics = await openAnalytics({ dataDir })
    try {
      await analytics.ready
      analytics.record('products', { query: 'Red  Shoe' }, response(3))
      analytics.record('products', { query: 'hidden', analytics: false }, response(3))
      analytics.record('products', { query: 'red shoe' }, response(5))
      const [bucket] = analytics.store.buckets('products', '0000-00-00', '9999-99-99')
      expect(bucket!.total.count).toBe(2)
      expect(bucket!.queries.get('red shoe')!.count).toBe(2)
      expect(bucket!.queries.has('hidden')).toBe(false)
    } finally {
      await analytics.close()
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})

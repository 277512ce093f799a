import { TEST_KEYS, type TestServer } from './test-server'

/** A shopper's search with the search key; resolves to its status. */
export async function shopperSearch(t: TestServer): Promise<number> {
  const res = await t.request('/1/indexes/products/query', {
    method: 'POST',
    key: TEST_KEYS.searchKey,
    body: JSON.stringify({ query: 'shirt', hitsPerPage: 5 }),
  })
  await res.arrayBuffer()
  return res.status
}

/** How the event loop served searches while a slow request was in flight. */
export interface SearchesDuring<T> {
  /** What the slow request resolved to. */
  result: T
  /** Statuses of every search sent meanwhile. */
  statuses: number[]
  /** Searches sent after the slow request and answered before it. */
  searchesDuring: number
  /** Turns of the event loop (one `setImmediate` each) meanwhile, and the longest one. */
  turns: number
  longestTurnMs: number
  elapsedMs: number
}

/**
 * Sends shopper searches back to back while `slow` (a request started just before) is pending,
 * counting the event loop's turns. The server runs in this process: its loop is this one.
 */
export async function searchesDuring<T>(
  t: TestServer,
  slow: Promise<T>,
): Promise<SearchesDuring<T>> {
  const started = performance.now()
  let pending = true
  const settled = slow.finally(() => (pending = false))
  let turns = 0
  let longestTurnMs = 0
  let last = performance.now()
  const loop = new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now()
      longestTurnMs = Math.max(longestTurnMs, now - last)
      last = now
      if (!pending) return resolve()
      turns++
      setImmediate(tick)
    }
    setImmediate(tick)
  })
  const statuses: number[] = []
  let during = 0
  while (pending) {
    statuses.push(await shopperSearch(t))
    if (pending) during++
  }
  const result = await settled
  const elapsedMs = performance.now() - started
  await loop
  return { result, statuses, searchesDuring: during, turns, longestTurnMs, elapsedMs }
}

import { expect } from 'vitest'
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

/** A filter of `conditions` price conditions no cache has seen (`salt` makes them its own). */
export function uncachedPriceFilter(conditions: number, salt: number): string {
  return Array.from({ length: conditions }, (_, i) => `price != ${i * 7 + salt}`).join(' AND ')
}

/** Posts `body` to `path` with the search key; resolves to the status. */
export async function postAsShopper(t: TestServer, path: string, body: unknown): Promise<number> {
  const res = await t.request(path, {
    method: 'POST',
    key: TEST_KEYS.searchKey,
    body: JSON.stringify(body),
  })
  await res.arrayBuffer()
  return res.status
}

/**
 * Warms the server, sends `slow` and expects shoppers to be served meanwhile: at least
 * `minSearches` answered, all 200, and no turn of the event loop over `maxTurnShare` of the run.
 * No bound in milliseconds: the run is compared with itself, so a loaded machine passes.
 */
export async function expectSharedLoop(
  t: TestServer,
  slow: () => Promise<number>,
  { minSearches = 3, maxTurnShare = 0.25 } = {},
): Promise<void> {
  for (let i = 0; i < 10; i++) await shopperSearch(t)
  const run = await searchesDuring(t, slow())
  expect(run.result).toBe(200)
  expect(run.statuses.every((status) => status === 200)).toBe(true)
  expect(run.searchesDuring).toBeGreaterThanOrEqual(minSearches)
  expect(run.longestTurnMs).toBeLessThan(run.elapsedMs * maxTurnShare)
}

/** `count` shirts of 50 brands priced 0..399: the `products` index of the loop tests. */
export function shirtRecords(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    objectID: `p${i}`,
    name: `${i % 2 ? 'linen' : 'wool'} shirt ${i}`,
    brand: `brand ${i % 50}`,
    price: i % 400,
  }))
}

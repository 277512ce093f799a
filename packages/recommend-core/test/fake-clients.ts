import { vi } from 'vitest'
import type { RecommendClientV4, RecommendRequest, RecommendResponseBody } from '../src'

type Answer = (request: RecommendRequest, index: number) => RecommendResponseBody['results'][number]

/** A v5-shaped client whose `getRecommendations` is a spy answering each request with `answer`. */
export function createFakeV5Client(answer: Answer = () => ({ hits: [] })) {
  return {
    getRecommendations: vi.fn(async ({ requests }: { requests: RecommendRequest[] }) => ({
      results: requests.map(answer),
    })),
  }
}

/** A promise with its resolve/reject exposed, to settle answers in any order. */
export function createDeferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** A v4-shaped client: every per-model method a spy that answers nothing, then `methods`. */
export function createFakeV4Client(methods: Partial<RecommendClientV4> = {}) {
  const empty = () => vi.fn(async () => ({ results: [] }))
  return {
    getRelatedProducts: empty(),
    getFrequentlyBoughtTogether: empty(),
    getLookingSimilar: empty(),
    getTrendingItems: empty(),
    getTrendingFacets: empty(),
    getRecommendedForYou: empty(),
    getRecommendations: vi.fn(),
    ...methods,
  }
}

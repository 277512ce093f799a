import { vi } from 'vitest'
import type { RecommendRequest, RecommendResponseBody } from '../src'

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

import { recommendClient } from '@algolia/recommend'
import recommendV4 from '@algolia/recommend-v4'
import { algoliasearch } from 'algoliasearch'
import { liteClient } from 'algoliasearch/lite'
import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createDeferred } from '../test/fake-clients'
import { createRecommendController } from './create-recommend-controller'
import type { RecommendationsResponse } from './types'

interface Params {
  recommendClient: object
  objectIDs: string[]
  transformItems?: (items: string[]) => string[]
}
type Answer = RecommendationsResponse<string>

const client = {}
const params = (...objectIDs: string[]): Params => ({ recommendClient: client, objectIDs })

/** A load spy whose answers are settled by the test, in any order. */
function createManualLoad() {
  const pending: ReturnType<typeof createDeferred<Answer>>[] = []
  const load = vi.fn((_params: Params) => {
    const deferred = createDeferred<Answer>()
    pending.push(deferred)
    return deferred.promise
  })
  return { load, pending }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createRecommendController', () => {
  it('says whether params are the current inputs (same client, same JSON)', () => {
    const { load } = createManualLoad()
    const controller = createRecommendController({ load })
    expect(controller.hasInputs(params('A'))).toBe(false)
    controller.setInputs(params('A'))
    expect(controller.hasInputs(params('A'))).toBe(true)
    expect(controller.hasInputs({ ...params('A'), transformItems: (items) => items })).toBe(true)
    expect(controller.hasInputs(params('B'))).toBe(false)
    expect(controller.hasInputs({ ...params('A'), recommendClient: {} })).toBe(false)
    controller.destroy()
    expect(controller.hasInputs(params('A'))).toBe(false)
  })

  // A client made in each render (`useRelatedProducts({ recommendClient: recommendClient(…) })`)
  // is a new object every time: compared by reference, each render reloaded, and each answer's
  // render made another client and another request.
  it.each([
    ['recommendClient (v5)', recommendClient],
    ['liteClient (v5)', liteClient],
    ['algoliasearch (v5)', algoliasearch],
    ['recommend (v4)', recommendV4],
  ] as [string, (appId: string, apiKey: string, options?: object) => object][])(
    '%s: a client made alike is the same client; another app, key or host is not',
    (_, create) => {
      const { load } = createManualLoad()
      const controller = createRecommendController({ load })
      const withClient = (recommendClient: object) => ({ recommendClient, objectIDs: ['A'] })
      controller.setInputs(withClient(create('APP', 'key-1')))
      expect(controller.hasInputs(withClient(create('APP', 'key-1')))).toBe(true)
      controller.setInputs(withClient(create('APP', 'key-1')))
      expect(load).toHaveBeenCalledTimes(1)
      expect(controller.hasInputs(withClient(create('APP', 'key-2')))).toBe(false)
      expect(controller.hasInputs(withClient(create('OTHER', 'key-1')))).toBe(false)
      const local = { hosts: [{ url: 'localhost:4010', protocol: 'http', accept: 'readWrite' }] }
      expect(controller.hasInputs(withClient(create('APP', 'key-1', local)))).toBe(false)
    },
  )

  it('is the same client exactly when the application and key are the same (property)', () => {
    // Few values, so that equal applications and keys come up often.
    const id = fc.constantFrom('APP', 'APP2', 'key-1', 'key-2')
    fc.assert(
      fc.property(id, id, id, id, (appA, keyA, appB, keyB) => {
        const controller = createRecommendController({ load: createManualLoad().load })
        controller.setInputs({ recommendClient: recommendClient(appA, keyA), objectIDs: ['A'] })
        const same = controller.hasInputs({
          recommendClient: recommendClient(appB, keyB),
          objectIDs: ['A'],
        })
        expect(same).toBe(appA === appB && keyA === keyB)
      }),
      { numRuns: 200 },
    )
  })

  it('compares a client that is not an official one by reference', () => {
    const controller = createRecommendController({ load: createManualLoad().load })
    const handMade = { appId: 42, getRecommendations: async () => ({ results: [] }) }
    controller.setInputs({ recommendClient: handMade, objectIDs: ['A'] })
    expect(controller.hasInputs({ recommendClient: handMade, objectIDs: ['A'] })).toBe(true)
    expect(controller.hasInputs({ recommendClient: { ...handMade }, objectIDs: ['A'] })).toBe(false)
  })

  it.each([
    ['no recommendations field', {}],
    ['a non-array list', { recommendations: 'x' }],
  ])(
    'turns an answer with %s into an error, never a list a render would crash on',
    async (_, answer) => {
      const controller = createRecommendController<Params, string>({
        load: async () => answer as Answer,
      })
      controller.setInputs(params('A'))
      await flush()
      expect(controller.getState()).toMatchObject({ status: 'idle', recommendations: [] })
      expect(controller.getState().error).toBeInstanceOf(TypeError)
      expect(controller.getState().error?.message).toMatch(
        /^load resolved recommendations: .*, not an array$/,
      )
    },
  )

  it('starts loading with no results, goes idle when the answer arrives, and notifies', async () => {
    const { load, pending } = createManualLoad()
    const controller = createRecommendController({ load })
    const listener = vi.fn()
    controller.subscribe(listener)
    expect(controller.getState()).toEqual({ status: 'loading', recommendations: [], error: null })

    controller.setInputs(params('A'))
    expect(load).toHaveBeenCalledWith(params('A'))
    pending[0]!.resolve({ recommendations: ['x'] })
    await flush()
    expect(controller.getState()).toEqual({ status: 'idle', recommendations: ['x'], error: null })
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('enters loading on an input change and keeps the last results meanwhile', async () => {
    const { load, pending } = createManualLoad()
    const controller = createRecommendController({ load })
    controller.setInputs(params('A'))
    pending[0]!.resolve({ recommendations: ['x'] })
    await flush()

    const states: unknown[] = []
    controller.subscribe(() => states.push(controller.getState()))
    controller.setInputs(params('B'))
    expect(controller.getState()).toEqual({
      status: 'loading',
      recommendations: ['x'],
      error: null,
    })
    pending[1]!.resolve({ recommendations: ['y'] })
    await flush()
    expect(states).toEqual([
      { status: 'loading', recommendations: ['x'], error: null },
      { status: 'idle', recommendations: ['y'], error: null },
    ])
  })

  it('does not reload for equal inputs (new objects, new functions) but does for a new client', () => {
    const { load } = createManualLoad()
    const controller = createRecommendController({ load })
    controller.setInputs({ ...params('A'), transformItems: (items) => items })
    controller.setInputs({ ...params('A'), transformItems: (items) => items.slice() })
    expect(load).toHaveBeenCalledTimes(1)
    controller.setInputs({ recommendClient: {}, objectIDs: ['A'] })
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('drops a stale answer that arrives after a newer one', async () => {
    const { load, pending } = createManualLoad()
    const controller = createRecommendController({ load })
    controller.setInputs(params('A'))
    controller.setInputs(params('B'))
    pending[1]!.resolve({ recommendations: ['for B'] })
    await flush()
    pending[0]!.resolve({ recommendations: ['for A'] })
    await flush()
    expect(controller.getState()).toEqual({
      status: 'idle',
      recommendations: ['for B'],
      error: null,
    })
  })

  it('stays loading when the stale answer arrives first, then shows the latest', async () => {
    const { load, pending } = createManualLoad()
    const controller = createRecommendController({ load })
    controller.setInputs(params('A'))
    controller.setInputs(params('B'))
    pending[0]!.resolve({ recommendations: ['for A'] })
    await flush()
    expect(controller.getState().status).toBe('loading')
    expect(controller.getState().recommendations).toEqual([])
    pending[1]!.resolve({ recommendations: ['for B'] })
    await flush()
    expect(controller.getState().recommendations).toEqual(['for B'])
  })

  it('reports a failure as state, not as an unhandled rejection, and ignores stale failures', async () => {
    const { load, pending } = createManualLoad()
    const controller = createRecommendController({ load })
    controller.setInputs(params('A'))
    controller.setInputs(params('B'))
    pending[0]!.reject(new Error('stale failure'))
    pending[1]!.reject('network down')
    await flush()
    const { status, recommendations, error } = controller.getState()
    expect({ status, recommendations }).toEqual({ status: 'idle', recommendations: [] })
    expect(error).toBeInstanceOf(Error)
    expect(error?.message).toBe('network down')
  })

  it('clears the last error as soon as new inputs load', async () => {
    const { load, pending } = createManualLoad()
    const controller = createRecommendController({ load })
    controller.setInputs(params('A'))
    pending[0]!.reject(new Error('down'))
    await flush()
    controller.setInputs(params('B'))
    expect(controller.getState()).toEqual({ status: 'loading', recommendations: [], error: null })
  })

  it('turns a synchronous throw of load into an error state', async () => {
    const controller = createRecommendController<Params, string>({
      load: () => {
        throw new TypeError('bad client')
      },
    })
    controller.setInputs(params('A'))
    await flush()
    expect(controller.getState().error).toEqual(new TypeError('bad client'))
  })

  it('stops notifying after unsubscribe', async () => {
    const { load, pending } = createManualLoad()
    const controller = createRecommendController({ load })
    const listener = vi.fn()
    const unsubscribe = controller.subscribe(listener)
    unsubscribe()
    controller.setInputs(params('A'))
    pending[0]!.resolve({ recommendations: ['x'] })
    await flush()
    expect(listener).not.toHaveBeenCalled()
  })

  it('destroy drops listeners and the answer in flight; a later setInputs loads again', async () => {
    const { load, pending } = createManualLoad()
    const controller = createRecommendController({ load })
    const listener = vi.fn()
    controller.subscribe(listener)
    controller.setInputs(params('A'))
    controller.destroy()
    pending[0]!.resolve({ recommendations: ['late'] })
    await flush()
    expect(listener).not.toHaveBeenCalled()
    expect(controller.getState().recommendations).toEqual([])

    controller.setInputs(params('A'))
    expect(load).toHaveBeenCalledTimes(2)
  })
})

describe('createRecommendController with timed answers (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  /** Answers after a latency that depends on the input: A is slow, B is fast. */
  const latency: Record<string, number> = { A: 300, B: 100, C: 50 }
  const load = vi.fn(
    ({ objectIDs }: Params) =>
      new Promise<Answer>((resolve) =>
        setTimeout(
          () => resolve({ recommendations: objectIDs.map((id) => `for ${id}`) }),
          latency[objectIDs[0]!],
        ),
      ),
  )

  it('shows only the latest inputs, whatever order the answers come back in', async () => {
    const controller = createRecommendController({ load })
    const seen: string[] = []
    controller.subscribe(() => {
      const { status, recommendations } = controller.getState()
      seen.push(`${status}: ${recommendations.join()}`)
    })

    controller.setInputs(params('A'))
    await vi.advanceTimersByTimeAsync(10)
    controller.setInputs(params('B'))
    await vi.advanceTimersByTimeAsync(100)
    expect(controller.getState()).toEqual({
      status: 'idle',
      recommendations: ['for B'],
      error: null,
    })

    controller.setInputs(params('C'))
    expect(controller.getState().status).toBe('loading')
    await vi.advanceTimersByTimeAsync(500)
    expect(controller.getState().recommendations).toEqual(['for C'])
    expect(seen).toEqual(['idle: for B', 'loading: for B', 'idle: for C'])
  })
})

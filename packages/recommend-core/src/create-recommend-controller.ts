import type { RecommendationsResponse } from './types'

/** A recommendation list: `loading` after inputs change, `idle` once their answer arrived. */
export interface RecommendState<TItem> {
  status: 'loading' | 'idle'
  /** The latest results; kept while the next ones load, emptied on error. */
  recommendations: TItem[]
  /** Why the latest load failed, or `null` (also while new inputs load). */
  error: Error | null
}

/** Options of {@link createRecommendController}. */
export interface RecommendControllerOptions<TParams, TItem> {
  /** Loads the list for one set of inputs, e.g. `getRelatedProducts`. */
  load: (params: TParams) => PromiseLike<RecommendationsResponse<TItem>>
}

/** A framework-free store for one recommendation list. */
export interface RecommendController<TParams, TItem> {
  getState: () => RecommendState<TItem>
  /** Calls `listener` after each state change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void
  /** Loads the list for `params` unless they equal the current ones (same client, same JSON). */
  setInputs: (params: TParams) => void
  /**
   * Whether `params` equal the inputs of the last `setInputs` (same client, same JSON), that is
   * whether the state describes them. A React render uses it before its effect passes them on.
   */
  hasInputs: (params: TParams) => boolean
  /** Drops listeners and any answer in flight, and forgets the inputs (a later `setInputs` reloads). */
  destroy: () => void
}

/**
 * Identity of a set of inputs: their JSON without functions (`transformItems`) and without
 * `recommendClient`, which is compared by reference instead.
 */
export function toInputsKey(params: unknown): string {
  return JSON.stringify(params, (key, value: unknown) =>
    key === 'recommendClient' || typeof value === 'function' ? undefined : value,
  )
}

/**
 * Creates the list controller. It starts `loading` (nothing loaded yet); every input change
 * moves it to `loading`, keeping the last results, and the matching answer moves it to `idle`.
 * Answers to older inputs are dropped (sequence numbers); failures become `error` in the state.
 */
export function createRecommendController<TParams, TItem>({
  load,
}: RecommendControllerOptions<TParams, TItem>): RecommendController<TParams, TItem> {
  const listeners = new Set<() => void>()
  let state: RecommendState<TItem> = { status: 'loading', recommendations: [], error: null }
  let sequence = 0
  let lastKey: string | undefined
  let lastClient: unknown

  const setState = (next: RecommendState<TItem>) => {
    state = next
    listeners.forEach((listener) => listener())
  }

  const clientOf = (params: TParams) => (params as { recommendClient?: unknown }).recommendClient
  const hasInputs = (params: TParams) =>
    clientOf(params) === lastClient && toInputsKey(params) === lastKey

  const setInputs = (params: TParams) => {
    if (hasInputs(params)) return
    lastKey = toInputsKey(params)
    lastClient = clientOf(params)
    const id = ++sequence
    // The last error was about the previous inputs; their list (if any) stays until the answer.
    if (state.status !== 'loading' || state.error) {
      setState({ ...state, status: 'loading', error: null })
    }
    new Promise<RecommendationsResponse<TItem>>((resolve) => resolve(load(params)))
      .then(({ recommendations }) => {
        // A custom `load` (or a `transformItems`) that resolves no array would crash the list's render.
        if (!Array.isArray(recommendations)) {
          throw new TypeError(
            `load resolved recommendations: ${String(recommendations)}, not an array`,
          )
        }
        return recommendations
      })
      .then(
        (recommendations) => {
          if (id === sequence) setState({ status: 'idle', recommendations, error: null })
        },
        (error: unknown) => {
          if (id === sequence)
            setState({
              status: 'idle',
              recommendations: [],
              error: error instanceof Error ? error : new Error(String(error)),
            })
        },
      )
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    setInputs,
    hasInputs,
    destroy() {
      listeners.clear()
      sequence++
      lastKey = undefined
    },
  }
}

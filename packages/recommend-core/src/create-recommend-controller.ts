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
  /**
   * Loads the list for `params` unless they equal the current ones (same JSON, and a client of
   * the same application, key and hosts: see {@link toClientKey}).
   */
  setInputs: (params: TParams) => void
  /**
   * Whether `params` equal the inputs of the last `setInputs` (by the same rule), that is
   * whether the state describes them. A React render uses it before its effect passes them on.
   */
  hasInputs: (params: TParams) => boolean
  /** Drops listeners and any answer in flight, and forgets the inputs (a later `setInputs` reloads). */
  destroy: () => void
}

/**
 * Identity of a set of inputs: their JSON without functions (`transformItems`) and without
 * `recommendClient`, which is compared by {@link toClientKey} instead.
 */
export function toInputsKey(params: unknown): string {
  return JSON.stringify(params, (key, value: unknown) =>
    key === 'recommendClient' || typeof value === 'function' ? undefined : value,
  )
}

/**
 * What an official client exposes of its configuration: its API key travels in the headers or
 * the query parameters (v5 names them `base*`).
 */
interface ClientConfig {
  appId?: unknown
  transporter?: Record<string, unknown> & { hosts?: unknown[] }
}

/**
 * Identity of a client: an official client (it has a string `appId`) by what it sends, its
 * application, API key, hosts, headers and query parameters, so two clients made alike (say
 * `recommendClient(appId, apiKey)` called in each render) are the same; any other object by
 * reference. The requester is not compared: it carries the request, it does not change the answer.
 */
export function toClientKey(client: unknown): unknown {
  const { appId, transporter: t = {} } = Object(client) as ClientConfig
  return typeof appId == 'string'
    ? JSON.stringify([
        appId,
        // v5 clients shuffle their fallback hosts per instance.
        t.hosts?.map((host) => JSON.stringify(host)).sort(),
        t.headers,
        t.baseHeaders,
        t.queryParameters,
        t.baseQueryParameters,
      ])
    : client
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

  const clientOf = (params: TParams) =>
    toClientKey((params as { recommendClient?: unknown }).recommendClient)
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

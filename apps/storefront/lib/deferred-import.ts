/**
 * A promise in the form React's `use` reads without suspending once it has settled: its
 * `status` and `value` (or `reason`) are set as soon as it settles.
 */
export interface TrackedPromise<T> extends Promise<T> {
  status?: 'pending' | 'fulfilled' | 'rejected'
  value?: T
  reason?: unknown
}

/**
 * Wraps a dynamic `import()` so that its code is fetched only when first asked for (`load`),
 * once, and a component reading it with `use(load())` renders synchronously once it has
 * arrived: React would otherwise suspend at least one turn on any promise it has not seen
 * settle, and a part of the page hydrating for a click could not do so at once. A failed
 * import is not kept, so the next `load` tries again.
 */
export function deferredImport<T>(importer: () => Promise<T>): () => Promise<T> {
  let pending: TrackedPromise<T> | undefined
  return function load(): Promise<T> {
    if (pending) return pending
    const promise: TrackedPromise<T> = importer()
    promise.status = 'pending'
    promise.then(
      (value) => {
        promise.status = 'fulfilled'
        promise.value = value
      },
      (reason: unknown) => {
        promise.status = 'rejected'
        promise.reason = reason
        if (pending === promise) pending = undefined
      },
    )
    pending = promise
    return promise
  }
}

/**
 * Memoises an async loader for `ttlMs`; a failed load is not kept, so the next call retries.
 */
export function memoizeWithTtl<T>(load: () => Promise<T>, ttlMs: number, now = Date.now) {
  let entry: { value: Promise<T>; expires: number } | undefined
  return function memoized(): Promise<T> {
    if (entry && entry.expires > now()) return entry.value
    const value = load()
    const current = { value, expires: now() + ttlMs }
    entry = current
    value.catch(() => {
      if (entry === current) entry = undefined
    })
    return value
  }
}

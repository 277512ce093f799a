/** Per-app state shared by route modules, and the hooks to run when the app closes. */
export interface AppScope {
  /** Returns the value stored under `key`, creating it with `create` on first use. */
  get<T>(key: string, create: () => T): T
  /** Registers work to run (in reverse order) when the app closes, such as flushing files. */
  onClose(hook: () => void | Promise<void>): void
  /** Runs every close hook once; later calls resolve immediately. */
  close(): Promise<void>
}

/** Creates an empty scope. */
export function createAppScope(): AppScope {
  const values = new Map<string, unknown>()
  const hooks: Array<() => void | Promise<void>> = []
  let closing: Promise<void> | undefined
  return {
    get<T>(key: string, create: () => T): T {
      if (!values.has(key)) values.set(key, create())
      return values.get(key) as T
    },
    onClose(hook) {
      hooks.push(hook)
    },
    close() {
      closing ??= (async () => {
        const errors: unknown[] = []
        for (const hook of hooks.reverse()) {
          try {
            await hook()
          } catch (error) {
            errors.push(error)
          }
        }
        if (errors.length > 0) throw errors[0]
      })()
      return closing
    },
  }
}

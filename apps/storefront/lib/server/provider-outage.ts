import { AsyncLocalStorage } from 'node:async_hooks'

/** What the rendering of one document request reports about the search provider. */
export interface OutageScope {
  /** Set when the page's main content could not be loaded because the provider failed. */
  providerDown: boolean
}

const STORAGE = Symbol.for('vitrine.providerOutageScope')

// One store for the process: the server hook (instrumentation.ts) and the pages are bundled
// apart, so a module-level instance would be one per bundle and the pages would not see it.
function storage(): AsyncLocalStorage<OutageScope> {
  const holder = globalThis as typeof globalThis & {
    [STORAGE]?: AsyncLocalStorage<OutageScope>
  }
  holder[STORAGE] ??= new AsyncLocalStorage<OutageScope>()
  return holder[STORAGE]
}

/** Runs `handle` (a request's handling, rendering included) with `scope` as its outage scope. */
export function withOutageScope<T>(scope: OutageScope, handle: () => T): T {
  return storage().run(scope, handle)
}

/**
 * Reports that the page being rendered lost its main content to a provider failure (down, too
 * slow, or a faulty answer), so the document is answered 503 with a Retry-After
 * (`outage-status.ts`) instead of 500. Outside a document request (tests, RSC payloads) it does
 * nothing.
 */
export function reportProviderOutage(): void {
  const scope = storage().getStore()
  if (scope) scope.providerDown = true
}

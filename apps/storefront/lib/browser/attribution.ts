const KEY = 'vitrine.attribution.v1'
const MAX_ENTRIES = 50

type Entries = Record<string, string>

function read(): Entries {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '{}')
    return parsed && typeof parsed === 'object' ? (parsed as Entries) : {}
  } catch {
    return {}
  }
}

/**
 * Remembers which recommendation list (queryID) led to a product, so a later add-to-cart and
 * purchase can be attributed to it. Kept per tab, for the session.
 */
export function rememberQueryID(objectID: string, queryID: string): void {
  try {
    const entries = Object.entries({ ...read(), [objectID]: queryID }).slice(-MAX_ENTRIES)
    sessionStorage.setItem(KEY, JSON.stringify(Object.fromEntries(entries)))
  } catch {
    // Storage unavailable: events are sent without attribution.
  }
}

/** The queryID that led to a product in this session, if any. */
export function recallQueryID(objectID: string): string | undefined {
  const value = read()[objectID]
  return typeof value === 'string' ? value : undefined
}

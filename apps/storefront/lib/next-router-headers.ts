import { parseAndValidateFlightRouterState } from 'next/dist/server/app-render/parse-and-validate-flight-router-state'

type Check = (value: string) => boolean

/**
 * Headers Next's own client sends with its router requests, each with the values it sends.
 * Anything else in them comes from another client: Next answers a malformed router state tree
 * with a bare 500 from inside its renderer, so the proxy refuses all of them first.
 */
const ROUTER_HEADERS = new Map<string, Check>([
  // Parsed and checked the way Next's renderer checks it, so nothing it accepts is refused.
  ['next-router-state-tree', isRouterStateTree],
  ['rsc', (value) => value === '1'],
  ['next-router-prefetch', (value) => /^[0-9]$/.test(value)],
  // A segment's request key: `/_tree`, `/_full`, `/children/...`.
  ['next-router-segment-prefetch', isRouterPath],
  // The page a navigation starts from (interception routes).
  ['next-url', isRouterPath],
])

function isRouterStateTree(value: string): boolean {
  try {
    parseAndValidateFlightRouterState(value)
    return true
  } catch {
    return false
  }
}

const MAX_ROUTER_PATH = 2048

/** A path as Next's client writes it: `/`-rooted, printable ASCII, valid escapes. */
function isRouterPath(value: string): boolean {
  if (value.length > MAX_ROUTER_PATH || !/^\/[\x21-\x7e]*$/.test(value)) return false
  try {
    decodeURIComponent(value)
    return true
  } catch {
    return false
  }
}

/**
 * The name of the first Next.js router or internal header of the request that no Next client
 * would send, or `undefined` when there is none. `x-middleware-*` headers are Next's own
 * between its proxy and its server; a request from outside never carries one.
 */
export function invalidRouterHeader(headers: Headers): string | undefined {
  for (const [name, value] of headers) {
    if (name.startsWith('x-middleware-')) return name
    const valid = ROUTER_HEADERS.get(name)
    if (valid && !valid(value)) return name
  }
  return undefined
}

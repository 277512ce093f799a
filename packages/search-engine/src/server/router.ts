import type { HttpMethod, Route } from './types'

interface CompiledRoute {
  route: Route
  segments: Array<{ literal: string } | { param: string }>
}

/** Outcome of routing a request. */
export type RouteMatch =
  | { kind: 'found'; route: Route; params: Record<string, string> }
  | { kind: 'wrong-method'; allowed: HttpMethod[] }
  | { kind: 'not-found' }

function compile(route: Route): CompiledRoute {
  const segments = route.pattern
    .split('/')
    .filter((part) => part !== '')
    .map((part) => (part.startsWith(':') ? { param: part.slice(1) } : { literal: part }))
  return { route, segments }
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** Splits a still-encoded path on `/` before decoding, so `%2F` inside an objectID stays in it. */
export function splitPath(rawPath: string): string[] {
  return rawPath
    .split('/')
    .filter((part, i, all) => part !== '' || (i > 0 && i < all.length - 1))
    .map(decodeSegment)
}

// Literal segments beat parameters at the first position where two patterns differ, so that
// `/1/indexes/:indexName/settings` wins over `/1/indexes/:indexName/:objectID`.
function moreSpecific(a: CompiledRoute, b: CompiledRoute): boolean {
  for (let i = 0; i < a.segments.length; i++) {
    const aLiteral = 'literal' in a.segments[i]!
    const bLiteral = 'literal' in b.segments[i]!
    if (aLiteral !== bLiteral) return aLiteral
  }
  return false
}

/** Creates a router over the given routes. */
export function createRouter(routes: readonly Route[]): {
  match(method: string, rawPath: string): RouteMatch
} {
  const compiled = routes.map(compile)
  return {
    match(method, rawPath) {
      const parts = splitPath(rawPath)
      let best: CompiledRoute | undefined
      const allowed = new Set<HttpMethod>()
      for (const candidate of compiled) {
        if (candidate.segments.length !== parts.length) continue
        // A parameter never captures `*`, which only names the multi-index routes.
        const fits = candidate.segments.every((segment, i) =>
          'literal' in segment ? segment.literal === parts[i] : parts[i] !== '*',
        )
        if (!fits) continue
        if (candidate.route.method !== method) {
          allowed.add(candidate.route.method)
          continue
        }
        if (!best || moreSpecific(candidate, best)) best = candidate
      }
      if (best) {
        const params: Record<string, string> = {}
        best.segments.forEach((segment, i) => {
          if ('param' in segment) params[segment.param] = parts[i]!
        })
        return { kind: 'found', route: best.route, params }
      }
      return allowed.size > 0
        ? { kind: 'wrong-method', allowed: [...allowed] }
        : { kind: 'not-found' }
    },
  }
}

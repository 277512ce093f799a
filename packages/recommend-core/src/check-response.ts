import { check } from './validate'

/**
 * Throws a `RecommendInputError` (`INVALID_RESPONSE`) unless `body` is the provider's answer to
 * `count` requests: `{ results }` with one `{ hits }` per request, every hit with a string
 * `objectID` (trending facets: a string `facetName`). Checked here, a malformed answer (a proxy's
 * error page, a wrong test double) fails clearly instead of with a `TypeError` from the merge, or
 * with hits that have no `objectID` silently merged into one.
 */
export function checkResponse(body: unknown, count: number, facets: boolean): void {
  const results = (body as { results?: unknown } | null | undefined)?.results
  check(
    Array.isArray(results) &&
      results.length === count &&
      results.every(
        (result: { hits?: unknown } | null) =>
          Array.isArray(result?.hits) &&
          result.hits.every(
            (hit: Record<string, unknown> | null) =>
              typeof hit?.[facets ? 'facetName' : 'objectID'] === 'string',
          ),
      ),
    'INVALID_RESPONSE',
    'results',
    results,
  )
}

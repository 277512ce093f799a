import 'server-only'
import { getConfig } from '../config'
import { getSearchClient } from '../search-client'

/** How long a listing page waits for the provider before showing its error page. */
export const AVAILABILITY_TIMEOUT_MS = 1500

/** The search provider did not answer; the listing cannot be rendered. */
export class SearchUnavailableError extends Error {
  override readonly name = 'SearchUnavailableError'
}

/**
 * Checks that the provider answers before a listing is server-rendered. InstantSearch's
 * server rendering waits for results and never settles when the search fails, so without this
 * check a stopped engine would leave the page hanging instead of showing the error page.
 * @throws SearchUnavailableError when the provider fails or is slower than `timeoutMs`.
 */
export async function ensureSearchAvailable(timeoutMs = AVAILABILITY_TIMEOUT_MS): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
  })
  try {
    await Promise.race([
      getSearchClient().searchSingleIndex({
        indexName: getConfig().indexName,
        searchParams: { query: '', hitsPerPage: 0, analytics: false },
      }),
      timeout,
    ])
  } catch (cause) {
    throw new SearchUnavailableError('The search provider is unavailable', { cause })
  } finally {
    clearTimeout(timer)
  }
}

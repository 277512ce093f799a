import 'server-only'
import { getConfig } from '../config'
import { reportProviderOutage } from '../server/provider-outage'
import { getSearchClient } from '../search-client'
import { withinProviderBudget } from './provider-budget'

/**
 * How long a listing page waits for the provider before showing its error page (the provider's
 * time: see {@link withinProviderBudget}).
 */
export const AVAILABILITY_TIMEOUT_MS = 1500

/** The search provider did not answer; the listing cannot be rendered. */
export class SearchUnavailableError extends Error {
  override readonly name = 'SearchUnavailableError'
}

/**
 * Checks that the provider answers before a listing is server-rendered. InstantSearch's
 * server rendering waits for results and never settles when the search fails, so without this
 * check a stopped engine would leave the page hanging instead of showing the error page.
 * @throws SearchUnavailableError when the provider fails or is slower than `timeoutMs` (reported
 *   as a provider outage: the page is answered 503).
 */
export async function ensureSearchAvailable(timeoutMs = AVAILABILITY_TIMEOUT_MS): Promise<void> {
  try {
    await withinProviderBudget(
      getSearchClient().searchSingleIndex({
        indexName: getConfig().indexName,
        searchParams: { query: '', hitsPerPage: 0, analytics: false },
      }),
      timeoutMs,
    )
  } catch (cause) {
    reportProviderOutage()
    throw new SearchUnavailableError('The search provider is unavailable', { cause })
  }
}

import { simulateSearches } from '@vitrine/demo-catalog'
import { createAnalyticsStore } from '../analytics/analytics-store'
import type { Engine, Hit } from '../core/types'
import { buildSuggestions } from '../query-suggestions/build-suggestions'
import { readConfig, type SuggestionsConfig } from '../query-suggestions/config'
import { recordSimulatedSearches } from './record-simulated'

/** Name of the demo's Query Suggestions index. */
export const DEMO_SUGGESTIONS_INDEX = 'products_query_suggestions'

/**
 * The demo's Query Suggestions configuration over the products index `indexName`: searches
 * found at least 5 times, with their top category (the autocomplete shows it).
 */
export function demoSuggestionsConfig(indexName: string): SuggestionsConfig {
  return readConfig({
    indexName: DEMO_SUGGESTIONS_INDEX,
    sourceIndices: [
      {
        indexName,
        facets: [{ attribute: 'hierarchicalCategories.lvl1', amount: 1 }],
        minHits: 5,
        minLetters: 3,
      },
    ],
    languages: ['en'],
    exclude: ['gift card'],
  })
}

/**
 * The records of the demo's suggestions index as a fresh seed builds them (the simulated
 * shoppers' searches run on `indexName`, then the demo configuration), in memory: for an engine
 * without a data directory, such as the one Storybook runs in the browser.
 */
export function buildDemoSuggestions(
  engine: Engine,
  indexName: string,
  records: readonly Hit[],
  now = Date.now(),
): Hit[] {
  const simulated = simulateSearches({ records, now })
  const { searches } = recordSimulatedSearches(engine, indexName, simulated)
  const store = createAnalyticsStore()
  for (const search of searches) store.add(search)
  return buildSuggestions(engine, store, demoSuggestionsConfig(indexName), now).records
}

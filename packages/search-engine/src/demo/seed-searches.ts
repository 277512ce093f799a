import { simulateSearches } from '@vitrine/demo-catalog'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { createAnalyticsStore } from '../analytics/analytics-store'
import { openSearchLog } from '../analytics/search-log'
import type { Engine, Hit } from '../core/types'
import { openEventLog } from '../insights/event-log'
import { seedEvents } from '../insights/seed-events'
import { openSuggestions } from '../query-suggestions/suggestions-service'
import { DEMO_SUGGESTIONS_INDEX, demoSuggestionsConfig } from './demo-suggestions'
import { recordSimulatedSearches } from './record-simulated'

async function isEmpty(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0
  } catch {
    return true
  }
}

/**
 * Records the demo shoppers' simulated searches (and the clicks that followed) when no search
 * was recorded yet, then configures the demo's Query Suggestions index and builds it, so that
 * the autocomplete suggests popular searches from the first start. Returns the searches written.
 */
export async function seedSearches(options: {
  engine: Engine
  dataDir: string
  indexName: string
  records: readonly Hit[]
}): Promise<number> {
  const { engine, dataDir, indexName } = options
  const analyticsDir = join(dataDir, 'analytics')
  let written = 0
  if (await isEmpty(analyticsDir)) {
    const simulated = simulateSearches({ records: options.records })
    const { searches, events } = recordSimulatedSearches(engine, indexName, simulated)
    const log = await openSearchLog({ dir: analyticsDir })
    for (const record of searches) log.append(record)
    await log.close()
    const events_ = await openEventLog({ dir: join(dataDir, 'events') })
    try {
      await seedEvents(events_, events)
    } finally {
      await events_.close()
    }
    written = searches.length
  }
  // Build from everything recorded (simulated or real), as the server will.
  const store = createAnalyticsStore()
  const log = await openSearchLog({ dir: analyticsDir })
  await log.replay((record) => store.add(record))
  await log.close()
  const service = await openSuggestions({
    engine,
    dataDir,
    analytics: async () => store,
    refreshMs: 0,
  })
  try {
    if (!service.get(DEMO_SUGGESTIONS_INDEX)) {
      await service.save(demoSuggestionsConfig(indexName))
    }
    await service.build(DEMO_SUGGESTIONS_INDEX)
  } finally {
    await service.close()
  }
  return written
}

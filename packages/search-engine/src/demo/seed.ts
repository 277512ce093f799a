import { generateCatalog, simulateShoppers } from '@vitrine/demo-catalog'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { Engine, Rule, SynonymHit } from '../core/types'
import { openEventLog } from '../insights/event-log'
import type { InsightsEvent } from '../insights/types'
import { seedEvents } from '../insights/seed-events'
import { demoHistoryState, markDemoHistory } from './demo-history'
import { seedSearches } from './seed-searches'
import { checkImportSettings } from '../import/check-settings'

/** Options of {@link seedDemo}. */
export interface SeedDemoOptions {
  /** Engine to load the catalogue into (a store's engine, to persist it). */
  engine: Engine
  /** Data directory; the shoppers' simulated events go to its `events/` sub-directory. */
  dataDir: string
  /** Number of products. @default 5000 */
  count?: number
  /** Seed of the generator: the same seed gives the same catalogue. @default 42 */
  seed?: number
  /**
   * Also simulate shoppers' events (recommendations, trending) and searches (analytics, query
   * suggestions). @default true
   */
  events?: boolean
  /** Simulate searches and build the demo's query suggestions (needs `events`). @default true */
  searches?: boolean
}

/** What {@link seedDemo} created. */
export interface SeedDemoResult {
  indexName: string
  records: number
  replicas: string[]
  events: number
  /** Simulated searches recorded for analytics and query suggestions. */
  searches: number
}

/**
 * Loads the deterministic demo catalogue (primary index, settings, sort replicas, synonyms and
 * rules) into the engine, replacing any previous demo index, and records a simulated shopping
 * history when none is recorded. A history simulated on another demo catalogue (another seed,
 * an older generator, as the data directory's `demo-history.json` names it) or by an older
 * simulation is replaced, with the searches recorded beside it; a history simulated on the same
 * catalogue, or not simulated here, is kept (see `demoHistoryState`).
 * @example
 * const store = await openStore({ dataDir, engine: createEngine() })
 * await seedDemo({ engine: store.engine, dataDir })
 * await store.close()
 */
export async function seedDemo(options: SeedDemoOptions): Promise<SeedDemoResult> {
  const { engine, dataDir } = options
  const catalog = generateCatalog({ count: options.count ?? 5000, seed: options.seed ?? 42 })
  const { indexName, records } = catalog
  // Stored as the importer and the HTTP routes store them: checked first (check-settings.ts).
  const checked = checkImportSettings(
    {
      settings: catalog.settings,
      replicas: catalog.replicas,
      synonyms: catalog.synonyms as SynonymHit[],
      rules: catalog.rules as Rule[],
    },
    'demo catalogue',
  )
  const { settings, replicas } = checked
  const synonyms = checked.synonyms!
  const rules = checked.rules!
  // Deleting the primary first turns its replicas into standalone indices, which can be deleted.
  if (engine.hasIndex(indexName)) engine.deleteIndex(indexName)
  for (const replica of replicas)
    if (engine.hasIndex(replica.name)) engine.deleteIndex(replica.name)
  engine.setSettings(indexName, settings)
  engine.saveObjects(indexName, records)
  for (const replica of replicas) engine.setSettings(replica.name, replica.settings)
  // The shop's synonyms and rules apply to the sort replicas too.
  const replace = { replaceExisting: true, forwardToReplicas: true }
  engine.saveSynonyms(indexName, synonyms, replace)
  engine.saveRules(indexName, rules, replace)

  let events = 0
  const eventsDir = join(dataDir, 'events')
  let history: readonly InsightsEvent[] | undefined
  // The one place the demo's shopping history is produced (@vitrine/demo-catalog owns the model).
  const simulate = () => (history ??= simulateShoppers({ records, indexName }))
  const state =
    options.events === false ? 'skip' : await demoHistoryState(dataDir, records, simulate)
  if (state === 'other') {
    // The recorded history was simulated on another catalogue (another seed, an older
    // generator) or by an older simulation: its objectIDs may name other products now, so its
    // orders pair products nobody
    // bought together (a tee with a cafetière and a football). It goes, with the searches
    // simulated beside it and whatever the shop recorded since about the products now replaced.
    await rm(eventsDir, { recursive: true, force: true })
    await rm(join(dataDir, 'analytics'), { recursive: true, force: true })
  }
  // A history already recorded (real, or simulated for this catalogue) is kept, not doubled.
  if (state === 'none' || state === 'other') {
    const log = await openEventLog({ dir: eventsDir })
    try {
      events = await seedEvents(log, simulate())
    } finally {
      await log.close()
    }
    await markDemoHistory(dataDir, records, simulate())
  }
  const searches =
    options.events === false || options.searches === false
      ? 0
      : await seedSearches({ engine, dataDir, indexName, records })
  return {
    indexName,
    records: records.length,
    replicas: replicas.map((r) => r.name),
    events,
    searches,
  }
}

import { generateCatalog, simulateShoppers } from '@vitrine/demo-catalog'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Engine, Rule, SynonymHit } from '../core/types'
import { openEventLog } from '../insights/event-log'
import { seedEvents } from '../insights/seed-events'
import { seedSearches } from './seed-searches'

async function hasFiles(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length > 0
  } catch {
    return false
  }
}

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
 * rules) into the
 * engine, replacing any previous demo index, and records a simulated shopping history.
 * @example
 * const store = await openStore({ dataDir, engine: createEngine() })
 * await seedDemo({ engine: store.engine, dataDir })
 * await store.close()
 */
export async function seedDemo(options: SeedDemoOptions): Promise<SeedDemoResult> {
  const { engine, dataDir } = options
  const catalog = generateCatalog({ count: options.count ?? 5000, seed: options.seed ?? 42 })
  const { indexName, records, settings, replicas, synonyms, rules } = catalog
  // Deleting the primary first turns its replicas into standalone indices, which can be deleted.
  if (engine.hasIndex(indexName)) engine.deleteIndex(indexName)
  for (const replica of replicas)
    if (engine.hasIndex(replica.name)) engine.deleteIndex(replica.name)
  engine.setSettings(indexName, settings)
  engine.saveObjects(indexName, records)
  for (const replica of replicas) engine.setSettings(replica.name, replica.settings)
  // The shop's synonyms and rules apply to the sort replicas too.
  const replace = { replaceExisting: true, forwardToReplicas: true }
  engine.saveSynonyms(indexName, synonyms as SynonymHit[], replace)
  engine.saveRules(indexName, rules as Rule[], replace)

  let events = 0
  const eventsDir = join(dataDir, 'events')
  // A history already recorded (real or simulated) is kept rather than doubled.
  if (options.events !== false && !(await hasFiles(eventsDir))) {
    // The one place the demo's shopping history is produced (@vitrine/demo-catalog owns the model).
    const history = simulateShoppers({ records, indexName })
    const log = await openEventLog({ dir: eventsDir })
    try {
      events = await seedEvents(log, history)
    } finally {
      await log.close()
    }
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

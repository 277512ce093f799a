import { generateCatalog, simulateShoppers } from '@vitrine/demo-catalog'
import { createHash } from 'node:crypto'
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Engine, Hit, Rule, SynonymHit } from '../core/types'
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

/** File of the data directory naming the catalogue the recorded demo history was simulated on. */
export const DEMO_HISTORY_FILE = 'demo-history.json'

/** Products whose identity marks a catalogue (see {@link catalogueMark}). */
const MARKED_PRODUCTS = 1000

/**
 * What the simulated history depends on: the ids, names, types and categories of the first
 * `count` products. A catalogue of another seed or generator differs there; one of another count
 * from the same generator does not (a smaller count gives a prefix of a larger one), and its
 * history stays valid for the products they share.
 */
function catalogueMark(records: readonly Hit[], count: number): string {
  const hash = createHash('sha256')
  for (const r of records.slice(0, count)) {
    const categories = r.hierarchicalCategories as Record<string, unknown> | undefined
    hash.update(`${r.objectID}\u0000${String(r.name)}\u0000${String(r.productType)}`)
    hash.update(`\u0000${String(categories?.lvl2)}\n`)
  }
  return hash.digest('hex')
}

interface HistoryMark {
  /** {@link catalogueMark} of the first `products` products. */
  catalogue: string
  products: number
}

async function recordedMark(dataDir: string): Promise<HistoryMark | undefined> {
  try {
    const mark = JSON.parse(await readFile(join(dataDir, DEMO_HISTORY_FILE), 'utf8'))
    const { catalogue, products } = mark as Partial<HistoryMark>
    return typeof catalogue === 'string' && typeof products === 'number'
      ? { catalogue, products }
      : undefined
  } catch {
    return undefined
  }
}

/** Whether a history simulated on the catalogue `mark` names is about `records` too. */
function isAbout(mark: HistoryMark, records: readonly Hit[]): boolean {
  return records.length >= mark.products && catalogueMark(records, mark.products) === mark.catalogue
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
 * rules) into the engine, replacing any previous demo index, and records a simulated shopping
 * history when none is recorded. A history simulated on another demo catalogue (another seed,
 * an older generator; named in {@link DEMO_HISTORY_FILE}) is replaced with the searches recorded
 * beside it; a history of the same catalogue, or one not simulated here, is kept.
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
  const recorded = await recordedMark(dataDir)
  if (options.events !== false && recorded !== undefined && !isAbout(recorded, records)) {
    // The recorded history was simulated on another catalogue (another seed, an older
    // generator): its objectIDs now name other products, so every order would pair products
    // nobody bought together (a tee with a cafetière and a football). It goes, with the searches
    // simulated beside it and whatever the shop recorded since about the products now replaced.
    await rm(eventsDir, { recursive: true, force: true })
    await rm(join(dataDir, 'analytics'), { recursive: true, force: true })
  }
  // A history already recorded (real or simulated for this catalogue) is kept rather than doubled.
  if (options.events !== false && !(await hasFiles(eventsDir))) {
    // The one place the demo's shopping history is produced (@vitrine/demo-catalog owns the model).
    const history = simulateShoppers({ records, indexName })
    const log = await openEventLog({ dir: eventsDir })
    try {
      events = await seedEvents(log, history)
    } finally {
      await log.close()
    }
    const products = Math.min(MARKED_PRODUCTS, records.length)
    const mark: HistoryMark = { catalogue: catalogueMark(records, products), products }
    await writeFile(join(dataDir, DEMO_HISTORY_FILE), `${JSON.stringify(mark)}\n`)
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

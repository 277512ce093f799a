import { finish, runSliced, type Slicer } from '../core/steps'
import { createTimeSlicer } from '../core/time-slicer'
import type { Engine, IndexSettings, IndexSummary, Personalizer } from '../core/types'
import type { EventLog } from '../insights/event-log'
import type { EventCounts, InsightsEvent } from '../insights/types'
import { createPersonalizer } from '../personalization/personalizer'
import { buildCatalogIndexInSlices } from './catalog-index'
import { createIdTable } from './id-table'
import {
  createIndexModel,
  modelFacets,
  modelFromCatalog,
  type IndexModel,
  type IndexModelOptions,
} from './index-model'
import { createIngestQueue } from './ingest-queue'
import { recommendationSteps } from './recommend-service'
import { DEFAULT_RECORD_SCHEMA, recordSchema, type RecordSchema } from './record-schema'
import type { RecommendResponse } from './types'
import { retuneCoPurchase, runningRetuning } from './tune-co-purchase'
import { validateRecommendBody } from './validate-request'

/** Options of {@link createRecommender}. */
export interface RecommenderOptions {
  engine: Engine
  /** Event log to rebuild from; without one the models only learn from `ingest`. */
  log?: EventLog
  /** Facets, session / basket / trend windows of the models. */
  model?: Omit<IndexModelOptions, 'resolveRecord'>
  /** Clock. @default Date.now */
  now?: () => number
  /** Least time between two checks of an index for catalogue changes. @default 2000 ms */
  staleCheckMs?: number
}

/** What a full rebuild did. */
export interface RebuildReport {
  indices: number
  records: number
  events: number
  ms: number
}

/** Size of one index's model. */
export interface ModelStats {
  index: string
  records: number
  interactions: number
  relatedPairs: number
  boughtPairs: number
  users: number
}

/** The live recommendation models of an engine, kept up to date with its events. */
export interface Recommender {
  /** Validates and answers a POST /1/indexes/*\/recommendations body. */
  recommend(body: unknown): RecommendResponse
  /** {@link Recommender.recommend} in time slices (a fallback search may cost seconds). */
  recommendSliced(body: unknown, slicer: Slicer): Promise<RecommendResponse>
  /** The model of an index (its primary's), built on first use. */
  modelFor(index: string): IndexModel
  /** The model of an index if one exists, without building it. */
  peekModel(index: string): IndexModel | undefined
  /**
   * Queues newly stored events (the event log's commits are wired to this); they are applied in
   * order, in time slices.
   */
  ingest(events: readonly InsightsEvent[]): void
  /** Resolves once every event ingested before the call is in the models. */
  caughtUp(): Promise<void>
  /** Resolves once at most `events` ingested events are still to apply to the models. */
  backlogAtMost(events: number): Promise<void>
  /** Rebuilds every model from the catalogue and the whole event log, in the background. */
  rebuild(): Promise<RebuildReport>
  /** Resolves when no catalogue re-index, rebuild or bought-together tuning is running. */
  idle(): Promise<void>
  /** The engine's personalization hook backed by these models. */
  readonly personalizer: Personalizer
  stats(): ModelStats[]
}

interface Entry {
  model: IndexModel
  stamp: string
}

const stampOf = (s: IndexSummary | undefined) => (s ? `${s.entries}|${s.updatedAt}` : '')

/**
 * Creates the recommendation runtime over an engine. Events are applied incrementally as
 * they are committed; when an index's records change (seen through `listIndices`' entries
 * and updatedAt, checked at most every `staleCheckMs` on use) its catalogue is re-indexed in
 * the background, in slices, while the previous one keeps answering.
 * @example
 * const recommender = createRecommender({ engine, log })
 * await recommender.rebuild()
 * recommender.recommend({ requests: [{ indexName: 'products', model: 'trending-items', threshold: 0 }] })
 */
export function createRecommender(options: RecommenderOptions): Recommender {
  const { engine, log } = options
  const now = options.now ?? Date.now
  const staleCheckMs = options.staleCheckMs ?? 2000
  const facets = modelFacets(options.model)
  let models = new Map<string, Entry>()
  let summaries = new Map<string, IndexSummary>()
  let summariesAt = Number.NEGATIVE_INFINITY
  let buffer: InsightsEvent[] | undefined
  const queue = createIngestQueue<InsightsEvent>((event) => applyInto(models, [event]))
  let rebuilding: Promise<RebuildReport> | undefined
  const reindexing = new Map<string, Promise<void>>()

  function summary(index: string): IndexSummary | undefined {
    if (now() - summariesAt >= staleCheckMs) {
      summaries = new Map(engine.listIndices().map((s) => [s.name, s]))
      summariesAt = now()
    }
    return summaries.get(index)
  }

  const primaryOf = (index: string) => summary(index)?.primary ?? index
  // Read at each catalogue build: a settings change moves the index's updatedAt, which
  // re-indexes the catalogue.
  const schemaOf = (index: string): RecordSchema =>
    engine.hasIndex(index) ? recordSchema(engine.getSettings(index)) : DEFAULT_RECORD_SCHEMA
  const modelOptions = (index: string): IndexModelOptions => ({
    catalogItemsOnly: true,
    ...options.model,
    recordSchema: schemaOf(index),
    resolveRecord: (id) => (engine.hasIndex(index) ? engine.getObject(index, id) : undefined),
  })

  function createEntry(index: string): Entry {
    const records = engine.hasIndex(index) ? engine.allObjects(index) : []
    return {
      model: createIndexModel(index, records, modelOptions(index)),
      stamp: stampOf(summary(index)),
    }
  }

  function entryIn(map: Map<string, Entry>, index: string): Entry {
    let entry = map.get(index)
    if (!entry) map.set(index, (entry = createEntry(index)))
    return entry
  }

  function reindex(index: string, entry: Entry): void {
    if (reindexing.has(index) || !engine.hasIndex(index)) return
    const stamp = stampOf(summary(index))
    const { items, strings } = entry.model.catalog
    const records = engine.allObjects(index)
    const job = buildCatalogIndexInSlices(records, items, strings, facets, schemaOf(index))
      .then((catalog) => {
        entry.model.replaceCatalog(catalog)
        entry.stamp = stamp
      })
      .finally(() => reindexing.delete(index))
    reindexing.set(index, job)
  }

  function modelFor(index: string): IndexModel {
    const primary = primaryOf(index)
    const entry = entryIn(models, primary)
    if (entry.stamp !== stampOf(summary(primary))) reindex(primary, entry)
    return entry.model
  }

  // Events may name any index (the Insights API does not check), but only an index that exists
  // gets a model: a model per invented name would let anyone holding the search key fill the
  // memory. Events of an index created later stay in the log and count from the next rebuild.
  function modelOfEventIndex(map: Map<string, Entry>, index: string): IndexModel | undefined {
    const primary = primaryOf(index)
    return engine.hasIndex(primary) ? entryIn(map, primary).model : undefined
  }

  function applyInto(map: Map<string, Entry>, events: readonly InsightsEvent[]) {
    for (const event of events) modelOfEventIndex(map, event.index)?.apply(event)
  }

  function applyCountsInto(map: Map<string, Entry>, counts: EventCounts) {
    for (const [index, byItem] of Object.entries(counts)) {
      modelOfEventIndex(map, index)?.applyCounts(byItem)
    }
  }

  async function fullRebuild(): Promise<RebuildReport> {
    const started = performance.now()
    const fresh = new Map<string, Entry>()
    let records = 0
    for (const s of engine.listIndices()) {
      if (s.primary !== undefined) continue
      const stamp = stampOf(s)
      const catalog = await buildCatalogIndexInSlices(
        engine.allObjects(s.name),
        createIdTable(),
        createIdTable(),
        facets,
        schemaOf(s.name),
      )
      records += catalog.count
      fresh.set(s.name, { model: modelFromCatalog(s.name, catalog, modelOptions(s.name)), stamp })
    }
    let events = 0
    if (log) {
      const buffered: InsightsEvent[] = []
      await log.scan(
        {
          event: (e) => (events++, applyInto(fresh, [e])),
          counts: (c) => applyCountsInto(fresh, c),
        },
        () => (buffer = buffered),
      )
    }
    // Bought-together's tuning is done here in slices, not by the first request that needs it.
    for (const { model } of fresh.values()) await retuneCoPurchase(model.interactions)
    // Events committed since the scan began, the last ones in the same turn as the swap: the new
    // models then hold every event, including those still queued for the old ones.
    const slicer = createTimeSlicer()
    const buffered = buffer
    for (let i = 0; buffered && i < buffered.length; i++) {
      applyInto(fresh, [buffered[i]!])
      if (slicer.due()) await slicer.pause()
    }
    buffer = undefined
    models = fresh
    if (buffered) queue.skipPending()
    return { indices: fresh.size, records, events, ms: Math.round(performance.now() - started) }
  }

  const settingsCache = new Map<string, { stamp: string; settings: IndexSettings }>()
  function settingsOf(index: string): IndexSettings {
    const stamp = stampOf(summary(index))
    let cached = settingsCache.get(index)
    if (!cached || cached.stamp !== stamp) {
      settingsCache.set(index, (cached = { stamp, settings: engine.getSettings(index) }))
    }
    return cached.settings
  }

  const recommendSteps = (body: unknown) =>
    recommendationSteps({ engine, modelFor, now, settingsOf }, validateRecommendBody(body))

  const recommender: Recommender = {
    recommend: (body) => finish(recommendSteps(body)),
    recommendSliced: (body, slicer) => runSliced(recommendSteps(body), slicer),
    modelFor,
    peekModel: (index) => models.get(primaryOf(index))?.model,
    ingest(events) {
      queue.push(events)
      buffer?.push(...events)
    },
    caughtUp: () => queue.caughtUp(),
    backlogAtMost: (events) => queue.backlogAtMost(events),
    rebuild() {
      rebuilding ??= fullRebuild().finally(() => (rebuilding = undefined))
      return rebuilding
    },
    async idle() {
      const retunings = () =>
        [...models.values()].flatMap(({ model }) => runningRetuning(model.interactions) ?? [])
      while (rebuilding || reindexing.size > 0 || retunings().length > 0 || !queue.isIdle()) {
        await Promise.allSettled([rebuilding, ...reindexing.values(), ...retunings(), queue.idle()])
      }
    },
    personalizer: createPersonalizer((index) => models.get(primaryOf(index))?.model, now),
    stats: () =>
      [...models.values()].map(({ model }) => ({
        index: model.index,
        records: model.catalog.count,
        interactions: model.interactions.events,
        relatedPairs: model.interactions.coView.pairs,
        boughtPairs: model.interactions.coBuy.pairs,
        users: model.profiles.size,
      })),
  }
  return recommender
}

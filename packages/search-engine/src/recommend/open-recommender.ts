import { join } from 'node:path'
import type { Engine } from '../core/types'
import { openEventLog, type EventLog, type EventLogOptions } from '../insights/event-log'
import { createRecommender, type Recommender, type RecommenderOptions } from './recommender'

/** Options of {@link openRecommender}. */
export interface OpenRecommenderOptions {
  engine: Engine
  /** Data directory; events live in its `events/` sub-directory. */
  dataDir: string
  /** Event log tuning (segment size, retention). */
  log?: Omit<EventLogOptions, 'dir'>
  /** Model tuning. */
  recommender?: Omit<RecommenderOptions, 'engine' | 'log'>
  /** Interval of the background compaction of the log. @default 6 hours */
  compactEveryMs?: number
  /** Install the personalization hook on the engine. @default true */
  personalize?: boolean
}

/** A recommender wired to its durable event log. */
export interface RecommenderRuntime {
  recommender: Recommender
  log: EventLog
  /** Resolves once the models were rebuilt from the whole log. */
  ready: Promise<void>
  /** Stops listening, waits for the rebuild, uninstalls the personalizer, closes the log. */
  close(): Promise<void>
}

/**
 * Opens `<dataDir>/events`, creates the recommender, feeds it every commit, starts the full
 * rebuild in the background, installs the personalization hook and schedules compaction.
 * @example
 * const runtime = await openRecommender({ engine, dataDir })
 * await runtime.log.append(events) // durable, and visible to the models
 */
export async function openRecommender(
  options: OpenRecommenderOptions,
): Promise<RecommenderRuntime> {
  const { engine } = options
  const log = await openEventLog({ ...options.log, dir: join(options.dataDir, 'events') })
  const recommender = createRecommender({ ...options.recommender, engine, log })
  const unsubscribe = log.onCommit((events) => recommender.ingest(events))
  const ready = recommender.rebuild().then(() => undefined)
  ready.catch(() => undefined)
  const personalize = options.personalize !== false
  if (personalize) engine.setPersonalizer(recommender.personalizer)
  const timer = setInterval(
    () => void log.compact().catch(() => undefined),
    options.compactEveryMs ?? 6 * 3_600_000,
  )
  timer.unref()
  return {
    recommender,
    log,
    ready,
    async close() {
      clearInterval(timer)
      unsubscribe()
      await recommender.idle()
      if (personalize) engine.setPersonalizer(undefined)
      await log.close()
    },
  }
}

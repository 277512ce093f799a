import { mkdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { AnalyticsStore } from '../analytics/analytics-store'
import type { Engine } from '../core/types'
import { createSerialQueue } from '../insights/serial-queue'
import { writeFileAtomic } from '../storage/atomic-write'
import { runSliced } from '../core/steps'
import { createTimeSlicer } from '../core/time-slicer'
import { buildSuggestionsSteps, SUGGESTIONS_SETTINGS, type BuildLog } from './build-suggestions'
import type { SuggestionsConfig } from './config'
import { targetConflict } from './target-index'

/** Build status of a configuration (Algolia's `getConfigStatus`). */
export interface SuggestionsStatus {
  indexName: string
  isRunning: boolean
  lastBuiltAt?: string
  lastSuccessfulBuiltAt?: string
  lastSuccessfulBuildDuration?: string
}

interface Entry {
  config: SuggestionsConfig
  status: SuggestionsStatus
  logs: BuildLog[]
}

/** Options of {@link openSuggestions}. */
export interface OpenSuggestionsOptions {
  engine: Engine
  /** The analytics aggregates (resolved once they were read back). */
  analytics: () => Promise<AnalyticsStore>
  dataDir: string
  /** Interval of the automatic refresh of every index. @default 1 hour; 0 turns it off */
  refreshMs?: number
  now?: () => number
}

/** The Query Suggestions configurations of a data directory and their builds. */
export interface SuggestionsService {
  list(): SuggestionsConfig[]
  get(indexName: string): SuggestionsConfig | undefined
  /** Saves a configuration and schedules a build of its index. */
  save(config: SuggestionsConfig): Promise<void>
  remove(indexName: string): Promise<boolean>
  status(indexName: string): SuggestionsStatus | undefined
  logs(indexName: string): BuildLog[] | undefined
  /** Builds an index now (after any build in progress); resolves when it is written. */
  build(indexName: string): Promise<void>
  close(): Promise<void>
}

const FILE = 'query-suggestions.json'

/**
 * Runs one build in time slices (requests are served between them) and writes the suggestions
 * index (records replaced as a whole).
 */
export async function writeSuggestionsIndex(
  engine: Engine,
  store: AnalyticsStore,
  config: SuggestionsConfig,
  now = Date.now(),
): Promise<BuildLog[]> {
  const steps = buildSuggestionsSteps(engine, store, config, now)
  const { records, logs } = await runSliced(steps, createTimeSlicer())
  engine.importIndex(config.indexName, { settings: SUGGESTIONS_SETTINGS, records })
  return logs
}

/**
 * Opens the configurations saved in `<dataDir>/query-suggestions.json`. Each index is rebuilt
 * when its configuration is saved, at start-up when the index is missing, and every
 * `refreshMs`. Builds run one at a time; a build failure is logged and keeps the last index.
 */
export async function openSuggestions(
  options: OpenSuggestionsOptions,
): Promise<SuggestionsService> {
  const { engine, dataDir } = options
  const now = options.now ?? Date.now
  const path = join(dataDir, FILE)
  const entries = new Map<string, Entry>()
  const builds = createSerialQueue()
  const saves = createSerialQueue()
  let closed = false

  try {
    const saved = JSON.parse(await readFile(path, 'utf8')) as { configs?: Entry[] }
    for (const entry of saved.configs ?? []) {
      entries.set(entry.config.indexName, {
        ...entry,
        status: { ...entry.status, isRunning: false },
      })
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }

  function persist(): Promise<void> {
    return saves.run(async () => {
      await mkdir(dataDir, { recursive: true })
      const body = JSON.stringify({ configs: [...entries.values()] }, null, 2)
      await writeFileAtomic(path, (out) => out.write(`${body}\n`))
    })
  }

  function build(indexName: string): Promise<void> {
    return builds.run(async () => {
      const entry = entries.get(indexName)
      if (!entry || closed) return
      entry.status.isRunning = true
      const started = now()
      try {
        // A configuration saved before targets were checked may still name a source index.
        const conflict = targetConflict(engine, entry.config, true)
        if (conflict) throw new Error(conflict)
        const store = await options.analytics()
        entry.logs = await writeSuggestionsIndex(engine, store, entry.config, started)
        entry.status.lastSuccessfulBuiltAt = new Date(now()).toISOString()
        entry.status.lastSuccessfulBuildDuration = String(Math.round((now() - started) / 1000))
      } catch (error) {
        entry.logs = [
          {
            timestamp: new Date(now()).toISOString(),
            level: 'ERROR',
            message: (error as Error).message,
            contextLevel: 0,
          },
        ]
      } finally {
        entry.status.isRunning = false
        entry.status.lastBuiltAt = new Date(now()).toISOString()
      }
      await persist()
    })
  }

  for (const name of entries.keys())
    if (!engine.hasIndex(name)) void build(name).catch(() => undefined)
  const refreshMs = options.refreshMs ?? 3_600_000
  const timer =
    refreshMs > 0
      ? setInterval(() => {
          for (const name of entries.keys()) void build(name).catch(() => undefined)
        }, refreshMs)
      : undefined
  timer?.unref()

  return {
    list: () => [...entries.values()].map((e) => e.config),
    get: (name) => entries.get(name)?.config,
    async save(config) {
      const previous = entries.get(config.indexName)
      entries.set(config.indexName, {
        config,
        status: previous?.status ?? { indexName: config.indexName, isRunning: false },
        logs: previous?.logs ?? [],
      })
      await persist()
      void build(config.indexName).catch(() => undefined)
    },
    async remove(name) {
      if (!entries.delete(name)) return false
      await persist()
      return true
    },
    status: (name) => entries.get(name)?.status,
    logs: (name) => entries.get(name)?.logs,
    build,
    async close() {
      if (timer) clearInterval(timer)
      closed = true
      await builds.run(async () => undefined)
      await saves.run(async () => undefined)
    },
  }
}

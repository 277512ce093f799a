import { join } from 'node:path'
import type { CliIO, Command } from '../cli/cli-io'
import { readFlags, stringFlag } from '../cli/parse-flags'
import { resolveConfig, type ServerConfig } from '../config'
import { createEngine } from '../core/engine'
import type { CompactionReport } from '../insights/compact-segments'
import { openEventLog } from '../insights/event-log'
import { readLock } from '../storage/data-dir-lock'
import { openStore } from '../storage/file-store'
import { createRecommender, type ModelStats, type RebuildReport } from './recommender'
import { withDataDirKeys } from '../storage/data-dir-keys'

const HELP = `Usage: vitrine-search train [options]

Rebuilds the recommendation models (related products, bought together, looking similar,
trending items and facets, recommended for you, personalization affinities) from the catalogue
and the whole event log, and compacts the log (merges segments, folds events older than the
retention window into per-item counts). When a server owns the data directory, asks it to do
so (its models are the live ones); otherwise works on the files directly.

Options:
  --data DIR     data directory                [env VITRINE_DATA_DIR, default <repo>/.data]
  -h, --help     show this help`

/** What a training run reports. */
export interface TrainReport {
  rebuild: RebuildReport
  compaction: CompactionReport
  models: ModelStats[]
}

async function trainRunningServer(config: ServerConfig, url: string): Promise<TrainReport> {
  const response = await fetch(`${url}/vitrine/recommend/train`, {
    method: 'POST',
    headers: {
      'x-algolia-application-id': config.appId,
      // The server's own key: VITRINE_ADMIN_KEY when set, else the data directory's generated one.
      'x-algolia-api-key': withDataDirKeys(config).adminKey,
    },
  })
  const body = (await response.json()) as TrainReport & { message?: string }
  if (!response.ok)
    throw new Error(`the server at ${url} answered ${response.status}: ${body.message}`)
  return body
}

/** Rebuilds the models and compacts the log of a data directory no server is using. */
export async function trainDataDir(dataDir: string): Promise<TrainReport> {
  const store = await openStore({ dataDir, engine: createEngine(), autoSave: false })
  try {
    const log = await openEventLog({ dir: join(dataDir, 'events') })
    try {
      const compaction = await log.compact()
      const recommender = createRecommender({ engine: store.engine, log })
      const rebuild = await recommender.rebuild()
      return { rebuild, compaction, models: recommender.stats() }
    } finally {
      await log.close()
    }
  } finally {
    store.discard()
  }
}

function print(io: CliIO, report: TrainReport, where: string): void {
  const { rebuild, compaction } = report
  io.out(
    `trained ${rebuild.indices} index model(s) from ${rebuild.records} records and ` +
      `${rebuild.events} events in ${rebuild.ms} ms (${where})`,
  )
  io.out(
    `event log: ${compaction.merged} segment(s) merged, ${compaction.dropped} event(s) past ` +
      `retention folded into counts, ${compaction.kept} kept`,
  )
  for (const m of report.models) {
    io.out(
      `  ${m.index}: ${m.records} records, ${m.interactions} interactions, ` +
        `${m.relatedPairs} co-view pairs, ${m.boughtPairs} co-purchase pairs, ${m.users} users`,
    )
  }
}

/** `vitrine-search train`. */
export const trainCommand: Command = {
  name: 'train',
  summary: 'rebuild the recommendation models and compact the event log',
  help: HELP,
  async run(argv, io) {
    const parsed = readFlags(argv, io, HELP, { data: { type: 'string' } })
    if (typeof parsed === 'number') return parsed
    const config = resolveConfig(
      { dataDir: stringFlag(parsed.values.data) },
      { env: io.env, cwd: io.cwd },
    )
    const owner = readLock(config.dataDir)
    if (owner?.url) {
      print(io, await trainRunningServer(config, owner.url), `server at ${owner.url}`)
    } else {
      print(io, await trainDataDir(config.dataDir), config.dataDir)
    }
    return 0
  },
}

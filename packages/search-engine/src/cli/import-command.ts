import { resolve } from 'node:path'
import { resolveConfig, type ServerConfig } from '../config'
import { createEngine } from '../core/engine'
import { algoliaFromEnv, createAlgoliaClient } from '../import/algolia-client'
import { createAlgoliaTarget } from '../import/algolia-target'
import { importCatalog, type ImportReport } from '../import/import-catalog'
import type { ImportTarget } from '../import/import-target'
import { createLocalTarget } from '../import/local-target'
import { mergeImportSettings, readSettingsFile, type ImportSettings } from '../import/settings-file'
import { withDataDirKeys } from '../storage/data-dir-keys'
import { readLock } from '../storage/data-dir-lock'
import { openStore } from '../storage/file-store'
import { USAGE_ERROR, type CliIO, type Command } from './cli-io'
import { intFlag, readFlags, stringFlag } from './parse-flags'

const HELP = `Usage: vitrine-search import <file.json|file.ndjson> --index NAME [options]

Loads records in Algolia format (a JSON array, or one JSON object per line) into an index.
Invalid records (not an object, no objectID, over the size limit, bad JSON) are reported with
their line number and skipped; the valid ones are imported. Exit code 1 when any was rejected.

Destination:
  - ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY set: that Algolia application, through the official
    client (records, settings, replicas, synonyms and rules); ALGOLIA_HOST overrides its host (host:port or URL);
  - otherwise the local data directory, or the local server running on it.

Options:
  --index NAME               destination index (required)
  --settings FILE            index settings (JSON), or { settings, replicas: [{ name, settings }],
                             synonyms, rules }, or an Algolia export of synonyms or of rules (JSON
                             array or one object per line); repeat for several files
  --append                   add to the index's records instead of replacing them
  --batch-size N             records per write                    [default 1000]
  --max-record-bytes N       largest record accepted, in bytes     [env VITRINE_MAX_RECORD_BYTES, default 10000]
  --allow-missing-object-id  generate objectIDs instead of rejecting records without one
  --data DIR                 data directory                       [env VITRINE_DATA_DIR, default <repo>/.data]
  -h, --help                 show this help`

interface Destination {
  target: ImportTarget
  finish(ok: boolean): Promise<void>
}

async function destination(config: ServerConfig, io: CliIO): Promise<Destination> {
  const algolia = algoliaFromEnv(io.env)
  if (algolia) {
    const client = createAlgoliaClient(algolia)
    const where = `Algolia application ${algolia.appId}${algolia.host ? ` at ${algolia.host}` : ''}`
    return { target: createAlgoliaTarget(client, where), finish: async () => undefined }
  }
  const owner = readLock(config.dataDir)
  if (owner?.url) {
    const client = createAlgoliaClient({
      appId: config.appId,
      // The server's own key: VITRINE_ADMIN_KEY when set, else the data directory's generated one.
      apiKey: withDataDirKeys(config).adminKey,
      host: owner.url,
    })
    return {
      target: createAlgoliaTarget(client, `the server running at ${owner.url}`),
      finish: async () => undefined,
    }
  }
  const store = await openStore({
    dataDir: config.dataDir,
    engine: createEngine(),
    autoSave: false,
  })
  return {
    target: createLocalTarget(store.engine, `the data directory ${config.dataDir}`),
    // Saved only once every record is in: a failed import leaves the files as they were.
    finish: async (ok) => (ok ? store.close() : store.discard()),
  }
}

function printReport(io: CliIO, report: ImportReport, index: string, where: string): void {
  io.out(`imported ${report.imported} records into "${index}" (${where})`)
  if (report.rejected.length === 0) return
  io.err(`rejected ${report.rejected.length} records:`)
  for (const { line, reason } of report.rejected.slice(0, 50)) io.err(`  line ${line}: ${reason}`)
  if (report.rejected.length > 50) io.err(`  ... and ${report.rejected.length - 50} more`)
}

/** `vitrine-search import`. */
export const importCommand: Command = {
  name: 'import',
  summary: 'load a catalogue file into the local engine or an Algolia application',
  help: HELP,
  async run(argv, io) {
    const parsed = readFlags(
      argv,
      io,
      HELP,
      {
        index: { type: 'string' },
        settings: { type: 'string', multiple: true },
        append: { type: 'boolean' },
        'batch-size': { type: 'string' },
        'max-record-bytes': { type: 'string' },
        'allow-missing-object-id': { type: 'boolean' },
        data: { type: 'string' },
      },
      true,
    )
    if (typeof parsed === 'number') return parsed
    const { values, positionals } = parsed
    const index = stringFlag(values.index)
    if (positionals.length !== 1 || !index) {
      io.err(`expected one file and --index NAME\n\n${HELP}`)
      return USAGE_ERROR
    }
    const config = resolveConfig(
      {
        dataDir: stringFlag(values.data),
        maxRecordBytes: intFlag(values['max-record-bytes'], 'max-record-bytes'),
      },
      { env: io.env, cwd: io.cwd },
    )
    const settingsPaths = (values.settings as string[] | undefined) ?? []
    const settings: ImportSettings | undefined =
      settingsPaths.length > 0
        ? mergeImportSettings(
            await Promise.all(settingsPaths.map((p) => readSettingsFile(resolve(io.cwd, p)))),
          )
        : undefined
    const batchSize = intFlag(values['batch-size'], 'batch-size')
    const { target, finish } = await destination(config, io)
    let report: ImportReport
    try {
      report = await importCatalog({
        file: resolve(io.cwd, positionals[0]!),
        indexName: index,
        target,
        mode: values.append ? 'append' : 'replace',
        rules: {
          maxRecordBytes: config.maxRecordBytes,
          requireObjectID: values['allow-missing-object-id'] !== true,
        },
        ...(settings && { settings }),
        ...(batchSize !== undefined && { batchSize }),
      })
    } catch (error) {
      await finish(false)
      throw error
    }
    await finish(true)
    printReport(io, report, index, target.description)
    return report.rejected.length > 0 ? 1 : 0
  },
}

import { createWriteStream } from 'node:fs'
import { readdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { once } from 'node:events'
import { resolveConfig } from '../config'
import type { Hit } from '../core/types'
import {
  INDEX_FILE_EXTENSION,
  indexFileName,
  readIndexFile,
  type IndexFile,
} from '../storage/index-file'
import { USAGE_ERROR, type CliIO, type Command } from './cli-io'
import { readFlags, stringFlag } from './parse-flags'

const HELP = `Usage: vitrine-search export --index NAME [options]

Writes an index's records (NDJSON, or a JSON array when --out ends in .json) and, optionally, its
settings with those of its replicas (the format "import --settings" reads). Reads the saved files:
a running server saves its changes within a few seconds.

Options:
  --index NAME           index to export (required)
  --out FILE             records file                 [default: standard output, NDJSON]
  --settings-out FILE    settings file (JSON)
  --data DIR             data directory               [env VITRINE_DATA_DIR, default <repo>/.data]
  -h, --help             show this help`

async function readIndex(dir: string, name: string): Promise<IndexFile | undefined> {
  try {
    return await readIndexFile(join(dir, indexFileName(name)))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

async function writeRecords(records: Hit[], out: string | undefined, io: CliIO): Promise<void> {
  if (!out) {
    for (const record of records) io.out(JSON.stringify(record))
    return
  }
  const stream = createWriteStream(out)
  const asArray = out.endsWith('.json')
  if (asArray) stream.write('[\n')
  records.forEach((record, i) => {
    const sep = asArray && i < records.length - 1 ? ',' : ''
    stream.write(JSON.stringify(record) + sep + '\n')
  })
  if (asArray) stream.write(']\n')
  stream.end()
  await once(stream, 'finish')
}

/** `vitrine-search export`. */
export const exportCommand: Command = {
  name: 'export',
  summary: 'write an index (records and settings) to files',
  help: HELP,
  async run(argv, io) {
    const parsed = readFlags(argv, io, HELP, {
      index: { type: 'string' },
      out: { type: 'string' },
      'settings-out': { type: 'string' },
      data: { type: 'string' },
    })
    if (typeof parsed === 'number') return parsed
    const { values } = parsed
    const name = stringFlag(values.index)
    if (!name) {
      io.err(`missing --index NAME\n\n${HELP}`)
      return USAGE_ERROR
    }
    const config = resolveConfig({ dataDir: stringFlag(values.data) }, { env: io.env, cwd: io.cwd })
    const dir = join(config.dataDir, 'indices')
    const index = await readIndex(dir, name)
    if (!index) {
      io.err(`index "${name}" not found in ${config.dataDir}`)
      return 1
    }
    const primary = index.header.primary
    const records = primary ? ((await readIndex(dir, primary))?.records ?? []) : index.records
    const out = stringFlag(values.out)
    await writeRecords(records, out ? resolve(io.cwd, out) : undefined, io)
    const settingsOut = stringFlag(values['settings-out'])
    if (settingsOut) {
      const replicas = []
      for (const replica of index.header.settings.replicas ?? []) {
        const replicaName = replica.replace(/^virtual\((.*)\)$/, '$1')
        const file = await readIndex(dir, replicaName)
        if (file) replicas.push({ name: replicaName, settings: file.header.settings })
      }
      const { synonyms, rules } = index.header
      const body = {
        settings: index.header.settings,
        replicas,
        ...(synonyms && { synonyms }),
        ...(rules && { rules }),
      }
      await writeFile(resolve(io.cwd, settingsOut), JSON.stringify(body, null, 2) + '\n')
    }
    if (out) io.err(`exported ${records.length} records of "${name}" to ${out}`)
    return 0
  },
}

/** Names of the indices saved in a data directory's files (for messages and tests). */
export async function savedIndexFiles(dataDir: string): Promise<string[]> {
  const files = await readdir(join(dataDir, 'indices')).catch(() => [] as string[])
  return files.filter((file) => file.endsWith(INDEX_FILE_EXTENSION))
}

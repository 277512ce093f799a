import { randomUUID } from 'node:crypto'
import type { Hit } from '../core/types'
import { checkRecord, type RecordRules } from './check-record'
import { checkImportSettings } from './check-settings'
import type { ImportMode, ImportTarget } from './import-target'
import { readRecords, type SourceFormat } from './read-records'
import type { ImportSettings } from './settings-file'

/** Options of {@link importCatalog}. */
export interface ImportCatalogOptions {
  /** JSON array or NDJSON file of records in Algolia format. */
  file: string
  /** Format of the file. @default from the extension (`.ndjson` / `.jsonl`, else JSON) */
  format?: SourceFormat
  /** Destination index. */
  indexName: string
  /** Where to write. */
  target: ImportTarget
  /**
   * Settings (and replicas' settings, synonyms and rules) to apply: checked first as their HTTP
   * routes check them (check-settings.ts), so nothing is written when one is refused.
   */
  settings?: ImportSettings
  /** Replace the index's records, or add to them. @default 'replace' */
  mode?: ImportMode
  /** Records per write. @default 1000 */
  batchSize?: number
  /** Record checks. @default 10,000 bytes, objectID required */
  rules?: Partial<RecordRules>
}

/** A record that was not imported, with the line it starts on. */
export interface RejectedRecord {
  line: number
  reason: string
}

/** Outcome of an import. */
export interface ImportReport {
  imported: number
  rejected: RejectedRecord[]
}

/**
 * Imports a catalogue file: every valid record is written (in chunks), every invalid one is
 * reported with its line number and skipped. If writing fails, the staged records are dropped and
 * the index keeps its previous content.
 * @example
 * const report = await importCatalog({ file: 'products.ndjson', indexName: 'products', target })
 */
export async function importCatalog(options: ImportCatalogOptions): Promise<ImportReport> {
  const { target, indexName } = options
  const settings = options.settings && checkImportSettings(options.settings, 'import settings')
  const batchSize = Math.max(1, options.batchSize ?? 1000)
  const rules: RecordRules = { maxRecordBytes: 10_000, requireObjectID: true, ...options.rules }
  const makeID = () => randomUUID().replace(/-/g, '')
  const rejected: RejectedRecord[] = []
  let imported = 0
  let chunk: Hit[] = []
  await target.begin(indexName, options.mode ?? 'replace', settings?.settings)
  try {
    for await (const entry of readRecords(options.file, options.format)) {
      if ('error' in entry) {
        rejected.push({ line: entry.line, reason: entry.error })
        continue
      }
      const checked = checkRecord(entry.value, rules, makeID)
      if ('error' in checked) {
        rejected.push({ line: entry.line, reason: checked.error })
        continue
      }
      chunk.push(checked.record)
      if (chunk.length >= batchSize) {
        await target.write(chunk)
        imported += chunk.length
        chunk = []
      }
    }
    if (chunk.length > 0) await target.write(chunk)
    imported += chunk.length
    await target.commit(settings)
  } catch (error) {
    await target.abort()
    throw error
  }
  return { imported, rejected }
}

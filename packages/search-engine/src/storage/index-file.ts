import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { createInterface } from 'node:readline'
import type { Hit, IndexSettings, Rule, SynonymHit } from '../core/types'
import { writeFileAtomic } from './atomic-write'

/** Identifies index files (first line, `format` field). */
export const INDEX_FORMAT = 'vitrine-index'
/** Version of the index file layout. */
export const INDEX_FORMAT_VERSION = 1
/** Extension of index files. */
export const INDEX_FILE_EXTENSION = '.ndjson'

/** First line of an index file. */
export interface IndexFileHeader {
  format: typeof INDEX_FORMAT
  version: number
  name: string
  createdAt: string
  updatedAt: string
  /** Set on replicas: their records are the primary's and are not stored again. */
  primary?: string
  settings: IndexSettings
  /** The index's synonyms and query rules (absent when it has none). */
  synonyms?: SynonymHit[]
  rules?: Rule[]
  /** Number of record lines that follow; a file with another count is rejected. */
  records: number
}

/** A loaded index file. */
export interface IndexFile {
  header: IndexFileHeader
  records: Hit[]
}

/**
 * File name of an index: a readable slug plus a hash of the exact name, so names differing only
 * by case or by characters a file system rejects never collide.
 */
export function indexFileName(name: string): string {
  const slug = name.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 80)
  const hash = createHash('sha256').update(name).digest('hex').slice(0, 12)
  return `${slug}-${hash}${INDEX_FILE_EXTENSION}`
}

/**
 * Writes an index as NDJSON (header line, then one record per line) through an atomic write.
 * `records` is consumed while writing; it may be any iterable.
 */
export async function writeIndexFile(
  path: string,
  header: Omit<IndexFileHeader, 'format' | 'version' | 'records'>,
  records: readonly Hit[],
): Promise<void> {
  await writeFileAtomic(path, async (out) => {
    const full: IndexFileHeader = {
      format: INDEX_FORMAT,
      version: INDEX_FORMAT_VERSION,
      ...header,
      records: records.length,
    }
    await out.write(JSON.stringify(full) + '\n')
    for (const record of records) await out.write(JSON.stringify(record) + '\n')
  })
}

function isHeader(value: unknown): value is IndexFileHeader {
  const header = value as IndexFileHeader
  return (
    header !== null &&
    typeof header === 'object' &&
    header.format === INDEX_FORMAT &&
    header.version === INDEX_FORMAT_VERSION &&
    typeof header.name === 'string' &&
    typeof header.settings === 'object' &&
    Number.isInteger(header.records)
  )
}

/**
 * Reads an index file. Throws when the file is not a complete index file: bad header, a line
 * that is not a record, or fewer or more records than the header announces.
 */
export async function readIndexFile(path: string): Promise<IndexFile> {
  const lines = createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Infinity })
  let header: IndexFileHeader | undefined
  const records: Hit[] = []
  let lineNumber = 0
  for await (const line of lines) {
    lineNumber++
    if (line === '') continue
    const value = JSON.parse(line) as unknown
    if (!header) {
      if (!isHeader(value)) throw new Error(`${path}: not a ${INDEX_FORMAT} file`)
      header = value
      continue
    }
    const record = value as Hit
    if (record === null || typeof record !== 'object' || typeof record.objectID !== 'string') {
      throw new Error(`${path}:${lineNumber}: not a record`)
    }
    records.push(record)
  }
  if (!header) throw new Error(`${path}: empty file`)
  if (records.length !== header.records) {
    throw new Error(`${path}: ${records.length} records, header announces ${header.records}`)
  }
  return { header, records }
}

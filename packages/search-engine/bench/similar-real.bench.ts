// looking-similar on the real Myntra catalogue indexed with its own columns (no name,
// productType or categories): how many of the top 10 share the source's article type, gender
// and colour, beside a plain baseline (MiniSearch over the display names, the source's name as
// the query). Skipped when ../shared/datasets is absent.
import { existsSync, readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import MiniSearch from 'minisearch'
import { test } from 'vitest'
import type { Hit } from '../src/core/types'
import { createIndexModel } from '../src/recommend/index-model'
import { lookingSimilar } from '../src/recommend/models/looking-similar'
import { recordSchema } from '../src/recommend/record-schema'
import { MYNTRA_PATH, splitCsvLine } from './relevance/catalogue'

const SOURCES = 500
const COLUMNS = ['gender', 'masterCategory', 'subCategory', 'articleType', 'baseColour', 'usage']
const SETTINGS = {
  searchableAttributes: ['productDisplayName'],
  attributesForFaceting: [...COLUMNS, 'season'],
}

/** Every column of the catalogue as a record, objectID = id. */
function loadRecords(): Hit[] | undefined {
  if (!existsSync(MYNTRA_PATH)) return undefined
  const lines = gunzipSync(readFileSync(MYNTRA_PATH)).toString('utf8').split('\n')
  const header = splitCsvLine(lines[0]!)
  return lines
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const fields = splitCsvLine(line)
      const record: Hit = { objectID: fields[header.indexOf('id')]! }
      header.forEach((column, i) => {
        if (column !== 'id' && fields[i]) record[column] = fields[i]
      })
      return record
    })
}

function seededRandom(seed: number): () => number {
  let s = seed >>> 0
  return () => {
    s = (s + 0x6d2b79f5) >>> 0
    let t = s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
  }
}

interface Shares {
  type: number
  typeGender: number
  typeGenderColour: number
  empty: number
}

/** Shares of top-10 items agreeing with their source, and of sources with an empty list. */
function judge(
  sources: readonly Hit[],
  byId: ReadonlyMap<string, Hit>,
  top10: (source: Hit) => string[],
): Shares {
  const same = (a: Hit, b: Hit, columns: string[]) => columns.every((c) => a[c] === b[c])
  let hits = 0
  const totals = { type: 0, typeGender: 0, typeGenderColour: 0, empty: 0 }
  for (const source of sources) {
    const ids = top10(source)
    if (ids.length === 0) totals.empty++
    for (const id of ids) {
      const item = byId.get(id)!
      hits++
      if (same(item, source, ['articleType'])) totals.type++
      if (same(item, source, ['articleType', 'gender'])) totals.typeGender++
      if (same(item, source, ['articleType', 'gender', 'baseColour'])) totals.typeGenderColour++
    }
  }
  const share = (n: number) => (hits > 0 ? n / hits : 0)
  return {
    type: share(totals.type),
    typeGender: share(totals.typeGender),
    typeGenderColour: share(totals.typeGenderColour),
    empty: totals.empty / sources.length,
  }
}

test('looking-similar on the real catalogue, in its own schema', { timeout: 600_000 }, () => {
  const records = loadRecords()
  if (!records) {
    console.log(`similar-real: ${MYNTRA_PATH} is absent, skipped`)
    return
  }
  const byId = new Map(records.map((r) => [r.objectID, r]))
  const random = seededRandom(42)
  const sources = Array.from(
    { length: SOURCES },
    () => records[Math.floor(random() * records.length)]!,
  )

  let started = performance.now()
  const model = createIndexModel('myntra', records, { recordSchema: recordSchema(SETTINGS) })
  const buildMs = performance.now() - started
  started = performance.now()
  const similar = judge(sources, byId, (s) =>
    lookingSimilar(model, s.objectID, 10).map((item) => model.catalog.items.name(item.item)),
  )
  const similarMs = (performance.now() - started) / SOURCES

  const mini = new MiniSearch<Hit>({ idField: 'objectID', fields: ['productDisplayName'] })
  mini.addAll(records.filter((r) => typeof r.productDisplayName === 'string'))
  started = performance.now()
  const baseline = judge(sources, byId, (s) =>
    mini
      .search(String(s.productDisplayName ?? ''))
      .map((r) => String(r.id))
      .filter((id) => id !== s.objectID)
      .slice(0, 10),
  )
  const baselineMs = (performance.now() - started) / SOURCES

  const pct = (x: number) => `${(100 * x).toFixed(1)}%`.padStart(12)
  const row = (name: string, s: Shares, ms: number) =>
    `${name.padEnd(26)}${pct(s.type)}${pct(s.typeGender)}${pct(s.typeGenderColour)}${pct(s.empty)}${ms.toFixed(2).padStart(10)}`
  console.log(
    [
      '',
      `Looking-similar on Myntra (${records.length} products in their own schema, model built in ${Math.round(buildMs)} ms), ${SOURCES} seeded sources, share of top-10 items with the source's:`,
      `${''.padEnd(26)}${'articleType'.padStart(12)}${'+gender'.padStart(12)}${'+baseColour'.padStart(12)}${'empty lists'.padStart(12)}${'ms/source'.padStart(10)}`,
      row('looking-similar', similar, similarMs),
      row('MiniSearch(display name)', baseline, baselineMs),
      '',
    ].join('\n'),
  )
})

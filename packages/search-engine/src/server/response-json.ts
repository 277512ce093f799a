import { hitJson, warmHit } from '../core/hit-json'
import type { Slicer } from '../core/steps'

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

const oneHitJson = (hit: unknown): string =>
  isPlainObject(hit) ? hitJson(hit) : (JSON.stringify(hit) ?? 'null')

/** JSON of hit arrays written beforehand, in slices (see {@link responseJsonSliced}). */
let written: Map<unknown[], string> | undefined

function hitsJson(hits: unknown[]): string {
  const ready = written?.get(hits)
  if (ready !== undefined) return ready
  let out = '['
  for (let i = 0; i < hits.length; i++) {
    if (i > 0) out += ','
    out += oneHitJson(hits[i])
  }
  return `${out}]`
}

/** An object's JSON, with `hits` arrays (and `results[i].hits`) written by {@link hitJson}. */
function objectJson(value: Record<string, unknown>, depth: number): string {
  let out = '{'
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue
    const item = value[key]
    let text: string | undefined
    if (key === 'hits' && Array.isArray(item)) text = hitsJson(item)
    else if (key === 'results' && depth === 0 && Array.isArray(item)) text = resultsJson(item)
    else text = JSON.stringify(item)
    if (text === undefined) continue
    if (out.length > 1) out += ','
    out += `${JSON.stringify(key)}:${text}`
  }
  return `${out}}`
}

function resultsJson(results: unknown[]): string {
  let out = '['
  for (let i = 0; i < results.length; i++) {
    const result = results[i]
    if (i > 0) out += ','
    out += isPlainObject(result) ? objectJson(result, 1) : (JSON.stringify(result) ?? 'null')
  }
  return `${out}]`
}

/**
 * `JSON.stringify(body)` for a response body, byte for byte, but faster for search answers: the
 * hits of a search response or of a multi-query's results reuse each record's cached JSON.
 */
export function responseJson(body: unknown): string {
  if (!isPlainObject(body) || typeof body.toJSON === 'function') return JSON.stringify(body)
  return objectJson(body, 0)
}

function hitArrays(body: Record<string, unknown>): unknown[][] {
  const arrays: unknown[][] = []
  if (Array.isArray(body.hits)) arrays.push(body.hits)
  if (Array.isArray(body.results)) {
    for (const result of body.results) {
      if (isPlainObject(result) && Array.isArray(result.hits)) arrays.push(result.hits)
    }
  }
  return arrays
}

/**
 * Hits' JSON is joined into flat strings of about this length as it is written: a response
 * concatenated from thousands of small strings was flattened in one piece when sent (up to
 * ~30 ms for the largest), flat pieces are copied at memory speed.
 */
export const FLAT_PIECE_CHARS = 16 * 1024

/** A response with this many hits or fewer is written without checking the time in between. */
const HITS_WRITTEN_AT_ONCE = 64

/**
 * {@link responseJson}, pausing between hits whenever `slicer`'s slice is spent: writing a hit
 * marks its highlight and snippet, so a response of 1,000 fully highlighted hits would otherwise
 * hold the event loop for its whole length.
 */
export async function responseJsonSliced(body: unknown, slicer: Slicer): Promise<string> {
  if (!isPlainObject(body) || typeof body.toJSON === 'function') return JSON.stringify(body)
  const arrays = hitArrays(body)
  let total = 0
  for (const hits of arrays) total += hits.length
  if (total <= HITS_WRITTEN_AT_ONCE && !slicer.due()) return objectJson(body, 0)
  const ready = new Map<unknown[], string>()
  for (const hits of arrays) {
    const pieces: string[] = []
    let batch: string[] = []
    let batchChars = 0
    for (let i = 0; i < hits.length; i++) {
      if (batchChars >= FLAT_PIECE_CHARS) {
        pieces.push(batch.join(','))
        batch = []
        batchChars = 0
      }
      if (slicer.due()) await slicer.pause()
      const hit = hits[i]
      // A hit's highlights may cost more than a slice (long records, long queries): their texts
      // are marked first, pausing between them, then written from the cache.
      if (isPlainObject(hit)) {
        for (const warming = warmHit(hit); !warming.next().done;) {
          if (slicer.due()) await slicer.pause()
        }
      }
      const json = oneHitJson(hit)
      batch.push(json)
      batchChars += json.length
    }
    if (batch.length > 0) pieces.push(batch.join(','))
    ready.set(hits, `[${pieces.join(',')}]`)
  }
  written = ready
  try {
    return objectJson(body, 0)
  } finally {
    written = undefined
  }
}

import { hitJson } from '../core/hit-json'

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

function hitsJson(hits: unknown[]): string {
  let out = '['
  for (let i = 0; i < hits.length; i++) {
    const hit = hits[i]
    if (i > 0) out += ','
    out += isPlainObject(hit) ? hitJson(hit) : (JSON.stringify(hit) ?? 'null')
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

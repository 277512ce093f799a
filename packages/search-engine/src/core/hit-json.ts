import type { Hit } from './types'

/** A record's JSON text, its number of own keys and the last of them. */
interface RecordJson {
  text: string
  keys: number
  last: string | undefined
}

/**
 * JSON of stored records, computed once per record object. Records are never mutated in place
 * (writes store new objects), and {@link forgetRecordJson} drops a record that is stored again.
 */
const recordTexts = new WeakMap<Hit, RecordJson>()

/** Hits built as a full copy of a record followed by extra keys (highlight, snippet...). */
const hitSources = new WeakMap<object, Hit>()

function recordJson(record: Hit): RecordJson {
  let entry = recordTexts.get(record)
  if (entry === undefined) {
    const names = Object.keys(record)
    entry = { text: JSON.stringify(record), keys: names.length, last: names[names.length - 1] }
    recordTexts.set(record, entry)
  }
  return entry
}

/** Drops the cached JSON of a record (called when it is written). */
export function forgetRecordJson(record: Hit): void {
  recordTexts.delete(record)
}

/** Records that `hit` is `{ ...record }` (objectID kept in place) plus keys added after it. */
export function markHitSource(hit: object, record: Hit): void {
  hitSources.set(hit, record)
}

/**
 * `JSON.stringify(hit)`, reusing the record's cached JSON when the hit is a copy of a record
 * (see {@link markHitSource}) with keys appended after the record's own.
 */
export function hitJson(hit: object): string {
  const record = hitSources.get(hit)
  if (record === undefined) return JSON.stringify(hit)
  const { text, keys, last } = recordJson(record)
  const names = Object.keys(hit)
  if (text.length <= 2 || names.length < keys || names[keys - 1] !== last) {
    return JSON.stringify(hit)
  }
  let out = text.slice(0, -1)
  for (let i = keys; i < names.length; i++) {
    const name = names[i]!
    const value = JSON.stringify((hit as Record<string, unknown>)[name])
    if (value !== undefined) out += `,${JSON.stringify(name)}:${value}`
  }
  return `${out}}`
}

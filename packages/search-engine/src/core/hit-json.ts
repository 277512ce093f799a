import type { Steps } from './steps'
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

/**
 * A hit key whose value is built on first read from a per-hit source; until then a response
 * writer asks for its JSON text instead (see {@link lazyKey}).
 */
export interface LazyKey<S> {
  /** Adds the key to `hit` (as its last key), its value to be built from `source`. */
  define(hit: object, source: S): void
}

interface Pending<S> {
  source: S
  json: string | null | undefined
}

/** JSON writers of the lazy keys still pending on a hit, by key name. */
const lazyJsonByName = new Map<string, (hit: object) => string | null | undefined>()

/** Cache warmers of the lazy keys still pending on a hit, by key name. */
const lazyWarmByName = new Map<string, (hit: object) => Steps<void> | undefined>()

/**
 * A lazily built hit key `name`: `value(source)` builds the value on first read (reading or
 * assigning the key turns it into a plain data property), `json(source)` writes
 * `JSON.stringify(value(source))` directly, or returns null when it cannot (the writer then
 * stringifies the value). {@link hitJson} uses `json` while the key is unread.
 */
export function lazyKey<S>(
  name: string,
  value: (source: S) => unknown,
  json: (source: S) => string | null,
  warm?: (source: S) => Steps<void>,
): LazyKey<S> {
  const pending = new WeakMap<object, Pending<S>>()
  function settle(hit: object, result: unknown): void {
    pending.delete(hit)
    Object.defineProperty(hit, name, {
      value: result,
      writable: true,
      enumerable: true,
      configurable: true,
    })
  }
  function get(this: object): unknown {
    const entry = pending.get(this)
    if (entry === undefined) return undefined
    const result = value(entry.source)
    settle(this, result)
    return result
  }
  function set(this: object, result: unknown): void {
    settle(this, result)
  }
  const descriptor = { get, set, enumerable: true, configurable: true }
  lazyJsonByName.set(name, (hit) => {
    const entry = pending.get(hit)
    if (entry === undefined || Object.getOwnPropertyDescriptor(hit, name)?.get !== get) {
      return undefined
    }
    if (entry.json === undefined) entry.json = json(entry.source)
    return entry.json
  })
  if (warm) {
    lazyWarmByName.set(name, (hit) => {
      const entry = pending.get(hit)
      if (entry === undefined || entry.json !== undefined) return undefined
      return warm(entry.source)
    })
  }
  return {
    define(hit, source) {
      pending.set(hit, { source, json: undefined })
      Object.defineProperty(hit, name, descriptor)
    },
  }
}

/**
 * Prepares the costly part of a hit's JSON in steps (the highlight and snippet texts of its
 * pending lazy keys go to their caches), so that {@link hitJson} then writes it at once.
 */
export function* warmHit(hit: object): Steps<void> {
  for (const warm of lazyWarmByName.values()) {
    const steps = warm(hit)
    if (steps) yield* steps
  }
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
    const value =
      lazyJsonByName.get(name)?.(hit) ?? JSON.stringify((hit as Record<string, unknown>)[name])
    if (value !== undefined) out += `,${JSON.stringify(name)}:${value}`
  }
  return `${out}}`
}

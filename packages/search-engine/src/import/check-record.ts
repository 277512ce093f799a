import { findInfiniteNumber } from '../core/infinite-numbers'
import { findForbiddenKey } from '../core/own-keys'
import type { Hit } from '../core/types'

/** Limits applied to each imported record. */
export interface RecordRules {
  /** Largest record (its JSON), in bytes. @default 10000 */
  maxRecordBytes: number
  /** Reject records without an objectID (else one is generated). @default true */
  requireObjectID: boolean
}

/** A record ready to import, or the reason it was rejected. */
export type CheckedRecord = { record: Hit } | { error: string }

function kindOf(value: unknown): string {
  if (value === null) return 'null'
  return Array.isArray(value) ? 'an array' : `a ${typeof value}`
}

/**
 * Checks one value of a catalogue file against Algolia's record rules: a JSON object, with an
 * objectID (string, or a number, stored as text) where required, within the size limit.
 */
export function checkRecord(
  value: unknown,
  rules: RecordRules,
  makeID: () => string,
): CheckedRecord {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { error: `not an object (got ${kindOf(value)})` }
  }
  const record = value as Record<string, unknown>
  let objectID = record.objectID
  if (typeof objectID === 'number' && Number.isFinite(objectID)) objectID = String(objectID)
  if (objectID === undefined || objectID === null || objectID === '') {
    if (rules.requireObjectID) return { error: 'missing objectID' }
    objectID = makeID()
  }
  if (typeof objectID !== 'string') return { error: 'objectID must be a string or a number' }
  const forbidden = findForbiddenKey(record)
  if (forbidden !== undefined)
    return { error: `the key "__proto__" is not allowed (at ${forbidden})` }
  const infinite = findInfiniteNumber(record)
  if (infinite !== undefined) {
    return { error: `a number is past the range of a double (at ${infinite})` }
  }
  const size = Buffer.byteLength(JSON.stringify(record))
  if (rules.maxRecordBytes > 0 && size > rules.maxRecordBytes) {
    return { error: `record is ${size} bytes, over the ${rules.maxRecordBytes}-byte limit` }
  }
  return { record: { ...record, objectID } }
}

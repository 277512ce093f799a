import { randomUUID } from 'node:crypto'
import { assertNoForbiddenKey } from '../../core/own-keys'
import type { Engine, Hit } from '../../core/types'
import { badRequest, indexNotFound } from '../http-error'
import type { RouteContext, RouteResult } from '../types'

/** A 200 (or `status`) JSON answer. */
export function json(body: unknown, status = 200): RouteResult {
  return { status, body }
}

/** Throws a 404 unless the index exists. */
export function requireIndex(engine: Engine, indexName: string): void {
  if (!engine.hasIndex(indexName)) throw indexNotFound(indexName)
}

/** Whether a value is a JSON object (not an array, not null). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

/** The body as a JSON object, or a 400 naming what was expected. */
export function objectBody(ctx: RouteContext, what = 'request body'): Record<string, unknown> {
  if (!isObject(ctx.body)) throw badRequest(`The ${what} must be a JSON object`)
  return ctx.body
}

/** A boolean query-string flag (`true`/`1`), with a default when absent. */
export function queryFlag(ctx: RouteContext, name: string, fallback: boolean): boolean {
  const value = ctx.query.get(name)
  if (value === undefined || value === '') return fallback
  if (value === 'true' || value === '1') return true
  if (value === 'false' || value === '0') return false
  throw badRequest(`Invalid value for ${name}: expected true or false`)
}

/** An objectID Algolia-style generation would give a record sent without one. */
export function generateObjectID(): string {
  return randomUUID().replace(/-/g, '')
}

/**
 * Reads a record's objectID: strings as is, finite numbers as text (Algolia stores them as
 * strings); anything else is a 400 naming `where`.
 */
export function readObjectID(record: Record<string, unknown>, where: string): string | undefined {
  const id = record.objectID
  if (id === undefined || id === null) return undefined
  if (typeof id === 'string' && id !== '') return id
  if (typeof id === 'number' && Number.isFinite(id)) return String(id)
  throw badRequest(`${where}: objectID must be a non-empty string`)
}

/**
 * Throws a 400 when a record holds a `__proto__` key (records are data, never prototypes) or its
 * JSON is bigger than the configured limit.
 */
export function checkRecord(record: unknown, maxBytes: number, where: string): void {
  assertNoForbiddenKey(record, where)
  if (maxBytes <= 0) return
  const size = Buffer.byteLength(JSON.stringify(record))
  if (size > maxBytes) {
    throw badRequest(`${where}: record is too big, size=${size}/${maxBytes} bytes`)
  }
}

/** A record with its objectID set (generated when missing and `generate` is true). */
export function toRecord(
  body: Record<string, unknown>,
  where: string,
  generate: boolean,
  forcedID?: string,
): Hit {
  const objectID =
    forcedID ?? readObjectID(body, where) ?? (generate ? generateObjectID() : undefined)
  if (objectID === undefined) throw badRequest(`${where}: missing objectID`)
  return { ...body, objectID }
}

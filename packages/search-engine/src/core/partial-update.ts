import { EngineError } from './errors'
import { ownValue, setOwn } from './own-keys'
import type { Hit } from './types'

interface Operation {
  _operation: string
  value?: unknown
}

function isOperation(value: unknown): value is Operation {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    typeof (value as Operation)._operation === 'string'
  )
}

function toArray(value: unknown): unknown[] {
  return Array.isArray(value) ? [...value] : value === undefined ? [] : [value]
}

function numberOf(value: unknown, op: string): number {
  if (typeof value !== 'number') throw new EngineError(400, `${op} needs a numeric value`)
  return value
}

// JSON has no Infinity: an overflowing sum would be stored as one, written to disk as null.
function finite(sum: number): number {
  if (!Number.isFinite(sum)) throw new EngineError(400, 'Increment or Decrement overflows a number')
  return sum
}

/** Signals that the whole update must be skipped (IncrementFrom / IncrementSet conditions). */
const SKIP = Symbol('skip')

function apply(current: unknown, op: Operation, exists: boolean): unknown {
  const same = (a: unknown) => JSON.stringify(a) === JSON.stringify(op.value)
  switch (op._operation) {
    case 'Increment':
      return finite((typeof current === 'number' ? current : 0) + numberOf(op.value, 'Increment'))
    case 'Decrement':
      return finite((typeof current === 'number' ? current : 0) - numberOf(op.value, 'Decrement'))
    case 'Add':
      return [...toArray(current), op.value]
    case 'AddUnique':
      return toArray(current).some(same) ? toArray(current) : [...toArray(current), op.value]
    case 'Remove':
      return toArray(current).filter((item) => !same(item))
    case 'IncrementFrom': {
      const from = numberOf(op.value, 'IncrementFrom')
      if (!exists) return from === 0 ? 1 : SKIP
      return current === from ? from + 1 : SKIP
    }
    case 'IncrementSet': {
      const to = numberOf(op.value, 'IncrementSet')
      return typeof current !== 'number' || to > current ? to : SKIP
    }
    default:
      throw new EngineError(400, `Unknown _operation ${op._operation}`)
  }
}

const NUMERIC_OPERATIONS = new Set(['Increment', 'Decrement', 'IncrementFrom', 'IncrementSet'])
const VALUE_OPERATIONS = new Set(['Add', 'AddUnique', 'Remove'])

/**
 * Throws the 400 that {@link applyPartialUpdate} would throw for this update, without applying it
 * (a batch checks every update before applying any).
 */
export function checkPartialUpdate(update: Record<string, unknown>, where: string): void {
  for (const [key, value] of Object.entries(update)) {
    if (!isOperation(value)) continue
    const op = value._operation
    if (NUMERIC_OPERATIONS.has(op)) {
      if (typeof value.value !== 'number') {
        throw new EngineError(400, `${where}: ${key}: ${op} needs a numeric value`)
      }
    } else if (!VALUE_OPERATIONS.has(op)) {
      throw new EngineError(400, `${where}: ${key}: unknown _operation ${op}`)
    }
  }
}

/**
 * Merges a partial update into a record (or into a new record when `existing` is undefined),
 * applying Algolia's built-in operations. Returns undefined when a conditional operation
 * (IncrementFrom / IncrementSet) says to ignore the update.
 */
export function applyPartialUpdate(
  existing: Hit | undefined,
  update: Record<string, unknown>,
): Hit | undefined {
  const next: Record<string, unknown> = existing
    ? { ...existing }
    : { objectID: String(update.objectID) }
  for (const [key, value] of Object.entries(update)) {
    if (key === 'objectID') continue
    if (isOperation(value)) {
      const result = apply(ownValue(next, key), value, existing !== undefined)
      if (result === SKIP) return undefined
      setOwn(next, key, result)
    } else {
      setOwn(next, key, value)
    }
  }
  return next as Hit
}

import { EngineError } from './errors'

/**
 * Records are data, never prototypes: every read of a record (or of anything derived from one)
 * follows own properties only, and every write of a record-supplied key into a fresh object
 * defines an own property instead of assigning (assigning `__proto__` would set the prototype).
 */

/** `obj[key]` when `key` is an own property of `obj`, else undefined. */
export function ownValue(obj: object, key: string): unknown {
  return Object.hasOwn(obj, key) ? (obj as Record<string, unknown>)[key] : undefined
}

/** Sets `obj[key] = value` as an own data property, whatever `key` is. */
export function setOwn(obj: object, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(obj, key, { value, writable: true, enumerable: true, configurable: true })
  } else {
    ;(obj as Record<string, unknown>)[key] = value
  }
}

/**
 * `obj[key]` when it is an own property, else `create()` set as one: a counter or list keyed by a
 * name from a request (`obj[key] ??= …` would find an inherited `constructor` or write through
 * `__proto__`).
 */
export function ownOrCreate<T>(obj: Record<string, T>, key: string, create: () => T): T {
  if (Object.hasOwn(obj, key)) return obj[key]!
  const value = create()
  setOwn(obj, key, value)
  return value
}

/** The key records may not carry (at any depth): JSON parsers and spreads treat it specially. */
export const FORBIDDEN_RECORD_KEY = '__proto__'

/**
 * Path (`a.b[2].__proto__`) of the first `__proto__` key in a record, or undefined. Used to refuse
 * such records with a 400 on every write path.
 */
export function findForbiddenKey(value: unknown, path = ''): string | undefined {
  if (value === null || typeof value !== 'object') return undefined
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findForbiddenKey(value[i], `${path}[${i}]`)
      if (found !== undefined) return found
    }
    return undefined
  }
  for (const key of Object.keys(value)) {
    const here = path === '' ? key : `${path}.${key}`
    if (key === FORBIDDEN_RECORD_KEY) return here
    const found = findForbiddenKey((value as Record<string, unknown>)[key], here)
    if (found !== undefined) return found
  }
  return undefined
}

/** Throws a 400 when a record holds a `__proto__` key at any depth. */
export function assertNoForbiddenKey(record: unknown, where: string): void {
  const found = findForbiddenKey(record)
  if (found !== undefined) {
    throw new EngineError(
      400,
      `${where}: the key "${FORBIDDEN_RECORD_KEY}" is not allowed in records (found at ${found})`,
    )
  }
}

import type { Engine } from '../core/types'

const WRITES: ReadonlySet<PropertyKey> = new Set([
  'setSettings',
  'saveObjects',
  'partialUpdateObjects',
  'deleteObjects',
  'clearObjects',
  'deleteIndex',
  'importIndex',
])

type Method = (...args: unknown[]) => unknown

/**
 * Wraps an engine so that every write reports the index it touched, after the write ran (even
 * when it threw half-way). Reads go straight to the engine.
 */
export function withWriteListener(engine: Engine, onWrite: (indexName: string) => void): Engine {
  const bound = new Map<PropertyKey, Method>()
  return new Proxy(engine, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown
      if (typeof value !== 'function') return value
      let method = bound.get(property)
      if (!method) {
        const original = value as Method
        method = WRITES.has(property)
          ? (...args: unknown[]) => {
              try {
                return original.apply(target, args)
              } finally {
                onWrite(String(args[0]))
              }
            }
          : (...args: unknown[]) => original.apply(target, args)
        bound.set(property, method)
      }
      return method
    },
  })
}

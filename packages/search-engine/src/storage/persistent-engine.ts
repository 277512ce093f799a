import type { Engine } from '../core/types'

/** Engine methods that change state (the first argument is always the index name). */
export const WRITE_METHODS: ReadonlySet<PropertyKey> = new Set([
  'setSettings',
  'saveObjects',
  'partialUpdateObjects',
  'deleteObjects',
  'clearObjects',
  'deleteIndex',
  'importIndex',
  'saveSynonyms',
  'deleteSynonym',
  'clearSynonyms',
  'saveRules',
  'deleteRule',
  'clearRules',
])

type Method = (...args: unknown[]) => unknown

/** What a write listener hears: the method, its arguments and whether it completed. */
export interface WriteEvent {
  method: string
  args: unknown[]
  ok: boolean
}

/**
 * Wraps an engine so that every write reports the index it touched, after the write ran (even
 * when it threw half-way: `ok` is then false). Reads go straight to the engine.
 */
export function withWriteListener(
  engine: Engine,
  onWrite: (indexName: string, write: WriteEvent) => void,
): Engine {
  const bound = new Map<PropertyKey, Method>()
  return new Proxy(engine, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown
      if (typeof value !== 'function') return value
      let method = bound.get(property)
      if (!method) {
        const original = value as Method
        method = WRITE_METHODS.has(property)
          ? (...args: unknown[]) => {
              let ok = false
              try {
                const result = original.apply(target, args)
                ok = true
                return result
              } finally {
                onWrite(String(args[0]), { method: String(property), args, ok })
              }
            }
          : (...args: unknown[]) => original.apply(target, args)
        bound.set(property, method)
      }
      return method
    },
  })
}

import { isCacheableKey } from './cache-keys'
import type { EffectiveParams } from './matches'
import { setOwn } from './own-keys'
import type { IndexSettings, SearchParams } from './types'

function mergeParams(settings: IndexSettings, params: SearchParams): EffectiveParams {
  const out: Record<string, unknown> = { ...settings }
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) setOwn(out, key, value)
  }
  return out as EffectiveParams
}

/** JSON of a value made only of strings, finite numbers, booleans, null, arrays and plain objects (else undefined). */
export function plainJson(value: unknown): string | undefined {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return JSON.stringify(value)
    case 'number':
      return Number.isFinite(value) ? JSON.stringify(value) : undefined
    case 'object': {
      if (value === null) return 'null'
      if (Array.isArray(value)) {
        let out = '['
        for (let i = 0; i < value.length; i++) {
          const item = plainJson(value[i])
          if (item === undefined) return undefined
          out += i > 0 ? `,${item}` : item
        }
        return `${out}]`
      }
      const proto = Object.getPrototypeOf(value) as unknown
      if (proto !== Object.prototype && proto !== null) return undefined
      let out = '{'
      for (const key of Object.keys(value)) {
        const item = plainJson((value as Record<string, unknown>)[key])
        if (item === undefined) return undefined
        out += `${out.length > 1 ? ',' : ''}${JSON.stringify(key)}:${item}`
      }
      return `${out}}`
    }
    default:
      return undefined
  }
}

/** Canonical key of plain parameters (undefined and null entries dropped: they do not override). */
function paramsKey(params: SearchParams): string | undefined {
  if (Object.getPrototypeOf(params) !== Object.prototype) return undefined
  let out = ''
  for (const key of Object.keys(params)) {
    const value = (params as Record<string, unknown>)[key]
    if (value === undefined || value === null) continue
    const text = plainJson(value)
    if (text === undefined) return undefined
    out += `${JSON.stringify(key)}:${text},`
  }
  return out
}

const PARAMS_CACHE_LIMIT = 256
/** Effective parameters per settings object (settings are replaced, never edited) and params key. */
const paramsCache = new WeakMap<IndexSettings, Map<string, EffectiveParams>>()

/**
 * Query parameters over index settings (undefined and null parameters do not override). Results
 * for plain (JSON-like) parameters are cached per settings object: the cached object is built
 * from a private deep copy of the parameters and frozen, so it never aliases a caller's arrays.
 */
export function effectiveParams(settings: IndexSettings, params: SearchParams): EffectiveParams {
  const key = paramsKey(params)
  if (key === undefined || !isCacheableKey(key)) return mergeParams(settings, params)
  let entries = paramsCache.get(settings)
  if (entries === undefined) {
    entries = new Map()
    paramsCache.set(settings, entries)
  }
  let p = entries.get(key)
  if (p === undefined) {
    const copy = JSON.parse(`{${key.slice(0, -1)}}`) as SearchParams
    p = Object.freeze(mergeParams(settings, copy))
    if (entries.size >= PARAMS_CACHE_LIMIT) entries.clear()
    entries.set(key, p)
  }
  return p
}

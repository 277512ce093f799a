import { setOwn } from '../core/own-keys'
import type { HighlightResult } from '../core/types'

/** `{"value":…,"matchLevel":"none","matchedWords":[]}` less the value's own JSON. */
const LEAF_CHARS = JSON.stringify({ value: '', matchLevel: 'none', matchedWords: [] }).length - 2

/**
 * The highlight tree of a value with no query to match (every leaf `matchLevel: "none"`), as a
 * Recommend hit carries it: strings and numbers become leaves, arrays and objects keep their
 * shape, anything else is left out.
 */
export function noneHighlight(value: unknown): HighlightResult | undefined {
  if (typeof value === 'string' || typeof value === 'number') {
    return { value: String(value), matchLevel: 'none', matchedWords: [] }
  }
  if (Array.isArray(value)) {
    return value.map(noneHighlight).filter((v): v is HighlightResult => v !== undefined)
  }
  if (value !== null && typeof value === 'object') {
    const out: Record<string, HighlightResult> = {}
    for (const [key, item] of Object.entries(value)) {
      const result = noneHighlight(item)
      if (result !== undefined) setOwn(out, key, result)
    }
    return out
  }
  return undefined
}

/**
 * Length of `JSON.stringify(noneHighlight(value))` (0 when it is left out), counted without
 * building it; once the count passes `limit` it stops and returns a number past `limit`. Each
 * number of a record costs ~45 characters there: a 10 kB record of small numbers is a 250 kB tree.
 */
export function noneHighlightChars(value: unknown, limit = Infinity): number {
  if (typeof value === 'string') return LEAF_CHARS + JSON.stringify(value).length
  if (typeof value === 'number') return LEAF_CHARS + 2 + String(value).length
  if (value === null || typeof value !== 'object') return 0
  let chars = 2
  let first = true
  const add = (item: unknown, keyChars: number) => {
    if (item === undefined || item === null || typeof item === 'boolean') return
    if (typeof item !== 'object' && typeof item !== 'string' && typeof item !== 'number') return
    chars += (first ? 0 : 1) + keyChars + noneHighlightChars(item, limit - chars)
    first = false
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      add(item, 0)
      if (chars > limit) return chars
    }
    return chars
  }
  for (const [key, item] of Object.entries(value)) {
    add(item, JSON.stringify(key).length + 1)
    if (chars > limit) return chars
  }
  return chars
}

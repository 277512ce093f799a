import { MAX_JSON_DEPTH, nestsDeeperThan } from '../core/json-depth'
import { badRequest } from './http-error'

/**
 * Throws a 400 when the JSON text nests arrays and objects deeper than {@link MAX_JSON_DEPTH}.
 * It scans the raw text before parsing, so that no recursive step later on (size checks,
 * validation, indexing) can overflow the stack.
 */
export function checkJsonDepth(text: string): void {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw badRequest(`Invalid JSON in request body: nested more than ${MAX_JSON_DEPTH} levels deep`)
  }
}

// A lone surrogate can only come from a `\uD800`-style escape: UTF-8 bytes never decode to one.
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F][0-9a-fA-F]{2}/

const LONE_SURROGATE = /\p{Cs}/u
const wellFormed = (text: string) => !LONE_SURROGATE.test(text)

function findLoneSurrogate(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return wellFormed(value) ? undefined : path || 'the body'
  if (value === null || typeof value !== 'object') return undefined
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findLoneSurrogate(value[i], `${path}[${i}]`)
      if (found !== undefined) return found
    }
    return undefined
  }
  for (const [key, item] of Object.entries(value)) {
    const here = path === '' ? key : `${path}.${key}`
    if (!wellFormed(key)) return here
    const found = findLoneSurrogate(item, here)
    if (found !== undefined) return found
  }
  return undefined
}

/**
 * Throws a 400 when a parsed body holds a string with a lone UTF-16 surrogate (a cut emoji): no
 * Unicode text has one, it cannot be written as UTF-8, and percent-encoding it throws.
 */
export function checkWellFormed(text: string, value: unknown): void {
  if (!SURROGATE_ESCAPE.test(text)) return
  const found = findLoneSurrogate(value, '')
  if (found !== undefined) {
    throw badRequest(`Invalid Unicode in request body: lone surrogate in ${found}`)
  }
}

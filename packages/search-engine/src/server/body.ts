import { gunzipSync } from 'node:zlib'
import { ERROR_MESSAGES, HttpError, badRequest } from './http-error'
import { checkJsonDepth, checkWellFormed } from './json-shape'
import { checkFiniteNumbers } from './finite-numbers'

const decoder = new TextDecoder('utf-8', { fatal: false })

function inflate(bytes: Uint8Array, limit: number): Uint8Array {
  try {
    return gunzipSync(bytes, { maxOutputLength: Math.max(1, limit) })
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new HttpError(413, ERROR_MESSAGES.BODY_TOO_LARGE)
    }
    throw badRequest('Invalid gzip-encoded request body')
  }
}

/**
 * Parses a request body as JSON whatever its content type says (the clients label JSON as
 * `text/plain` or `application/x-www-form-urlencoded`). A gzip-encoded body is inflated first.
 * Returns `undefined` for an empty body; throws a 400 naming the position of a syntax error.
 */
export function parseJsonBody(
  bytes: Uint8Array,
  contentEncoding: string | undefined,
  limit: number,
): unknown {
  let data = bytes
  if (data.length > 0 && contentEncoding?.toLowerCase().includes('gzip'))
    data = inflate(data, limit)
  let text = decoder.decode(data)
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1)
  if (text.trim() === '') return undefined
  checkJsonDepth(text)
  let value: unknown
  try {
    value = JSON.parse(text) as unknown
  } catch (error) {
    throw badRequest(`${ERROR_MESSAGES.INVALID_JSON}: ${(error as Error).message}`)
  }
  checkWellFormed(text, value)
  checkFiniteNumbers(text, value)
  return value
}

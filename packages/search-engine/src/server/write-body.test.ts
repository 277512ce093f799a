import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CHUNK_CHARS, chunkEnd, writeBody } from './write-body'

/** Serves `body` through writeBody once and returns what a client receives. */
async function roundTrip(body: string, method = 'GET') {
  const server = createServer((req, res) => {
    void writeBody(res, 200, { 'content-type': 'application/json' }, body, req.method === 'HEAD')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const { port } = server.address() as AddressInfo
    const res = await fetch(`http://127.0.0.1:${port}/`, { method })
    return {
      length: res.headers.get('content-length'),
      encoding: res.headers.get('transfer-encoding'),
      text: await res.text(),
    }
  } finally {
    server.close()
  }
}

describe('writeBody', () => {
  it('never cuts a surrogate pair and covers the whole body', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 300 }),
        fc.integer({ min: 2, max: 20 }),
        (body, size) => {
          const parts: string[] = []
          for (let from = 0; from < body.length;) {
            const end = chunkEnd(body, from, size)
            expect(end).toBeGreaterThan(from)
            parts.push(body.slice(from, end))
            from = end
          }
          expect(parts.join('')).toBe(body)
          // Each chunk is encoded on its own: the bytes must be the whole body's.
          const bytes = Buffer.concat(parts.map((part) => Buffer.from(part)))
          expect(bytes.equals(Buffer.from(body))).toBe(true)
        },
      ),
      { seed: 12, numRuns: 200 },
    )
  })

  it('sends a short body with its byte length', async () => {
    const body = JSON.stringify({ text: 'é😀'.repeat(100) })
    const { length, text } = await roundTrip(body)
    expect(text).toBe(body)
    expect(Number(length)).toBe(Buffer.byteLength(body))
  })

  it('sends a body of many chunks intact, chunked', async () => {
    // Emoji (surrogate pairs) and accented letters land on every chunk boundary.
    const unit = 'é😀"a'
    const body = JSON.stringify({ text: unit.repeat(Math.ceil((5 * CHUNK_CHARS) / unit.length)) })
    const { length, encoding, text } = await roundTrip(body)
    expect(text).toBe(body)
    expect(length).toBeNull()
    expect(encoding).toBe('chunked')
  })

  it('answers HEAD with the length and no body', async () => {
    const body = 'x'.repeat(3 * CHUNK_CHARS)
    const { length, text } = await roundTrip(body, 'HEAD')
    expect(Number(length)).toBe(body.length)
    expect(text).toBe('')
  })
})

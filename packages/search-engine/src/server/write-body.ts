import type { ServerResponse } from 'node:http'
import type { HeldAnswers } from './held-answers'

/** A body this long or shorter goes out in one write, with its content-length. */
export const CHUNK_CHARS = 64 * 1024

/** Where to end the chunk starting at `from`: never between the two halves of a surrogate pair. */
export function chunkEnd(body: string, from: number, size = CHUNK_CHARS): number {
  const end = Math.min(body.length, from + size)
  if (end === body.length) return end
  const last = body.charCodeAt(end - 1)
  return last >= 0xd800 && last <= 0xdbff ? end - 1 : end
}

const drained = (res: ServerResponse) =>
  new Promise<void>((resolve) => {
    const done = () => {
      res.off('drain', done)
      res.off('close', done)
      resolve()
    }
    res.on('drain', done)
    res.on('close', done)
  })

/**
 * Writes a JSON body. A long one (the 1,000 highlighted hits of a costly search make megabytes)
 * goes out in chunks, each encoded as it is written and waiting for the socket to take the last:
 * encoding and writing it at once held the event loop for one multi-megabyte copy and made a
 * buffer as large as the string for the collector. It is sent with chunked transfer encoding:
 * its content-length alone (a UTF-8 length of the whole string) cost tens of milliseconds.
 */
export async function writeBody(
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: string,
  head: boolean,
  held?: HeldAnswers,
): Promise<void> {
  if (body.length <= CHUNK_CHARS) {
    const bytes = Buffer.from(body)
    res.writeHead(status, { ...headers, 'content-length': String(bytes.length) })
    res.end(head ? undefined : bytes)
    return
  }
  if (head) {
    res.writeHead(status, { ...headers, 'content-length': String(Buffer.byteLength(body)) })
    return void res.end()
  }
  res.writeHead(status, headers)
  held?.hold(res, body.length)
  try {
    for (let from = 0; from < body.length && !res.destroyed;) {
      const end = chunkEnd(body, from)
      if (!res.write(body.slice(from, end))) await drained(res)
      from = end
    }
    res.end()
  } finally {
    held?.release(res)
  }
}

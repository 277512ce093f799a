import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_PIPELINED_REQUESTS } from '../src/server/socket-queue'
import { TEST_KEYS, startTestServer, type TestServer } from './support/test-server'

// HTTP/1.1 pipelining: a client may send requests ahead on one connection. Each one used to be
// handled at once, its whole answer held until the client read the ones before: eight
// connections pipelining searches without reading took a server from 150 MB to 990 MB.

let t: TestServer
beforeAll(async () => {
  t = await startTestServer()
  await t.admin().saveObjects({
    indexName: 'items',
    objects: Array.from({ length: 300 }, (_, i) => ({
      objectID: `i${i}`,
      name: `item ${i % 30}`,
      description: 'a long description '.repeat(20),
    })),
    waitForTasks: true,
  })
}, 60_000)
afterAll(() => t.close())

function searchRequest(query: string, hitsPerPage = 1): string {
  const body = JSON.stringify({ query, hitsPerPage })
  return [
    'POST /1/indexes/items/query HTTP/1.1',
    'host: x',
    `x-algolia-application-id: ${TEST_KEYS.appId}`,
    `x-algolia-api-key: ${TEST_KEYS.searchKey}`,
    'content-type: application/json',
    `content-length: ${Buffer.byteLength(body)}`,
    '',
    body,
  ].join('\r\n')
}

/** Sends `requests` in one write; resolves with all that came back once the server closes or goes quiet. */
function pipeline(requests: string[]): Promise<{ text: string; closedByServer: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(t.server.port, '127.0.0.1')
    let text = ''
    let quiet: NodeJS.Timeout | undefined
    const finish = (closedByServer: boolean) => {
      clearTimeout(quiet)
      socket.destroy()
      resolve({ text, closedByServer })
    }
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString()
      clearTimeout(quiet)
      quiet = setTimeout(() => finish(false), 500)
    })
    socket.on('error', () => undefined)
    socket.on('close', () => finish(true))
    socket.write(requests.join(''))
  })
}

const answeredQueries = (text: string) =>
  [...text.matchAll(/"query":"([^"]*)"/g)].map((match) => match[1])

describe('pipelined requests', () => {
  it('are answered one after the other, in order', async () => {
    const queries = ['item 3', 'item 1', 'item 2', 'item 7']
    const { text, closedByServer } = await pipeline(queries.map(searchRequest))
    expect(answeredQueries(text)).toEqual(queries)
    expect(closedByServer).toBe(false)
  })

  it(`close a connection that has more than ${MAX_PIPELINED_REQUESTS} waiting`, async () => {
    // A client sends 200 searches of 300 hits (~200 KB answers each) and reads nothing for a
    // second: the answers back up, the requests wait, and the server closes the connection.
    const socket = connect(t.server.port, '127.0.0.1')
    socket.pause()
    socket.on('error', () => undefined)
    socket.write(Array.from({ length: 200 }, () => searchRequest('', 300)).join(''))
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    let text = ''
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')))
    const closed = new Promise<boolean>((resolve) => {
      socket.once('close', () => resolve(true))
      setTimeout(() => resolve(false), 10_000)
    })
    socket.resume()
    expect(await closed).toBe(true)
    const answers = text.split('HTTP/1.1 200').length - 1
    expect(answers).toBeLessThanOrEqual(MAX_PIPELINED_REQUESTS + 1)
    expect(await t.request('/1/indexes').then((res) => res.status)).toBe(200)
  })
})

import { connect, type Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './support/test-server'

// Each connection holds a file descriptor. One client holding 20,000 idle connections took the
// server to its open-files limit: nobody else could connect, and no file could be opened. Past
// a cap, new connections are closed as soon as they are accepted.

let t: TestServer | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

/** A connection that has been accepted and answered a request (so it is counted). */
async function held(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1')
  socket.on('error', () => undefined)
  await new Promise<void>((resolve, reject) => {
    socket.once('data', () => resolve())
    socket.once('close', () => reject(new Error('closed before answering')))
    socket.write('GET /1/isalive HTTP/1.1\r\nhost: x\r\n\r\n')
  })
  return socket
}

/** Whether a new connection (from `localAddress`, when given) gets an answer to a request. */
function answered(port: number, localAddress?: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', ...(localAddress && { localAddress }) })
    socket.on('error', () => resolve(false))
    socket.once('data', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('close', () => resolve(false))
    socket.write('GET /1/isalive HTTP/1.1\r\nhost: x\r\n\r\n')
  })
}

/** Status of listing the indices through the test client's own connection. */
async function listIndices(server: TestServer): Promise<number> {
  const res = await server.request('/1/indexes')
  await res.arrayBuffer()
  return res.status
}

describe('connection caps', () => {
  it('closes connections from one address past its cap, and takes them again once some close', async () => {
    t = await startTestServer({ config: { maxConnectionsPerAddress: 5 } })
    const sockets = await Promise.all(Array.from({ length: 5 }, () => held(t!.server.port)))
    expect(await answered(t.server.port)).toBe(false)
    // Another address is still served (Linux routes all of 127.0.0.0/8 to the loopback).
    if (process.platform === 'linux') expect(await answered(t.server.port, '127.0.0.2')).toBe(true)
    sockets.pop()!.destroy()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await answered(t.server.port)).toBe(true)
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await listIndices(t)).toBe(200)
  })

  it('closes connections past the cap in all', async () => {
    t = await startTestServer({ config: { maxConnections: 4, maxConnectionsPerAddress: 0 } })
    const sockets = await Promise.all(Array.from({ length: 4 }, () => held(t!.server.port)))
    expect(await answered(t.server.port)).toBe(false)
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await answered(t.server.port)).toBe(true)
  })
})

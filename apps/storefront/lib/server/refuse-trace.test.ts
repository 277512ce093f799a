// @vitest-environment node
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { refuseTrace } from './refuse-trace'

let server: Server | undefined

afterEach(() => {
  server?.close()
  server = undefined
})

async function start(): Promise<number> {
  server = createServer((_, response) => response.end('page'))
  refuseTrace(server)
  refuseTrace(server) // installing twice changes nothing
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  return (server?.address() as AddressInfo).port
}

function send(port: number, method: string) {
  return new Promise<{ status?: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const outgoing = request({ host: '127.0.0.1', port, method, path: '/' }, (response) => {
        let body = ''
        response.on('data', (chunk) => (body += chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode, headers: response.headers, body }),
        )
      })
      outgoing.on('error', reject)
      outgoing.end()
    },
  )
}

describe('refuseTrace', () => {
  it('answers TRACE 405 with the security headers, before the handler', async () => {
    const port = await start()
    const answer = await send(port, 'TRACE')
    expect(answer.status).toBe(405)
    expect(answer.body).toBe('Method not allowed.')
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'")
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(answer.headers.allow).toBe('GET, HEAD, POST, OPTIONS')
  })

  it('leaves every other method to the handler', async () => {
    const port = await start()
    for (const method of ['GET', 'POST', 'OPTIONS', 'DELETE']) {
      const answer = await send(port, method)
      expect(answer.status, method).toBe(200)
      expect(answer.body, method).toBe('page')
    }
  })
})

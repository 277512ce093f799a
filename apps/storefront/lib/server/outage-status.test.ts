// @vitest-environment node
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterEach, describe, expect, it } from 'vitest'
import { OUTAGE_RETRY_AFTER_SECONDS, answerOutagesWith503 } from './outage-status'
import { reportProviderOutage } from './provider-outage'

let server: Server | undefined

afterEach(() => {
  server?.close()
  server = undefined
})

/**
 * Sends one request to a server whose handler, like a page, renders a while (the report comes
 * from a later turn of the event loop), reports an outage when told, then answers `status`.
 */
async function send(options: {
  status: number
  outage: boolean
  headers?: Record<string, string>
}): Promise<{ status?: number; headers: IncomingHttpHeaders; body: string }> {
  server = createServer(async (_, response) => {
    response.setHeader('x-frame-options', 'DENY')
    await sleep(5)
    if (options.outage) reportProviderOutage()
    await sleep(5)
    response.statusCode = options.status
    response.end('<main>page shell</main>')
  })
  answerOutagesWith503(server)
  answerOutagesWith503(server) // installing twice changes nothing
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, headers: options.headers }, (response) => {
      let body = ''
      response.on('data', (chunk) => (body += chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body }),
      )
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

describe('answerOutagesWith503', () => {
  it.each([500, 200])(
    'answers a page that reported an outage 503 instead of %i',
    async (status) => {
      const answer = await send({ status, outage: true })
      expect(answer.status).toBe(503)
      expect(answer.headers['retry-after']).toBe(String(OUTAGE_RETRY_AFTER_SECONDS))
      expect(answer.headers['x-frame-options']).toBe('DENY')
      expect(answer.body).toBe('<main>page shell</main>')
    },
  )

  it.each([200, 404, 500])('leaves a page without an outage at %i', async (status) => {
    const answer = await send({ status, outage: false })
    expect(answer.status).toBe(status)
    expect(answer.headers['retry-after']).toBeUndefined()
  })

  it("leaves a not-found page at 404, and a client navigation's RSC payload at Next's status", async () => {
    expect((await send({ status: 404, outage: true })).status).toBe(404)
    const payload = await send({ status: 500, outage: true, headers: { rsc: '1' } })
    expect(payload.status).toBe(500)
    expect(payload.headers['retry-after']).toBeUndefined()
  })

  it('ignores a report made outside a request', () => {
    expect(() => reportProviderOutage()).not.toThrow()
  })
})

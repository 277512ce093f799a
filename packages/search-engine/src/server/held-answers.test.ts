import type { ServerResponse } from 'node:http'
import { describe, expect, it } from 'vitest'
import { connect } from 'node:net'
import { createEngine } from '../core/engine'
import { createApp } from './app'
import { createHeldAnswers } from './held-answers'
import { listen } from './listen'
import type { Route } from './types'

const fake = () => {
  const res = { destroyed: false, destroy: () => void (res.destroyed = true) }
  return res as unknown as ServerResponse & { destroyed: boolean }
}

describe('held answers', () => {
  it('close the answer held longest when a new one would pass the budget', () => {
    const held = createHeldAnswers(100)
    const [a, b, c] = [fake(), fake(), fake()]
    held.hold(a, 40)
    held.hold(b, 40)
    held.release(a)
    held.hold(c, 40)
    expect([a.destroyed, b.destroyed, c.destroyed]).toEqual([false, false, false])
    const d = fake()
    held.hold(d, 40)
    expect([b.destroyed, c.destroyed, d.destroyed]).toEqual([true, false, false])
    expect(held.total()).toBe(80)
  })

  it('a connection that reads nothing of a long answer is closed for a newer one', async () => {
    // Longer than the loopback's socket buffers take (a few MB), so the answer waits for a reader.
    const body = { text: 'x'.repeat(20_000_000) }
    const route: Route = {
      method: 'GET',
      pattern: '/long',
      acl: 'search',
      handler: () => ({ body }),
    }
    const app = createApp({
      engine: createEngine(),
      config: { appId: 'APP', adminKey: 'admin', searchKey: 'search', dataDir: '/nonexistent' },
      setups: [],
      routes: [route],
    })
    const server = await listen(app, { host: '127.0.0.1', port: 0, heldAnswerChars: 30_000_000 })
    const request =
      'GET /long HTTP/1.1\r\nhost: x\r\nx-algolia-application-id: APP\r\nx-algolia-api-key: search\r\n\r\n'
    const open = () => {
      const socket = connect(server.port, '127.0.0.1')
      socket.pause()
      socket.on('error', () => undefined)
      socket.write(request)
      return socket
    }
    try {
      const slow = open()
      await new Promise((resolve) => setTimeout(resolve, 300))
      const reader = connect(server.port, '127.0.0.1')
      let read = 0
      const done = new Promise<void>((resolve) => {
        reader.on('data', (chunk: Buffer) => {
          read += chunk.length
          if (read > 20_000_000) resolve()
        })
      })
      reader.write(request)
      await done
      slow.resume()
      const closed = await new Promise<boolean>((resolve) => {
        slow.once('close', () => resolve(true))
        setTimeout(() => resolve(false), 5_000)
      })
      // Without the budget it would stay open until the 30 s idle timeout.
      expect(closed).toBe(true)
      reader.destroy()
    } finally {
      await server.close()
    }
  })
})

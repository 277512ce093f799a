import { describe, expect, it } from 'vitest'
import { createEngine } from '../core/engine'
import { createApp } from './app'
import type { Route } from './types'

const KEYS = { appId: 'APP', adminKey: 'admin', searchKey: 'search', dataDir: '/nonexistent' }

function failingWith(code: string): Route {
  return {
    method: 'POST',
    pattern: '/1/events',
    acl: 'search',
    handler() {
      const error: NodeJS.ErrnoException = new Error(`${code}: disk trouble`)
      error.code = code
      throw error
    },
  }
}

async function answer(code: string) {
  const logged: unknown[] = []
  const app = createApp({
    engine: createEngine(),
    config: KEYS,
    setups: [],
    routes: [failingWith(code)],
    onError: (error) => logged.push(error),
  })
  const response = await app.fetch(
    new Request('http://local/1/events', {
      method: 'POST',
      headers: { 'x-algolia-application-id': 'APP', 'x-algolia-api-key': 'search' },
      body: JSON.stringify({ events: [] }),
    }),
  )
  return { status: response.status, body: (await response.json()) as unknown, logged }
}

describe('a write the disk has no room for', () => {
  it("is answered 507 in Algolia's error shape, and logged for the operator", async () => {
    for (const code of ['ENOSPC', 'EDQUOT']) {
      const { status, body, logged } = await answer(code)
      expect(status).toBe(507)
      expect(body).toEqual({ status: 507, message: expect.stringMatching(/disk is full/) })
      expect(logged).toHaveLength(1)
    }
  })

  it('leaves other failures a plain 500', async () => {
    expect((await answer('EIO')).status).toBe(500)
  })
})

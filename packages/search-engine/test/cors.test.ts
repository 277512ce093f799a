import { beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './support/test-app'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ count: 10, config: { maxBodyBytes: 1000 } })
}, 60_000)

const ORIGIN = { origin: 'http://localhost:3000' }

describe('CORS', () => {
  it('answers preflights on any path with 204 and the allowed methods and headers', async () => {
    for (const path of ['/1/indexes/*/queries', '/1/events', '/anything/at/all']) {
      const response = await t.call(path, {
        method: 'OPTIONS',
        key: null,
        headers: {
          ...ORIGIN,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-algolia-api-key',
        },
      })
      expect(response.status).toBe(204)
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      expect(response.headers.get('access-control-allow-methods')).toContain('PUT')
      expect(response.headers.get('access-control-allow-headers')).toBe(
        'content-type,x-algolia-api-key',
      )
      expect(Number(response.headers.get('access-control-max-age'))).toBeGreaterThan(0)
    }
  })

  it('puts the allow-origin header on successes and on every kind of error', async () => {
    const responses = await Promise.all([
      t.call('/1/indexes/products/query', { body: {}, headers: ORIGIN }),
      t.call('/1/indexes/products/query', { body: '{bad', headers: ORIGIN }),
      t.call('/1/indexes/products/query', { body: {}, headers: ORIGIN, key: 'wrong' }),
      t.call('/1/indexes/ghost/query', { body: {}, headers: ORIGIN }),
      t.call('/nowhere', { headers: ORIGIN }),
      t.call('/1/indexes/products/query', { body: 'x'.repeat(2000), headers: ORIGIN }),
      t.call('/1/indexes/products/query', { method: 'PATCH', body: {}, headers: ORIGIN }),
    ])
    expect(responses.map((r) => r.status)).toEqual([200, 400, 403, 404, 404, 413, 405])
    for (const response of responses) {
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      expect(response.headers.get('content-type')).toMatch(/application\/json/)
    }
  })
})

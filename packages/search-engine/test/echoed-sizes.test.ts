import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_KEYS, startTestServer, type TestServer } from './support/test-server'

// Index settings' userData and renderingContent, and a rule's userData and renderingContent,
// go out with every search answer they apply to. They were stored whatever their size (up to
// the 16 MiB body): with 14 MB of them in the settings every search-key search answered 14 MB,
// and a multi-query of 50 searches built an answer past V8's longest string, a 500. Algolia
// documents 32 kB for the settings' userData and 1 kB for a rule's; renderingContent (no
// documented bound) is held to 64 kB. Larger ones now answer 400 and nothing is stored.
let t: TestServer
// The bounds (src/server/routes/echoed-sizes.ts), written out so that this file runs on any
// version of the server.
const ECHOED_LIMITS = {
  settingsUserData: 32 * 1024,
  ruleUserData: 1024,
  renderingContent: 64 * 1024,
}

beforeAll(async () => {
  t = await startTestServer()
  const client = t.admin()
  const [saved] = await client.saveObjects({
    indexName: 'shop',
    objects: [{ objectID: '1', name: 'blue shirt' }],
  })
  await client.waitForTask({ indexName: 'shop', taskID: saved!.taskID })
})
afterAll(() => t?.close())

const blob = (bytes: number) => ({ blob: 'x'.repeat(bytes - 11) })

async function write(method: string, path: string, body: unknown) {
  const res = await t.request(path, { method, body: JSON.stringify(body) })
  return { status: res.status, body: (await res.json()) as { message?: string; status?: number } }
}

const rule = (consequence: Record<string, unknown>) => ({
  objectID: 'r1',
  conditions: [{ pattern: 'shirt', anchoring: 'contains' }],
  consequence,
})

describe('data echoed in every search answer', () => {
  it.each([
    [
      'settings userData',
      'PUT',
      '/1/indexes/shop/settings',
      { userData: blob(ECHOED_LIMITS.settingsUserData + 1) },
    ],
    [
      'settings renderingContent',
      'PUT',
      '/1/indexes/shop/settings',
      { renderingContent: { redirect: { url: 'x'.repeat(ECHOED_LIMITS.renderingContent) } } },
    ],
    [
      'a rule userData',
      'PUT',
      '/1/indexes/shop/rules/r1',
      rule({ userData: blob(ECHOED_LIMITS.ruleUserData + 1) }),
    ],
    [
      'a rule renderingContent (batch)',
      'POST',
      '/1/indexes/shop/rules/batch',
      [
        rule({
          params: {
            renderingContent: { redirect: { url: 'x'.repeat(ECHOED_LIMITS.renderingContent) } },
          },
        }),
      ],
    ],
  ])('%s past its bound answers 400', async (_name, method, path, body) => {
    const answer = await write(method, path, body)
    expect(answer).toEqual({
      status: 400,
      body: { message: expect.stringMatching(/at most \d+ kB/), status: 400 },
    })
  })

  it('keeps what fits, and searches answer it', async () => {
    const settings = await write('PUT', '/1/indexes/shop/settings', {
      userData: blob(ECHOED_LIMITS.settingsUserData),
    })
    expect(settings.status).toBe(200)
    const saved = await write('PUT', '/1/indexes/shop/rules/r1', rule({ userData: blob(1024) }))
    expect(saved.status).toBe(200)
    const client = t.admin()
    await client.waitForTask({
      indexName: 'shop',
      taskID: (saved.body as { taskID: number }).taskID,
    })
    const res = await t.request('/1/indexes/*/queries', {
      method: 'POST',
      key: TEST_KEYS.searchKey,
      body: JSON.stringify({
        requests: Array.from({ length: 50 }, () => ({ indexName: 'shop', query: 'shirt' })),
      }),
    })
    expect(res.status).toBe(200)
    const { results } = (await res.json()) as { results: Array<{ userData?: unknown[] }> }
    expect(results).toHaveLength(50)
    expect(results[0]!.userData).toEqual([blob(1024)])
  })
})

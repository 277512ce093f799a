import { expect } from 'vitest'
import type { TestServer } from './test-server'

/**
 * Saves a Query Suggestions configuration (`POST /1/configs`) and waits until its index was
 * built (its status reports a successful build).
 */
export async function buildSuggestionsIndex(
  server: TestServer,
  config: { indexName: string; sourceIndices: object[] },
) {
  const created = await server.request('/1/configs', {
    method: 'POST',
    body: JSON.stringify(config),
  })
  expect(created.status).toBe(200)
  let status: { lastSuccessfulBuiltAt?: string } = {}
  for (let i = 0; i < 100 && !status.lastSuccessfulBuiltAt; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    const res = await server.request(`/1/configs/${config.indexName}/status`)
    status = (await res.json()) as { lastSuccessfulBuiltAt?: string }
  }
  expect(status.lastSuccessfulBuiltAt).toBeDefined()
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { E2E_RULE, VECTOR_INDICES, VECTORS } from './fixtures/cts-vectors'
import { expectValidResponse } from './openapi'
import { startTestServer, type TestServer } from './support/test-server'

let t: TestServer

beforeAll(async () => {
  t = await startTestServer()
  const client = t.admin()
  for (const indexName of VECTOR_INDICES) {
    await client.saveObjects({ indexName, objects: [{ objectID: 'abc', title: 'An apple' }] })
  }
  await client.saveRules({ indexName: 'cts_e2e_browse', rules: [E2E_RULE] as never[] })
  await client.saveRule({
    indexName: 'indexName',
    objectID: 'test/with/slash',
    rule: { objectID: 'test/with/slash', consequence: { userData: {} } },
  })
}, 60_000)

afterAll(async () => {
  await t?.close()
})

describe("Algolia's Common Test Suite request vectors", () => {
  it.each(VECTORS.map((v) => [v.name, v] as const))('%s', async (_name, vector) => {
    const res = await t.request(vector.path, {
      method: vector.method,
      ...(vector.body !== undefined && { body: JSON.stringify(vector.body) }),
    })
    const body = (await res.json()) as unknown
    expect({ status: res.status, body }).toMatchObject({ status: 200 })
    expectValidResponse(vector.operationId, body, { spec: vector.spec ?? 'search' })
    if (vector.expect !== undefined) expect(body).toMatchObject(vector.expect as object)
  })
})

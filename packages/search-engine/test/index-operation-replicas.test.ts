import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './support/test-server'

// operationIndex keeps primary/replica links whole, as Algolia documents it: "You can't move a
// source index that has replicas", "You can't copy to a destination index that already has
// replicas", and records are never written to a replica. A copy or move onto a replica replaced
// its records and cut it from its primary (the primary still listed it); moving a primary left its
// replicas without one; a settings-only copy onto a replica (Algolia's advice to sync a replica's
// settings) unlinked it too.

let t: TestServer

beforeEach(async () => {
  t = await startTestServer()
  const client = t.admin()
  await client.saveObjects({
    indexName: 'products',
    objects: [
      { objectID: '1', name: 'tent', price: 300 },
      { objectID: '2', name: 'lamp', price: 20 },
    ],
  })
  await client.setSettings({
    indexName: 'products',
    indexSettings: { replicas: ['products_price_asc'], searchableAttributes: ['name'] },
  })
  await client.setSettings({
    indexName: 'products_price_asc',
    indexSettings: { ranking: ['asc(price)', 'typo', 'words'] },
  })
  await client.saveObjects({ indexName: 'other', objects: [{ objectID: 'x', name: 'other' }] })
})
afterEach(() => t.close())

async function operation(source: string, body: Record<string, unknown>) {
  const res = await t.request(`/1/indexes/${source}/operation`, {
    method: 'POST',
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

/** The replica is still linked: listed by its primary, `primary` set, following its writes. */
async function expectLinked() {
  const client = t.admin()
  expect((await client.getSettings({ indexName: 'products' })).replicas).toEqual([
    'products_price_asc',
  ])
  const replica = await client.getSettings({ indexName: 'products_price_asc' })
  expect(replica.primary).toBe('products')
  await client.saveObject({ indexName: 'products', body: { objectID: '3', name: 'mug', price: 5 } })
  const hits = await client.searchSingleIndex({ indexName: 'products_price_asc' })
  expect(hits.hits.map((h) => h.objectID)).toEqual(['3', '2', '1'])
}

const refused = (pattern: RegExp) => ({
  status: 400,
  body: { status: 400, message: expect.stringMatching(pattern) },
})

describe('operationIndex keeps primary/replica links', () => {
  it('refuses to copy an index onto a replica', async () => {
    const answer = await operation('other', {
      operation: 'copy',
      destination: 'products_price_asc',
    })
    expect(answer).toEqual(refused(/products_price_asc is a replica of products/))
    await expectLinked()
  })

  it('refuses to move an index onto a replica', async () => {
    const answer = await operation('other', {
      operation: 'move',
      destination: 'products_price_asc',
    })
    expect(answer).toEqual(refused(/products_price_asc is a replica of products/))
    expect((await t.admin().getObject({ indexName: 'other', objectID: 'x' })).name).toBe('other')
    await expectLinked()
  })

  it('refuses to move a primary that has replicas', async () => {
    const answer = await operation('products', { operation: 'move', destination: 'renamed' })
    expect(answer).toEqual(refused(/products has replicas/))
    await expectLinked()
  })

  it('refuses to move a replica away from its primary', async () => {
    const answer = await operation('products_price_asc', {
      operation: 'move',
      destination: 'renamed',
    })
    expect(answer).toEqual(refused(/products_price_asc is a replica of products/))
    await expectLinked()
  })

  it('copies settings onto a replica and keeps it linked', async () => {
    await t.admin().setSettings({
      indexName: 'other',
      indexSettings: { ranking: ['asc(price)', 'typo'], customRanking: ['desc(name)'] },
    })
    const answer = await operation('other', {
      operation: 'copy',
      destination: 'products_price_asc',
      scope: ['settings'],
    })
    expect(answer.status).toBe(200)
    const replica = await t.admin().getSettings({ indexName: 'products_price_asc' })
    expect(replica.customRanking).toEqual(['desc(name)'])
    await expectLinked()
  })

  it('still moves an index onto a primary, its replicas following', async () => {
    const answer = await operation('other', { operation: 'move', destination: 'products' })
    expect(answer.status).toBe(200)
    const hits = await t.admin().searchSingleIndex({ indexName: 'products_price_asc' })
    expect(hits.hits.map((h) => h.objectID)).toEqual(['x'])
    expect((await t.admin().getSettings({ indexName: 'products_price_asc' })).primary).toBe(
      'products',
    )
  })
})

import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startTestServer } from './support/test-server'

// An index file saves when the index was created and last changed, but a load took the load's
// time for both: after every restart listIndices gave each index (and replica) a new
// `createdAt` and `updatedAt`.
let dataDir: string
afterAll(() => (dataDir ? rm(dataDir, { recursive: true, force: true }) : undefined))

async function times(dir: string) {
  const t = await startTestServer({ dataDir: dir, keepDataDir: true })
  const { items } = await t.admin().listIndices()
  await t.close()
  return items.map(({ name, createdAt, updatedAt }) => ({ name, createdAt, updatedAt }))
}

describe('index times', () => {
  it('are kept across a restart', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'vitrine-index-times-'))
    const t = await startTestServer({ dataDir, keepDataDir: true })
    const client = t.admin()
    const [saved] = await client.saveObjects({ indexName: 'shop', objects: [{ objectID: '1' }] })
    await client.waitForTask({ indexName: 'shop', taskID: saved!.taskID })
    const set = await client.setSettings({
      indexName: 'shop',
      indexSettings: { replicas: ['shop_price'] },
    })
    await client.waitForTask({ indexName: 'shop', taskID: set.taskID })
    const { items } = await client.listIndices()
    const before = items.map(({ name, createdAt, updatedAt }) => ({ name, createdAt, updatedAt }))
    await t.close()
    expect(before).toHaveLength(2)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await times(dataDir)).toEqual(before)
    // And again: a load does not make the files change either.
    expect(await times(dataDir)).toEqual(before)
  }, 30_000)
})

import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startTestServer } from './support/test-server'

const dirs: string[] = []

afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

describe('synonyms and rules persistence and replicas', () => {
  it('survive a restart and follow forwardToReplicas', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-dict-'))
    dirs.push(dataDir)
    const first = await startTestServer({ dataDir })
    const client = first.admin()
    await client.setSettings({
      indexName: 'shop',
      indexSettings: { searchableAttributes: ['name'], replicas: ['shop_sorted'] },
    })
    await client.saveObjects({
      indexName: 'shop',
      objects: [
        { objectID: '1', name: 'Running sneakers' },
        { objectID: '2', name: 'Court trainers' },
      ],
    })
    const forwarded = await client.saveSynonyms({
      indexName: 'shop',
      synonymHit: [{ objectID: 's1', type: 'synonym', synonyms: ['sneakers', 'trainers'] }],
      forwardToReplicas: true,
    })
    await client.waitForTask({ indexName: 'shop', taskID: forwarded.taskID })
    await client.saveRule({
      indexName: 'shop',
      objectID: 'r1',
      rule: { objectID: 'r1', consequence: { userData: { hello: 'primary' } } },
    })
    const local = await client.saveRules({
      indexName: 'shop',
      rules: [{ objectID: 'r2', consequence: { userData: { hello: 'both' } } }],
      forwardToReplicas: true,
    })
    await client.waitForTask({ indexName: 'shop', taskID: local.taskID })
    await first.close()

    const second = await startTestServer({ dataDir })
    try {
      const again = second.admin()
      const primary = await again.searchSingleIndex({
        indexName: 'shop',
        searchParams: { query: 'trainers' },
      })
      expect(primary.nbHits).toBe(2)
      expect(primary.userData).toEqual([{ hello: 'primary' }, { hello: 'both' }])
      const replica = await again.searchSingleIndex({
        indexName: 'shop_sorted',
        searchParams: { query: 'sneakers' },
      })
      expect(replica.nbHits).toBe(2)
      expect(replica.userData).toEqual([{ hello: 'both' }])
      expect(await again.getSynonym({ indexName: 'shop_sorted', objectID: 's1' })).toMatchObject({
        synonyms: ['sneakers', 'trainers'],
      })
      await expect(
        again.getRule({ indexName: 'shop_sorted', objectID: 'r1' }),
      ).rejects.toMatchObject({ status: 404 })
    } finally {
      await second.close()
    }
  })
})

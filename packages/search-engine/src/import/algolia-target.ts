import { randomBytes } from 'node:crypto'
import type { IndexSettings as ClientSettings, SearchClient } from 'algoliasearch'
import type { Hit, IndexSettings } from '../core/types'
import { withoutLinks, type ImportMode, type ImportTarget } from './import-target'

// Settings come from a user's file: the server validates them, the client's narrower types
// (language codes as unions) do not add anything here.
const asClientSettings = (settings: IndexSettings) => settings as unknown as ClientSettings

/**
 * Imports into an Algolia application through the official v5 client. With `replace`, records
 * go to a temporary index (created with a copy of the current settings) that is moved over the
 * target at commit, as the client's `replaceAllObjects` does, but streamed chunk by chunk.
 */
export function createAlgoliaTarget(client: SearchClient, description: string): ImportTarget {
  let indexName = ''
  let writeTo = ''
  let mode: ImportMode = 'replace'
  const wait = (index: string, taskID: number) =>
    client.waitForTask({
      indexName: index,
      taskID,
      timeout: (retries) => Math.min(retries * 200, 5000),
    })

  return {
    description,
    async begin(name, importMode, settings) {
      indexName = name
      mode = importMode
      writeTo = name
      if (mode === 'replace') {
        writeTo = `${name}_tmp_import_${randomBytes(4).toString('hex')}`
        const copied = await client.operationIndex({
          indexName: name,
          operationIndexParams: {
            operation: 'copy',
            destination: writeTo,
            scope: ['settings', 'synonyms', 'rules'],
          },
        })
        await wait(writeTo, copied.taskID)
      }
      if (settings) {
        const set = await client.setSettings({
          indexName: writeTo,
          indexSettings: asClientSettings(withoutLinks(settings)),
        })
        await wait(writeTo, set.taskID)
      }
    },
    async write(records: Hit[]) {
      const responses = await client.saveObjects({
        indexName: writeTo,
        objects: records,
        waitForTasks: false,
      })
      for (const { taskID } of responses) await wait(writeTo, taskID)
    },
    async commit(settings) {
      if (mode === 'replace') {
        const moved = await client.operationIndex({
          indexName: writeTo,
          operationIndexParams: { operation: 'move', destination: indexName },
        })
        await wait(indexName, moved.taskID)
      }
      if (!settings) return
      const set = await client.setSettings({
        indexName,
        indexSettings: asClientSettings(settings.settings),
      })
      await wait(indexName, set.taskID)
      for (const replica of settings.replicas) {
        const done = await client.setSettings({
          indexName: replica.name,
          indexSettings: asClientSettings(replica.settings),
        })
        await wait(replica.name, done.taskID)
      }
      if (settings.synonyms) {
        const saved = await client.saveSynonyms({
          indexName,
          synonymHit: settings.synonyms as never[],
          replaceExistingSynonyms: true,
          forwardToReplicas: true,
        })
        await wait(indexName, saved.taskID)
      }
      if (settings.rules) {
        const saved = await client.saveRules({
          indexName,
          rules: settings.rules as never[],
          clearExistingRules: true,
          forwardToReplicas: true,
        })
        await wait(indexName, saved.taskID)
      }
    },
    async abort() {
      if (mode === 'replace' && writeTo !== indexName) {
        await client.deleteIndex({ indexName: writeTo }).catch(() => undefined)
      }
    },
  }
}

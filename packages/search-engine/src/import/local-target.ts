import type { Engine, Hit } from '../core/types'
import type { ImportMode, ImportTarget } from './import-target'

/**
 * Imports into an in-memory engine. The caller persists the result (for example by closing the
 * store only after `commit`), so an import that fails half-way never reaches the disk.
 */
export function createLocalTarget(engine: Engine, description = 'the local engine'): ImportTarget {
  let indexName = ''
  let mode: ImportMode = 'replace'
  let staged: Hit[] = []
  return {
    description,
    async begin(name, importMode) {
      indexName = name
      mode = importMode
      staged = []
    },
    async write(records) {
      // Staged in memory so that the index is replaced in one step at commit.
      if (mode === 'replace') staged.push(...records)
      else engine.saveObjects(indexName, records)
    },
    async commit(settings) {
      if (mode === 'replace') {
        if (engine.hasIndex(indexName)) engine.clearObjects(indexName)
        if (staged.length > 0) engine.saveObjects(indexName, staged)
        staged = []
      }
      if (settings) {
        engine.setSettings(indexName, settings.settings)
        for (const replica of settings.replicas) engine.setSettings(replica.name, replica.settings)
        const replace = { replaceExisting: true, forwardToReplicas: true }
        if (settings.synonyms) engine.saveSynonyms(indexName, settings.synonyms, replace)
        if (settings.rules) engine.saveRules(indexName, settings.rules, replace)
      }
      if (!engine.hasIndex(indexName)) engine.saveObjects(indexName, [])
    },
    async abort() {
      staged = []
    },
  }
}

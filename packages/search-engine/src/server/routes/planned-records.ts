import type { Engine, Hit } from '../../core/types'

/**
 * The records of the indices a batch writes, as the operations planned so far leave them: a
 * partial update is checked against the record it will produce, earlier operations included,
 * before any operation is applied.
 */
export interface PlannedRecords {
  get(indexName: string, objectID: string): Hit | undefined
  save(indexName: string, record: Hit): void
  delete(indexName: string, objectID: string): void
  clear(indexName: string): void
}

/** A {@link PlannedRecords} over the engine's records as they are now. */
export function plannedRecords(engine: Engine): PlannedRecords {
  const written = new Map<string, Map<string, Hit | undefined>>()
  const cleared = new Set<string>()
  const writtenTo = (indexName: string) => {
    let records = written.get(indexName)
    if (!records) written.set(indexName, (records = new Map()))
    return records
  }
  return {
    get(indexName, objectID) {
      const records = written.get(indexName)
      if (records?.has(objectID)) return records.get(objectID)
      if (cleared.has(indexName) || !engine.hasIndex(indexName)) return undefined
      return engine.getObject(indexName, objectID)
    },
    save: (indexName, record) => void writtenTo(indexName).set(record.objectID, record),
    delete: (indexName, objectID) => void writtenTo(indexName).set(objectID, undefined),
    clear(indexName) {
      written.delete(indexName)
      cleared.add(indexName)
    },
  }
}

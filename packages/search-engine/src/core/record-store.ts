import { Snapshot } from './snapshot'
import type { Hit } from './types'

/**
 * Records of one index (shared by its replicas), keyed by objectID in insertion order. Every
 * write bumps the version; the search structures are rebuilt lazily from a fresh snapshot on the
 * next read.
 */
export class RecordStore {
  private readonly records = new Map<string, Hit>()
  private current: Snapshot | undefined
  updatedAt = new Date().toISOString()

  get size(): number {
    return this.records.size
  }

  get(objectID: string): Hit | undefined {
    return this.records.get(objectID)
  }

  values(): IterableIterator<Hit> {
    return this.records.values()
  }

  /** Inserts or replaces records. */
  upsert(records: Iterable<Hit>): void {
    for (const record of records) this.records.set(record.objectID, record)
    this.touch()
  }

  /** Removes records by objectID (unknown ids are ignored). */
  delete(objectIDs: Iterable<string>): void {
    for (const id of objectIDs) this.records.delete(id)
    this.touch()
  }

  /** Replaces every record at once (bulk import). */
  replaceAll(records: Iterable<Hit>): void {
    this.records.clear()
    this.upsert(records)
  }

  clear(): void {
    this.records.clear()
    this.touch()
  }

  /** Copy with the same records (used when a replica is detached from its primary). */
  clone(): RecordStore {
    const copy = new RecordStore()
    copy.upsert(this.records.values())
    return copy
  }

  /** Snapshot of the current version (cached until the next write). */
  snapshot(): Snapshot {
    if (!this.current) this.current = new Snapshot([...this.records.values()])
    return this.current
  }

  private touch(): void {
    this.current = undefined
    this.updatedAt = new Date().toISOString()
  }
}

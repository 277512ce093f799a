import { forgetRecordJson } from './hit-json'
import { Snapshot } from './snapshot'
import type { Hit } from './types'

/** Changes since the last snapshot, applied by {@link Snapshot.extend}. */
interface Pending {
  added: Hit[]
  seqs: number[]
  removed: number[]
}

/** Dead plus appended documents tolerated before the next read rebuilds everything. */
function extensionLimit(size: number): number {
  return Math.max(2048, size >> 3)
}

/**
 * Records of one index (shared by its replicas), keyed by objectID in insertion order. Reads see
 * a {@link Snapshot}; after small writes the next snapshot extends the previous one (appended
 * documents, dead ones masked), and once the changes pass {@link extensionLimit} the next read
 * builds a fresh, compact snapshot from the records.
 */
export class RecordStore {
  private readonly records = new Map<string, Hit>()
  private base: Snapshot | undefined
  private pending: Pending = { added: [], seqs: [], removed: [] }
  /** objectID → document id in `base` extended by `pending` (built on the first write). */
  private docOf: Map<string, number> | undefined
  private nextSeq = 0
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
    for (const record of records) {
      forgetRecordJson(record)
      this.records.set(record.objectID, record)
      this.track(record.objectID, record)
    }
    this.touch()
  }

  /** Removes records by objectID (unknown ids are ignored). */
  delete(objectIDs: Iterable<string>): void {
    for (const id of objectIDs) {
      if (this.records.delete(id)) this.track(id, undefined)
    }
    this.touch()
  }

  /** Replaces every record at once (bulk import). */
  replaceAll(records: Iterable<Hit>): void {
    this.records.clear()
    this.reset()
    this.upsert(records)
  }

  clear(): void {
    this.records.clear()
    this.reset()
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
    if (!this.base) {
      this.base = new Snapshot([...this.records.values()])
      this.nextSeq = this.base.size
    } else if (this.pending.added.length > 0 || this.pending.removed.length > 0) {
      const { added, seqs, removed } = this.pending
      this.base = this.base.extend(added, seqs, removed)
      this.pending = { added: [], seqs: [], removed: [] }
    }
    return this.base
  }

  /** Records one change against the current snapshot, or drops it past the limit. */
  private track(objectID: string, record: Hit | undefined): void {
    const base = this.base
    if (!base) return
    const { added, seqs, removed } = this.pending
    if (base.dead + added.length + removed.length >= extensionLimit(this.records.size)) {
      this.reset()
      return
    }
    const docOf = (this.docOf ??= new Map(base.docs.map((doc, i) => [doc.objectID, i])))
    const old = docOf.get(objectID)
    if (old !== undefined) removed.push(old)
    if (!record) {
      docOf.delete(objectID)
      return
    }
    const seq = old === undefined ? this.nextSeq++ : this.seqOf(old)
    docOf.set(objectID, base.size + added.length)
    added.push(record)
    seqs.push(seq)
  }

  private seqOf(doc: number): number {
    const base = this.base!
    return doc < base.size ? base.seq[doc]! : this.pending.seqs[doc - base.size]!
  }

  private reset(): void {
    this.base = undefined
    this.docOf = undefined
    this.pending = { added: [], seqs: [], removed: [] }
  }

  private touch(): void {
    this.updatedAt = new Date().toISOString()
  }
}

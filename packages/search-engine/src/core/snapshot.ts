import { isCacheableKey } from './cache-keys'
import { Bitset } from './bitset'
import { buildFacetColumn, type FacetColumn } from './facet-index'
import { mergeFacetColumn } from './facet-merge'
import { denseRank, uniqueOrder, type CustomKey, type DenseRank } from './ranking'
import { extendOrder, extendRank } from './rank-extend'
import type { SearchableAttribute } from './searchable-attributes'
import type { Steps } from './steps'
import { buildTextIndex, textIndexSteps, type TextIndex } from './text-index'
import { mergeTextIndex } from './text-index-merge'
import { textOptionsKey, type TextOptions } from './text-options'
import type { Hit } from './types'

const FILTER_CACHE_LIMIT = 128
/**
 * Text indices of attribute sets no setting names (a query's `restrictSearchableAttributes`) kept
 * at once; each is a whole index, and every subset of the searchable attributes is another one.
 */
export const TRANSIENT_TEXT_INDEXES = 2
/**
 * Bytes of facet columns of attributes no setting names (numeric filters on undeclared attributes,
 * `objectID`) kept at once: a query may name any attribute, and each column costs ~12 bytes per
 * record even when no record holds the attribute.
 */
export const TRANSIENT_COLUMN_BYTES = 64 * 1024 * 1024

function textIndexKey(attributes: SearchableAttribute[], options?: TextOptions): string {
  const key = JSON.stringify(attributes.map((a) => [a.path.name, a.level, a.unordered]))
  return options === undefined ? key : key + textOptionsKey(options)
}

type ScratchBuffer = Uint32Array | Uint16Array | Uint8Array | Float64Array

/**
 * Scratch buffers of one computation that pauses between steps (a sliced search). While it runs,
 * it borrows the snapshots' shared buffers as a synchronous search would; before it pauses,
 * {@link ScratchOwner.keepBorrowed} takes them out of the shared pool, so a search running during
 * the pause gets new ones. A computation that never pauses costs nothing extra.
 */
export class ScratchOwner {
  private readonly owned = new Map<Snapshot, Map<string, ScratchBuffer>>()
  private borrowed: Array<{ snapshot: Snapshot; name: string; buffer: ScratchBuffer }> = []

  /** A buffer this owner already holds. */
  get(snapshot: Snapshot, name: string): ScratchBuffer | undefined {
    return this.owned.get(snapshot)?.get(name)
  }

  /** Notes a shared buffer in use by this owner. */
  borrow(snapshot: Snapshot, name: string, buffer: ScratchBuffer): void {
    this.borrowed.push({ snapshot, name, buffer })
  }

  /** Takes every borrowed buffer out of the shared pool and keeps it. */
  keepBorrowed(): void {
    for (const { snapshot, name, buffer } of this.borrowed) {
      snapshot.unshare(name, buffer)
      let own = this.owned.get(snapshot)
      if (own === undefined) {
        own = new Map()
        this.owned.set(snapshot, own)
      }
      own.set(name, buffer)
    }
    this.borrowed = []
  }
}

let scratchOwner: ScratchOwner | undefined

/** Sets the owner of the scratch buffers asked for from now on; returns the previous one. */
export function setScratchOwner(owner: ScratchOwner | undefined): ScratchOwner | undefined {
  const previous = scratchOwner
  scratchOwner = owner
  return previous
}

/**
 * Immutable view of an index's records at one version, with every derived structure built lazily
 * and cached: text indices (per searchable-attributes setting), facet columns (per attribute),
 * rank arrays (per sort key) and recent filter results. Replicas share their primary's snapshot,
 * so a replica with the same searchable attributes reuses the same text index.
 *
 * Document ids only grow: {@link Snapshot.extend} appends new and updated records after the
 * existing ones and marks replaced or deleted ones dead in `live`, carrying every built
 * structure over instead of rebuilding it. `seq` is each document's position in the records'
 * insertion order, the final tie-break, so rankings equal those of a fresh build.
 */
export class Snapshot {
  readonly docs: Hit[]
  readonly size: number
  /** Insertion-order position of each document (ties in ranking are broken by it). */
  readonly seq: Uint32Array
  /** Documents still present; undefined when every document is. */
  readonly live: Bitset | undefined
  /** Number of dead documents (replaced or deleted since the last full build). */
  readonly dead: number
  private readonly textIndexes = new Map<string, TextIndex>()
  private readonly columns = new Map<string, FacetColumn>()
  private readonly transientTextIndexes = new Map<string, TextIndex>()
  private readonly transientColumns = new Map<string, FacetColumn>()
  private transientColumnBytes = 0
  private readonly ranks = new Map<string, DenseRank>()
  private readonly orders = new Map<string, { rank: Uint32Array; order: Uint32Array }>()
  private readonly orderKeys = new Map<string, CustomKey[]>()
  private readonly filters = new Map<string, Bitset>()
  private readonly scratch = new Map<string, ScratchBuffer>()

  constructor(docs: Hit[], seq?: Uint32Array, live?: Bitset, dead = 0) {
    this.docs = docs
    this.size = docs.length
    this.seq = seq ?? Uint32Array.from(docs, (_, i) => i)
    this.live = live
    this.dead = dead
  }

  /**
   * The next version: `added` documents appended (with their insertion-order positions `seqs`)
   * and the documents `removed` marked dead. Built structures are carried over: text indices
   * and facet columns merged with ones built over `added` only, ranks and orders extended.
   */
  extend(added: Hit[], seqs: number[], removed: number[]): Snapshot {
    const size = this.size + added.length
    const live = new Bitset(size)
    if (this.live) live.words.set(this.live.words)
    else for (let doc = 0; doc < this.size; doc++) live.add(doc)
    for (let doc = this.size; doc < size; doc++) live.add(doc)
    let dead = this.dead
    for (const doc of removed) {
      if (live.has(doc)) dead++
      live.words[doc >>> 5]! &= ~(1 << (doc & 31))
    }
    const seq = new Uint32Array(size)
    seq.set(this.seq)
    seq.set(seqs, this.size)
    const next = new Snapshot(this.docs.concat(added), seq, live, dead)
    for (const [key, index] of this.textIndexes) {
      if (!index.discovered)
        next.textIndexes.set(key, mergeTextIndex(index, added, this.size, live))
    }
    for (const [name, column] of this.columns) {
      next.columns.set(name, mergeFacetColumn(column, added))
    }
    for (const [id, rank] of this.ranks) next.ranks.set(id, extendRank(rank, next.docs, this.size))
    for (const [id, order] of this.orders) {
      const keys = this.orderKeys.get(id)!
      next.orderKeys.set(id, keys)
      next.orders.set(
        id,
        extendOrder(
          order,
          this.size,
          keys.map((k) => next.rank(k).rank),
          seq,
        ),
      )
    }
    return next
  }

  /** Whether the text index of a searchable-attributes configuration is built. */
  hasTextIndex(attributes: SearchableAttribute[], options?: TextOptions): boolean {
    return this.textIndexes.has(textIndexKey(attributes, options))
  }

  /**
   * Text index for a searchable-attributes configuration of the settings (built on first use,
   * kept and carried over to the next version).
   */
  textIndex(attributes: SearchableAttribute[], options?: TextOptions): TextIndex {
    const key = textIndexKey(attributes, options)
    const kept = this.textIndexes.get(key)
    if (kept) return kept
    const index =
      this.transientTextIndexes.get(key) ?? buildTextIndex(this.docs, attributes, true, options)
    this.transientTextIndexes.delete(key)
    this.textIndexes.set(key, index)
    return index
  }

  /**
   * {@link textIndex}, or for a `transient` configuration (a query's own restriction, not a
   * setting) one kept among the few most recently used only, not carried over to the next
   * version, and built in steps so that other requests are answered meanwhile.
   */
  *textIndexSteps(
    attributes: SearchableAttribute[],
    transient: boolean,
    options?: TextOptions,
  ): Steps<TextIndex> {
    if (!transient) return this.textIndex(attributes, options)
    // A restriction to no searchable attribute searches none (without attributes, the build
    // would otherwise take every attribute of the records).
    const none = attributes.length === 0
    const key = none ? 'none' : textIndexKey(attributes, options)
    const kept = this.textIndexes.get(key) ?? this.transientTextIndexes.get(key)
    const index = kept ?? (yield* textIndexSteps(this.docs, attributes, !none, options))
    if (this.textIndexes.get(key) === index) return index
    const recent = this.transientTextIndexes
    recent.delete(key)
    while (recent.size >= TRANSIENT_TEXT_INDEXES) recent.delete(recent.keys().next().value!)
    recent.set(key, index)
    return index
  }

  /**
   * Facet column of an attribute (built on first use). A `transient` one (an attribute the
   * settings do not name) is kept within a byte budget, most recently used first, and not
   * carried over to the next version.
   */
  column(attribute: string, transient = false): FacetColumn {
    const kept = this.columns.get(attribute)
    if (kept) return kept
    const held = this.transientColumns.get(attribute)
    if (held) {
      this.transientColumns.delete(attribute)
      if (!transient) {
        this.transientColumnBytes -= columnBytes(held)
        this.columns.set(attribute, held)
      } else this.transientColumns.set(attribute, held)
      return held
    }
    const column = buildFacetColumn(this.docs, attribute)
    if (!transient) {
      this.columns.set(attribute, column)
      return column
    }
    const bytes = columnBytes(column)
    for (const [name, old] of this.transientColumns) {
      if (this.transientColumnBytes + bytes <= TRANSIENT_COLUMN_BYTES) break
      this.transientColumns.delete(name)
      this.transientColumnBytes -= columnBytes(old)
    }
    if (bytes <= TRANSIENT_COLUMN_BYTES) {
      this.transientColumns.set(attribute, column)
      this.transientColumnBytes += bytes
    }
    return column
  }

  /** What the caches of this version hold (for diagnostics and tests). */
  cacheStats() {
    return {
      textIndexes: this.textIndexes.size,
      transientTextIndexes: this.transientTextIndexes.size,
      columns: this.columns.size,
      transientColumns: this.transientColumns.size,
      transientColumnBytes: this.transientColumnBytes,
    }
  }

  /** Dense rank by one sort key. */
  rank(key: CustomKey): DenseRank {
    const id = `${key.descending ? 'desc' : 'asc'}(${key.attribute})`
    let rank = this.ranks.get(id)
    if (!rank) {
      rank = denseRank(this.docs, key)
      this.ranks.set(id, rank)
    }
    return rank
  }

  /** Unique order of documents under a list of sort keys (ties by insertion order). */
  order(keys: CustomKey[]): { rank: Uint32Array; order: Uint32Array } {
    const id = JSON.stringify(keys)
    let order = this.orders.get(id)
    if (!order) {
      order = uniqueOrder(
        this.docs,
        keys.map((k) => this.rank(k)),
        this.seq,
      )
      this.orders.set(id, order)
      this.orderKeys.set(id, keys)
    }
    return order
  }

  /** A filter result in the cache (then kept as the most recently used). */
  findFilter(key: string): Bitset | undefined {
    const hit = this.filters.get(key)
    if (hit) {
      this.filters.delete(key)
      this.filters.set(key, hit)
    }
    return hit
  }

  /** Cached filter result (most recently used kept). */
  cachedFilter(key: string, compute: () => Bitset): Bitset {
    const hit = this.findFilter(key)
    if (hit) return hit
    const value = compute()
    if (!isCacheableKey(key)) return value
    if (this.filters.size >= FILTER_CACHE_LIMIT) {
      this.filters.delete(this.filters.keys().next().value!)
    }
    this.filters.set(key, value)
    return value
  }

  /**
   * Reusable per-document scratch buffer, one per name: synchronous searches share it, and a
   * sliced one keeps its own once it pauses (see {@link ScratchOwner}).
   */
  buffer<T extends ScratchBuffer>(name: string, create: (size: number) => T): T {
    const owner = scratchOwner
    const own = owner?.get(this, name)
    if (own !== undefined) return own as T
    let buffer = this.scratch.get(name) as T | undefined
    if (!buffer) {
      buffer = create(this.size)
      this.scratch.set(name, buffer)
    }
    owner?.borrow(this, name, buffer)
    return buffer
  }

  /** Drops a buffer from the shared pool (its borrower keeps it). */
  unshare(name: string, buffer: ScratchBuffer): void {
    if (this.scratch.get(name) === buffer) this.scratch.delete(name)
  }
}

/** Approximate heap size of a facet column: its arrays, and its values' strings and maps. */
function columnBytes(column: FacetColumn): number {
  // The name too: a query may name an attribute by a long path, kept as the cache's key.
  let bytes = column.values.length * 96 + column.name.length * 2
  for (const value of column.values) bytes += value.length * 2
  for (const array of [
    column.numbers,
    column.docStart,
    column.docValues,
    column.single,
    column.valueStart,
    column.valueDocs,
    column.totals,
    column.alphaRank,
    column.alphaOrder,
  ])
    bytes += array?.byteLength ?? 0
  return bytes
}

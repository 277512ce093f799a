import type { Bitset } from './bitset'
import { buildFacetColumn, type FacetColumn } from './facet-index'
import { denseRank, uniqueOrder, type CustomKey } from './ranking'
import type { SearchableAttribute } from './searchable-attributes'
import { buildTextIndex, type TextIndex } from './text-index'
import type { Hit } from './types'

const FILTER_CACHE_LIMIT = 128

/**
 * Immutable view of an index's records at one version, with every derived structure built lazily
 * and cached: text indices (per searchable-attributes setting), facet columns (per attribute),
 * rank arrays (per sort key) and recent filter results. Replicas share their primary's snapshot,
 * so a replica with the same searchable attributes reuses the same text index.
 */
export class Snapshot {
  readonly docs: Hit[]
  readonly size: number
  private readonly textIndexes = new Map<string, TextIndex>()
  private readonly columns = new Map<string, FacetColumn>()
  private readonly ranks = new Map<string, { rank: Uint32Array; max: number }>()
  private readonly orders = new Map<string, { rank: Uint32Array; order: Uint32Array }>()
  private readonly filters = new Map<string, Bitset>()
  private readonly scratch = new Map<string, Uint32Array | Uint8Array | Float64Array>()

  constructor(docs: Hit[]) {
    this.docs = docs
    this.size = docs.length
  }

  /** Text index for a searchable-attributes configuration (built on first use). */
  textIndex(attributes: SearchableAttribute[]): TextIndex {
    const key = JSON.stringify(attributes.map((a) => [a.path.name, a.level, a.unordered]))
    let index = this.textIndexes.get(key)
    if (!index) {
      index = buildTextIndex(this.docs, attributes)
      this.textIndexes.set(key, index)
    }
    return index
  }

  /** Facet column of an attribute (built on first use). */
  column(attribute: string): FacetColumn {
    let column = this.columns.get(attribute)
    if (!column) {
      column = buildFacetColumn(this.docs, attribute)
      this.columns.set(attribute, column)
    }
    return column
  }

  /** Dense rank by one sort key. */
  rank(key: CustomKey): { rank: Uint32Array; max: number } {
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
      )
      this.orders.set(id, order)
    }
    return order
  }

  /** Cached filter result (most recently used kept). */
  cachedFilter(key: string, compute: () => Bitset): Bitset {
    const hit = this.filters.get(key)
    if (hit) {
      this.filters.delete(key)
      this.filters.set(key, hit)
      return hit
    }
    const value = compute()
    if (this.filters.size >= FILTER_CACHE_LIMIT) {
      this.filters.delete(this.filters.keys().next().value!)
    }
    this.filters.set(key, value)
    return value
  }

  /** Reusable per-document scratch buffer (engine calls are synchronous, so one per name). */
  buffer<T extends Uint32Array | Uint8Array | Float64Array>(
    name: string,
    create: (size: number) => T,
  ): T {
    let buffer = this.scratch.get(name) as T | undefined
    if (!buffer) {
      buffer = create(this.size)
      this.scratch.set(name, buffer)
    }
    return buffer
  }
}

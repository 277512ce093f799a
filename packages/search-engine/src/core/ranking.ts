import { collectValues, compilePath, parseModifier, type AttributePath } from './attributes'
import type { Hit } from './types'
import { ownValue } from './own-keys'

/** One ranking criterion, in tie-breaking order. */
export type Criterion =
  | {
      kind:
        | 'typo'
        | 'geo'
        | 'words'
        | 'filters'
        | 'proximity'
        | 'attribute'
        | 'exact'
        | 'custom'
        | 'personalization'
    }
  | { kind: 'sort'; attribute: string; descending: boolean }

/** Algolia's default ranking formula. */
export const DEFAULT_RANKING = [
  'typo',
  'geo',
  'words',
  'filters',
  'proximity',
  'attribute',
  'exact',
  'custom',
]

/** The criteria of the default formula; anything else in `ranking` is a sort (asc/desc). */
const TEXTUAL = new Set(DEFAULT_RANKING)

/**
 * Compiles the `ranking` setting. `typoTolerance: min | strict` forces `typo` first, as Algolia
 * does; unknown entries are ignored.
 */
export function compileRanking(ranking: string[] | undefined, typoFirst: boolean): Criterion[] {
  const out: Criterion[] = []
  for (const entry of ranking ?? DEFAULT_RANKING) {
    const { modifier, name } = parseModifier(entry)
    if (modifier === 'asc' || modifier === 'desc') {
      out.push({ kind: 'sort', attribute: name, descending: modifier === 'desc' })
    } else if (modifier === undefined && TEXTUAL.has(name)) {
      out.push({ kind: name as 'typo' })
    }
  }
  if (typoFirst) {
    const at = out.findIndex((c) => c.kind === 'typo')
    if (at > 0) out.unshift(...out.splice(at, 1))
  }
  return out
}

/** Parsed `customRanking` entry. */
export interface CustomKey {
  attribute: string
  descending: boolean
}

/** Parses `customRanking` (`asc(attr)` / `desc(attr)`). */
export function compileCustomRanking(custom: string[] | undefined): CustomKey[] {
  const out: CustomKey[] = []
  for (const entry of custom ?? []) {
    const { modifier, name } = parseModifier(entry)
    if (modifier === 'asc' || modifier === 'desc') {
      out.push({ attribute: name, descending: modifier === 'desc' })
    }
  }
  return out
}

/** Dense rank by one key, with what {@link extendRank} needs to rank new documents. */
export interface DenseRank {
  rank: Uint32Array
  max: number
  key: CustomKey
  path: AttributePath
  numeric: boolean
  /** Distinct values in rank order (`distinct[r]` has rank `r`). */
  distinct: Array<number | string>
}

/** Value a document is sorted by (undefined: no value, ranked last). */
export function sortableValue(hit: Hit, path: AttributePath): number | string | undefined {
  const direct = path.segments.length === 1 ? ownValue(hit, path.name) : undefined
  const first = direct !== undefined ? direct : collectValues(hit, path)[0]
  if (typeof first === 'number') return Number.isFinite(first) ? first : undefined
  if (typeof first === 'boolean') return first ? 1 : 0
  if (typeof first === 'string') return first
  return undefined
}

export function compareValues(a: number | string, b: number | string): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b
  const sa = String(a)
  const sb = String(b)
  return sa < sb ? -1 : sa > sb ? 1 : 0
}

/**
 * Dense rank of every document by one attribute (0 = first); documents without a value share the
 * last rank whatever the direction, as in Algolia.
 */
export function denseRank(docs: Hit[], key: CustomKey): DenseRank {
  const path = compilePath(key.attribute)
  const values = docs.map((doc) => sortableValue(doc, path))
  const numeric = values.every((v) => v === undefined || typeof v === 'number')
  const present: number[] = []
  for (let i = 0; i < values.length; i++) if (values[i] !== undefined) present.push(i)
  const order = Uint32Array.from(present)
  const sign = key.descending ? -1 : 1
  if (numeric) {
    const nums = Float64Array.from(values, (v) => (v === undefined ? 0 : (v as number)))
    order.sort((a, b) => sign * (nums[a]! - nums[b]!))
  } else {
    order.sort((a, b) => sign * compareValues(values[a]!, values[b]!))
  }
  const rank = new Uint32Array(docs.length)
  const distinct: Array<number | string> = []
  let current = 0
  for (let i = 0; i < order.length; i++) {
    if (i > 0 && compareValues(values[order[i - 1]!]!, values[order[i]!]!) !== 0) current++
    if (distinct.length === current) distinct.push(values[order[i]!]!)
    rank[order[i]!] = current
  }
  const missing = order.length > 0 ? current + 1 : 0
  for (let i = 0; i < docs.length; i++) if (values[i] === undefined) rank[i] = missing
  const max = docs.length > order.length ? missing : Math.max(0, current)
  return { rank, max, key, path, numeric, distinct }
}

/**
 * Unique rank of every document under a list of keys (ties broken by insertion order), with the
 * inverse permutation: `order[rank] = doc`.
 */
export function uniqueOrder(
  docs: Hit[],
  keys: Array<{ rank: Uint32Array }>,
  seq?: Uint32Array,
): { rank: Uint32Array; order: Uint32Array } {
  const order = new Uint32Array(docs.length)
  for (let i = 0; i < order.length; i++) order[i] = i
  if (keys.length > 0 || seq) {
    const ranks = keys.map((k) => k.rank)
    order.sort((a, b) => {
      for (const r of ranks) {
        const d = r[a]! - r[b]!
        if (d !== 0) return d
      }
      return seq ? seq[a]! - seq[b]! || a - b : a - b
    })
  }
  const rank = new Uint32Array(docs.length)
  for (let i = 0; i < order.length; i++) rank[order[i]!] = i
  return { rank, order }
}

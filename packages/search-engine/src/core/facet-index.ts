import { compilePath, forEachValue } from './attributes'
import { GrowableUint32 } from './growable'
import { normalizeText } from './normalize'
import type { Hit } from './types'

/**
 * Column of one attribute used for faceting and filtering: the distinct values, each document's
 * value ids (compressed sparse rows) and each value's documents (ascending).
 */
export interface FacetColumn {
  name: string
  /** Distinct values as facet strings (numbers and booleans stringified). */
  values: string[]
  /** Numeric value of each value id (booleans as 0/1), NaN for strings. */
  numbers: Float64Array
  /** True when every value is a number: the facet gets `facets_stats`. */
  numeric: boolean
  /** Exact string → value id (tags are matched case-sensitively). */
  byValue: Map<string, number>
  /** Normalised string → value ids (facet filters match case- and accent-insensitively). */
  byNormalized: Map<string, number[]>
  docStart: Uint32Array
  docValues: Uint32Array
  /** Value id of each document when no document has more than one value (NO_VALUE if none). */
  single: Uint32Array | undefined
  valueStart: Uint32Array
  valueDocs: Uint32Array
  /** Number of documents holding each value, over the whole index. */
  totals: Uint32Array
  /** Position of each value id in alphabetical order (for `sortFacetValuesBy: alpha`). */
  alphaRank: Uint32Array
  /** Value ids in alphabetical order (inverse of `alphaRank`). */
  alphaOrder: Uint32Array
}

/** Marker of a document without a value in {@link FacetColumn.single}. */
export const NO_VALUE = 0xffffffff

function singleValues(docStart: Uint32Array, docValues: Uint32Array): Uint32Array | undefined {
  const single = new Uint32Array(docStart.length - 1)
  for (let doc = 0; doc < single.length; doc++) {
    const count = docStart[doc + 1]! - docStart[doc]!
    if (count > 1) return undefined
    single[doc] = count === 0 ? NO_VALUE : docValues[docStart[doc]!]!
  }
  return single
}

function toFacetString(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  return undefined
}

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value
  if (typeof value === 'boolean') return value ? 1 : 0
  return NaN
}

/** Builds the column of attribute `name` over `docs`. */
export function buildFacetColumn(docs: Hit[], name: string): FacetColumn {
  const path = compilePath(name)
  const byValue = new Map<string, number>()
  const values: string[] = []
  const numbers: number[] = []
  let onlyNumbers = true
  const docStart = new Uint32Array(docs.length + 1)
  const docValues = new GrowableUint32(docs.length)
  const byNumber = new Map<number, number>()
  let seen = 0
  const add = (raw: unknown) => {
    // Numbers are looked up by value first: converting each one to a string is the slow part.
    let id = typeof raw === 'number' ? byNumber.get(raw) : undefined
    if (id === undefined) id = newValue(raw)
    if (id !== undefined && !docValues.hasFrom(seen, id)) docValues.push(id)
  }
  const newValue = (raw: unknown): number | undefined => {
    const text = toFacetString(raw)
    if (text === undefined) return undefined
    let id = byValue.get(text)
    if (id === undefined) {
      id = values.length
      byValue.set(text, id)
      values.push(text)
      numbers.push(toNumber(raw))
      if (typeof raw !== 'number') onlyNumbers = false
    }
    if (typeof raw === 'number') byNumber.set(raw, id)
    return id
  }
  for (let doc = 0; doc < docs.length; doc++) {
    seen = docValues.length
    forEachValue(docs[doc]!, path, false, add)
    docStart[doc + 1] = docValues.length
  }
  return finishColumn(
    name,
    values,
    numbers,
    onlyNumbers,
    byValue,
    docStart,
    docValues.view().slice(),
  )
}

/** Derives the per-value structures of a column from its per-document values. */
export function finishColumn(
  name: string,
  values: string[],
  numberList: number[],
  onlyNumbers: boolean,
  byValue: Map<string, number>,
  docStart: Uint32Array,
  docValues: Uint32Array,
  /** A column with the same values: its value-only structures are reused. */
  sameValues?: FacetColumn,
): FacetColumn {
  const totals = new Uint32Array(values.length)
  for (let i = 0; i < docValues.length; i++) totals[docValues[i]!]!++
  const valueStart = new Uint32Array(values.length + 1)
  for (let v = 0; v < values.length; v++) valueStart[v + 1] = valueStart[v]! + totals[v]!
  const fill = valueStart.slice(0, values.length)
  const valueDocs = new Uint32Array(docValues.length)
  for (let doc = 0; doc + 1 < docStart.length; doc++) {
    for (let k = docStart[doc]!; k < docStart[doc + 1]!; k++) {
      valueDocs[fill[docValues[k]!]!++] = doc
    }
  }
  const reuse = sameValues?.values.length === values.length ? sameValues : undefined
  const byNormalized = reuse?.byNormalized ?? new Map<string, number[]>()
  if (!reuse)
    values.forEach((value, id) => {
      const key = normalizeText(value)
      const list = byNormalized.get(key)
      if (list) list.push(id)
      else byNormalized.set(key, [id])
    })
  const order =
    reuse?.alphaOrder ??
    values.map((_, id) => id).sort((a, b) => compareStrings(values[a]!, values[b]!))
  const alphaRank = reuse?.alphaRank ?? new Uint32Array(values.length)
  if (!reuse)
    order.forEach((id, rank) => {
      alphaRank[id] = rank
    })
  const numbers = Float64Array.from(numberList)
  const numeric = values.length > 0 && onlyNumbers
  return {
    name,
    values,
    numbers,
    numeric,
    byValue,
    byNormalized,
    docStart,
    docValues,
    single: singleValues(docStart, docValues),
    valueStart,
    valueDocs,
    totals,
    alphaRank,
    alphaOrder: reuse?.alphaOrder ?? Uint32Array.from(order),
  }
}

/** Orders facet values alphabetically, numbers numerically. */
export function compareStrings(a: string, b: string): number {
  const na = Number(a)
  const nb = Number(b)
  if (a !== '' && b !== '' && !Number.isNaN(na) && !Number.isNaN(nb)) return na - nb
  return a < b ? -1 : a > b ? 1 : 0
}

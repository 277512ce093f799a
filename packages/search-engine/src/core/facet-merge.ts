import { buildFacetColumn, finishColumn, type FacetColumn } from './facet-index'
import type { Hit } from './types'

/**
 * The column of `column`'s documents followed by `added`, reading only the added records: their
 * values are mapped onto the existing value ids (new values get new ids), then the per-value
 * structures are derived again from the per-document arrays.
 */
export function mergeFacetColumn(column: FacetColumn, added: Hit[]): FacetColumn {
  if (added.length === 0) return column
  const delta = buildFacetColumn(added, column.name)
  const values = column.values.slice()
  const numbers = Array.from(column.numbers)
  const byValue = new Map<string, number>()
  const remap = new Uint32Array(delta.values.length)
  const grow = () => {
    if (byValue.size === 0) for (const [v, id] of column.byValue) byValue.set(v, id)
  }
  delta.values.forEach((value, id) => {
    let to = column.byValue.get(value) ?? byValue.get(value)
    if (to === undefined) {
      grow()
      to = values.length
      byValue.set(value, to)
      values.push(value)
      numbers.push(delta.numbers[id]!)
    }
    remap[id] = to
  })
  const onlyNumbers =
    (column.values.length === 0 || column.numeric) && (delta.values.length === 0 || delta.numeric)
  const baseDocs = column.docStart.length - 1
  const baseValues = column.docValues.length
  const docStart = new Uint32Array(baseDocs + added.length + 1)
  docStart.set(column.docStart)
  for (let i = 1; i <= added.length; i++) docStart[baseDocs + i] = baseValues + delta.docStart[i]!
  const docValues = new Uint32Array(baseValues + delta.docValues.length)
  docValues.set(column.docValues)
  for (let k = 0; k < delta.docValues.length; k++) {
    docValues[baseValues + k] = remap[delta.docValues[k]!]!
  }
  const sameValues = values.length === column.values.length
  return finishColumn(
    column.name,
    values,
    numbers,
    onlyNumbers,
    sameValues ? column.byValue : byValue,
    docStart,
    docValues,
    sameValues ? column : undefined,
  )
}

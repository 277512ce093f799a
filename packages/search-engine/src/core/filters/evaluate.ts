import { collectValues, compilePath } from '../attributes'
import { Bitset } from '../bitset'
import type { FacetColumn } from '../facet-index'
import { normalizeText } from '../normalize'
import { finish, type Steps } from '../steps'
import type { Hit } from '../types'
import type { FilterAtom, FilterNode } from './ast'
import { compareNumber } from './compare-number'
import { forEachIdOfNumber, forEachNumberId } from './number-ids'

/** Access to the facet columns of an index snapshot. */
export interface ColumnSource {
  size: number
  column(attribute: string): FacetColumn
}

/** Visits the value ids of a facet value: as written, else as another spelling of its number. */
function forEachFacetValueId(column: FacetColumn, value: string, visit: (id: number) => void) {
  const ids = column.byNormalized.get(normalizeText(value))
  if (ids) return ids.forEach((id) => visit(id))
  const wanted = Number(value)
  if (value.trim() !== '' && !Number.isNaN(wanted)) forEachIdOfNumber(column, wanted, visit)
}

function visitValueDocs(column: FacetColumn, id: number, visit: (doc: number) => void): void {
  for (let k = column.valueStart[id]!; k < column.valueStart[id + 1]!; k++) {
    visit(column.valueDocs[k]!)
  }
}

/**
 * Visits the documents matching one filter (a document holding several matching values is
 * visited once per value).
 */
export function forEachAtomDoc(
  atom: FilterAtom,
  source: ColumnSource,
  visit: (doc: number) => void,
): void {
  if (atom.type === 'tag') {
    const column = source.column('_tags')
    const id = column.byValue.get(atom.value)
    if (id !== undefined) visitValueDocs(column, id, visit)
    return
  }
  const column = source.column(atom.attribute)
  if (atom.type === 'facet') {
    forEachFacetValueId(column, atom.value, (id) => visitValueDocs(column, id, visit))
    return
  }
  forEachNumberId(column, atom, (id) => visitValueDocs(column, id, visit))
}

function atomBits(atom: FilterAtom, source: ColumnSource): Bitset {
  const set = new Bitset(source.size)
  forEachAtomDoc(atom, source, (doc) => set.add(doc))
  return set
}

/** Evaluates a filter AST to the set of matching documents. */
export function evaluateFilter(node: FilterNode, source: ColumnSource): Bitset {
  return finish(filterSteps(node, source))
}

/** {@link evaluateFilter} as steps, one per condition (a filter may hold thousands). */
export function* filterSteps(node: FilterNode, source: ColumnSource): Steps<Bitset> {
  switch (node.type) {
    case 'and': {
      const [first, ...rest] = node.children
      const set = yield* filterSteps(first!, source)
      for (const child of rest) set.and(yield* filterSteps(child, source))
      return set
    }
    case 'or': {
      const set = new Bitset(source.size)
      for (const child of node.children) set.or(yield* filterSteps(child, source))
      return set
    }
    case 'not':
      yield
      return atomBits(node.child, source).not()
    default:
      yield
      return atomBits(node, source)
  }
}

function atomMatches(atom: FilterAtom, hit: Hit): boolean {
  const name = atom.type === 'tag' ? '_tags' : atom.attribute
  const values = collectValues(hit, compilePath(name))
  return values.some((raw) => {
    if (atom.type === 'tag') return raw === atom.value
    if (atom.type === 'facet') {
      const text = typeof raw === 'string' ? raw : String(raw)
      if (normalizeText(text) === normalizeText(atom.value)) return true
      return typeof raw === 'number' && atom.value.trim() !== '' && raw === Number(atom.value)
    }
    const n = typeof raw === 'number' ? raw : typeof raw === 'boolean' ? Number(raw) : NaN
    if (Number.isNaN(n)) return false
    return atom.type === 'range'
      ? n >= atom.lower && n <= atom.upper
      : compareNumber(n, atom.operator, atom.value)
  })
}

/** Evaluates a filter AST against one record (for callers holding records, not doc ids). */
export function matchesRecord(node: FilterNode, hit: Hit): boolean {
  switch (node.type) {
    case 'and':
      return node.children.every((child) => matchesRecord(child, hit))
    case 'or':
      return node.children.some((child) => matchesRecord(child, hit))
    case 'not':
      return !atomMatches(node.child, hit)
    default:
      return atomMatches(node, hit)
  }
}

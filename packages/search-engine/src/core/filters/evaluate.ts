import { collectValues, compilePath } from '../attributes'
import { Bitset } from '../bitset'
import type { FacetColumn } from '../facet-index'
import { normalizeText } from '../normalize'
import { finish, type Steps } from '../steps'
import type { Hit } from '../types'
import type { FilterAtom, FilterNode } from './ast'
import { compareNumber } from './compare-number'
import type { FilterScope } from './filter-scope'
import { forEachIdOfNumber, forEachNumberId } from './number-ids'

/** Access to the facet columns of an index snapshot. */
export interface ColumnSource {
  size: number
  /** The attribute's column; `transient` ones (not in the settings) are kept in a bounded cache. */
  column(attribute: string, transient?: boolean): FacetColumn
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
 * visited once per value). A value filter outside the scope matches none; `objectID` and tags
 * match case-sensitively.
 */
export function forEachAtomDoc(
  atom: FilterAtom,
  source: ColumnSource,
  scope: FilterScope,
  visit: (doc: number) => void,
): void {
  if (atom.type === 'tag') {
    const column = source.column('_tags')
    const id = column.byValue.get(atom.value)
    if (id !== undefined) visitValueDocs(column, id, visit)
    return
  }
  if (!inScope(atom, scope)) return
  const column = source.column(atom.attribute, !scope.declared(atom.attribute))
  if (atom.type === 'facet') {
    if (atom.attribute === 'objectID') {
      const id = column.byValue.get(atom.value)
      if (id !== undefined) visitValueDocs(column, id, visit)
      return
    }
    forEachFacetValueId(column, atom.value, (id) => visitValueDocs(column, id, visit))
    return
  }
  forEachNumberId(column, atom, (id) => visitValueDocs(column, id, visit))
}

function atomBits(atom: FilterAtom, source: ColumnSource, scope: FilterScope): Bitset {
  const set = new Bitset(source.size)
  forEachAtomDoc(atom, source, scope, (doc) => set.add(doc))
  return set
}

/** Evaluates a filter AST to the set of matching documents. */
export function evaluateFilter(node: FilterNode, source: ColumnSource, scope: FilterScope): Bitset {
  return finish(filterSteps(node, source, scope))
}

/** {@link evaluateFilter} as steps, one per condition (a filter may hold thousands). */
export function* filterSteps(
  node: FilterNode,
  source: ColumnSource,
  scope: FilterScope,
): Steps<Bitset> {
  switch (node.type) {
    case 'and': {
      const [first, ...rest] = node.children
      const set = yield* filterSteps(first!, source, scope)
      for (const child of rest) set.and(yield* filterSteps(child, source, scope))
      return set
    }
    case 'or': {
      const set = new Bitset(source.size)
      for (const child of node.children) set.or(yield* filterSteps(child, source, scope))
      return set
    }
    case 'not':
      yield
      return atomBits(node.child, source, scope).not()
    default:
      yield
      return atomBits(node, source, scope)
  }
}

/** The filter can match records under the index's filter scope (tags always can). */
function inScope(atom: FilterAtom, scope: FilterScope): boolean {
  if (atom.type === 'tag') return true
  if (atom.type === 'facet') return scope.byValue(atom.attribute)
  return scope.numeric(atom.attribute, atom.type === 'range' ? 'range' : atom.operator)
}

function atomMatches(atom: FilterAtom, hit: Hit, scope: FilterScope): boolean {
  if (!inScope(atom, scope)) return false
  const name = atom.type === 'tag' ? '_tags' : atom.attribute
  const values = collectValues(hit, compilePath(name))
  return values.some((raw) => {
    if (atom.type === 'tag') return raw === atom.value
    if (atom.type === 'facet' && atom.attribute === 'objectID') return raw === atom.value
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
export function matchesRecord(node: FilterNode, hit: Hit, scope: FilterScope): boolean {
  switch (node.type) {
    case 'and':
      return node.children.every((child) => matchesRecord(child, hit, scope))
    case 'or':
      return node.children.some((child) => matchesRecord(child, hit, scope))
    case 'not':
      return !atomMatches(node.child, hit, scope)
    default:
      return atomMatches(node, hit, scope)
  }
}

import { EngineError } from '../errors'
import type { NestedFilters } from '../types'
import type { FilterAtom, FilterNode, NotFilter, OrFilter } from './ast'
import { parseComparison, parseRange } from './numeric-syntax'

export type Kind = 'facetFilters' | 'numericFilters' | 'tagFilters' | 'optionalFilters'
type Term = FilterAtom | NotFilter

const SCORE = /<score\s*=\s*(-?\d+)\s*>\s*$/

function fail(kind: Kind, item: string, why: string): EngineError {
  return new EngineError(400, `Invalid ${kind} "${item}": ${why}`)
}

function toNumber(kind: Kind, item: string, text: string): number {
  const value = Number(text)
  if (text.trim() === '' || !Number.isFinite(value))
    throw fail(kind, item, `${text} is not a number`)
  return value
}

function unquote(value: string): string {
  const first = value[0]
  if (value.length >= 2 && (first === '"' || first === "'") && value.endsWith(first)) {
    return value.slice(1, -1)
  }
  return value
}

function negatable(raw: string): { negated: boolean; value: string } {
  if (raw.startsWith('\\-')) return { negated: false, value: raw.slice(1) }
  if (raw.startsWith('-')) return { negated: true, value: raw.slice(1) }
  return { negated: false, value: raw }
}

function facetTerm(kind: Kind, item: string, score: number | undefined): Term {
  const colon = item.indexOf(':')
  if (colon < 0) throw fail(kind, item, 'expected attribute:value')
  const attribute = unquote(item.slice(0, colon).trim())
  const { negated, value } = negatable(item.slice(colon + 1).trim())
  const clean = unquote(value)
  const atom: FilterAtom =
    attribute === '_tags'
      ? { type: 'tag', value: clean }
      : { type: 'facet', attribute, value: clean }
  if (score !== undefined) atom.score = score
  return negated ? { type: 'not', child: atom } : atom
}

function numericTerm(kind: Kind, item: string): Term {
  const range = parseRange(item)
  if (range) {
    return {
      type: 'range',
      attribute: unquote(range.attribute.trim()),
      lower: toNumber(kind, item, range.lower),
      upper: toNumber(kind, item, range.upper),
    }
  }
  const match = parseComparison(item)
  if (!match) throw fail(kind, item, 'expected attribute<op>number or attribute:lower TO upper')
  return {
    type: 'numeric',
    attribute: unquote(match.attribute.trim()),
    operator: match.operator,
    value: toNumber(kind, item, match.value),
  }
}

function tagTerm(item: string): Term {
  const { negated, value } = negatable(item)
  const atom: FilterAtom = { type: 'tag', value: unquote(value) }
  return negated ? { type: 'not', child: atom } : atom
}

function toTerm(kind: Kind, raw: string): Term {
  let item = raw.trim()
  let score: number | undefined
  const scored = SCORE.exec(item)
  if (scored) {
    score = Number(scored[1])
    item = item.slice(0, scored.index).trim()
  }
  if (kind === 'numericFilters') return numericTerm(kind, item)
  if (kind === 'tagFilters') return tagTerm(item)
  return facetTerm(kind, item, score)
}

/** Splits the legacy string form `a,(b,c)` into `['a', ['b', 'c']]`. */
export function splitLegacy(kind: Kind, text: string): Array<string | string[]> {
  const trimmed = text.trim()
  if (trimmed.startsWith('[')) {
    try {
      return normalizeShape(kind, JSON.parse(trimmed) as unknown)
    } catch (error) {
      if (error instanceof EngineError) throw error
      throw new EngineError(400, `Invalid ${kind}: malformed JSON array`)
    }
  }
  const out: Array<string | string[]> = []
  let depth = 0
  let group: string[] | undefined
  // The current item is `trimmed[start..i)` (less the characters that ended the one before);
  // `blank` while it holds only spaces. Read by index: appending a character at a time and
  // trimming the item at every '(' took quadratic time ("a(" 100,000 times: 5 s).
  let start = 0
  let blank = true
  const flush = (end: number) => {
    const item = trimmed.slice(start, end).trim()
    if (item !== '') (group ?? out).push(item)
    start = end + 1
    blank = true
  }
  for (let i = 0; i < trimmed.length; i++) {
    const c = trimmed[i]!
    if (c === '(' && depth === 0 && blank) {
      depth = 1
      group = []
      start = i + 1
    } else if (c === ')' && depth === 1) {
      flush(i)
      out.push(group!)
      group = undefined
      depth = 0
    } else if (c === ',') flush(i)
    else if (blank && c.trim() !== '') blank = false
  }
  if (depth !== 0) throw new EngineError(400, `Invalid ${kind}: unbalanced parentheses`)
  flush(trimmed.length)
  return out
}

function flatten(kind: Kind, value: unknown, out: string[]): void {
  if (typeof value === 'string') out.push(value)
  else if (Array.isArray(value)) for (const item of value) flatten(kind, item, out)
  else throw new EngineError(400, `Invalid ${kind}: expected strings or arrays of strings`)
}

function normalizeShape(kind: Kind, value: unknown): Array<string | string[]> {
  if (value === undefined || value === null) return []
  if (typeof value === 'string') return splitLegacy(kind, value)
  if (!Array.isArray(value))
    throw new EngineError(400, `Invalid ${kind}: expected a string or an array`)
  return value.map((item) => {
    if (typeof item === 'string') return item
    // Deeper levels are folded into the enclosing OR group.
    const group: string[] = []
    flatten(kind, item, group)
    return group
  })
}

/** AND-list of OR groups of terms for one of the array-shaped filter parameters. */
export function filterGroups(kind: Kind, value: NestedFilters | undefined): Term[][] {
  // Empty strings filter nothing (Algolia's own clients send them for cleared refinements).
  const terms = (items: string[]) =>
    items.filter((s) => s.trim() !== '').map((s) => toTerm(kind, s))
  return normalizeShape(kind, value).map((item) => terms(typeof item === 'string' ? [item] : item))
}

/** Converts facetFilters / numericFilters / tagFilters into a filter AST (AND of ORs). */
export function filtersFromArrays(
  kind: Exclude<Kind, 'optionalFilters'>,
  value: NestedFilters | undefined,
): FilterNode[] {
  return filterGroups(kind, value)
    .filter((group) => group.length > 0)
    .map((group): FilterNode =>
      group.length === 1 ? group[0]! : ({ type: 'or', children: group } as OrFilter),
    )
}

/** Comparison operators of numeric filters. */
export type NumericOperator = '<' | '<=' | '=' | '!=' | '>=' | '>'

/** `attr:value` (also `attr:true|false`); matched case-insensitively against facet values. */
export interface FacetFilter {
  type: 'facet'
  attribute: string
  value: string
  score?: number
}

/** `attr <op> number`. */
export interface NumericFilter {
  type: 'numeric'
  attribute: string
  operator: NumericOperator
  value: number
  score?: number
}

/** `attr:lower TO upper`, inclusive. */
export interface RangeFilter {
  type: 'range'
  attribute: string
  lower: number
  upper: number
  score?: number
}

/** `_tags:value` or a bare `value`; tags match case-sensitively. */
export interface TagFilter {
  type: 'tag'
  value: string
  score?: number
}

/** A single filter. */
export type FilterAtom = FacetFilter | NumericFilter | RangeFilter | TagFilter

/** Negation of a single filter. */
export interface NotFilter {
  type: 'not'
  child: FilterAtom
}

/** Disjunction of same-kind filters (each possibly negated). */
export interface OrFilter {
  type: 'or'
  children: Array<FilterAtom | NotFilter>
}

/** Conjunction of filters, negations and OR groups. */
export interface AndFilter {
  type: 'and'
  children: Array<FilterAtom | NotFilter | OrFilter>
}

/**
 * Filter expression in the shape Algolia accepts: a conjunction of disjunctions (conjunctive
 * normal form) where NOT applies to single filters only.
 */
export type FilterNode = FilterAtom | NotFilter | OrFilter | AndFilter

/** Kind of a filter for the "an OR group may not mix kinds" rule. */
export function filterKind(node: FilterAtom | NotFilter): 'facet' | 'numeric' | 'tag' {
  const atom = node.type === 'not' ? node.child : node
  return atom.type === 'range' ? 'numeric' : atom.type
}

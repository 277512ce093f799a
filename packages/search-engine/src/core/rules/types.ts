import type { RenderingContent, SearchParams } from '../types'

/** Which part of the query a rule pattern must match. */
export type Anchoring = 'is' | 'startsWith' | 'endsWith' | 'contains'

/** When a rule applies. */
export interface RuleCondition {
  /** Words, and `{facet:attribute}` placeholders matching a value of that facet. */
  pattern?: string
  anchoring?: Anchoring
  /** Pattern words also match plural forms and synonyms of the query words. */
  alternatives?: boolean
  /** Only when the search sends this value in `ruleContexts`. */
  context?: string
  /** Only when the search's `filters` contain these `facet:value` filters. */
  filters?: string
}

/** A query edit of a rule consequence. */
export interface QueryEdit {
  type?: 'remove' | 'replace'
  delete?: string
  insert?: string
}

/** A facet placeholder turned into a filter. */
export interface AutomaticFacetFilter {
  facet: string
  score?: number
  disjunctive?: boolean
}

/** Parameters a rule sets on the search. */
export type ConsequenceParams = Omit<SearchParams, 'query'> & {
  query?: string | { remove?: string[]; edits?: QueryEdit[] }
  automaticFacetFilters?: Array<AutomaticFacetFilter | string>
  automaticOptionalFacetFilters?: Array<AutomaticFacetFilter | string>
  renderingContent?: RenderingContent
}

/** A pinned record (or group of records) at a 0-based position. */
export interface Promote {
  objectID?: string
  objectIDs?: string[]
  position: number
}

/** What a rule does. */
export interface RuleConsequence {
  params?: ConsequenceParams
  promote?: Promote[]
  filterPromotes?: boolean
  hide?: Array<{ objectID: string }>
  userData?: unknown
}

/** An Algolia query rule. */
export interface Rule {
  objectID: string
  conditions?: RuleCondition[]
  consequence: RuleConsequence
  description?: string
  enabled?: boolean
  /** Epoch seconds. */
  validity?: Array<{ from?: number; until?: number }>
  tags?: string[]
  scope?: string
}

import { queryLanguageSettings } from '../language/languages'
import type { SynonymHit } from '../synonyms/types'
import { tokenize } from '../tokenizer'
import type { NestedFilters, RenderingContent, SearchParams } from '../types'
import {
  matchCondition,
  type ConditionMatch,
  type FacetMatch,
  type RuleInput,
} from './match-condition'
import { editQuery, removeSpans } from './query-edits'
import type { AutomaticFacetFilter, ConsequenceParams, Rule } from './types'

/** Most rules applied to one search (the first ones in the index's order). */
export const MAX_APPLIED_RULES = 10

/** What the matching rules did to a search. */
export interface RuleOutcome {
  /** The search parameters after the consequences. */
  params: SearchParams
  promote: Array<{ objectIDs: string[]; position: number }>
  filterPromotes: boolean
  hide: Set<string>
  userData: unknown[]
  applied: Array<{ objectID: string }>
  renderingContent?: RenderingContent
}

/** The index data rules read. */
export interface RuleContext {
  rules: readonly Rule[]
  synonyms: readonly SynonymHit[] | undefined
  facetValues: (facet: string) => Map<string, string>
  /** Current time in epoch seconds. */
  now: number
}

function isValid(rule: Rule, now: number): boolean {
  if (rule.enabled === false) return false
  if (!rule.validity || rule.validity.length === 0) return true
  return rule.validity.some((r) => (r.from ?? -Infinity) <= now && now <= (r.until ?? Infinity))
}

// One input for all the rules of a search: the condition matcher reads it once (see Prepared).
function ruleInput(params: SearchParams, ctx: RuleContext): RuleInput {
  return {
    words: tokenize(params.query ?? ''),
    ruleContexts: params.ruleContexts ?? [],
    filters: params.filters ?? '',
    facetValues: ctx.facetValues,
    plurals: queryLanguageSettings(params).plurals,
    synonyms: params.synonyms === false ? undefined : ctx.synonyms,
  }
}

function ruleMatch(rule: Rule, input: RuleInput) {
  const conditions = rule.conditions ?? []
  if (conditions.length === 0) return { start: 0, end: 0, facets: [] }
  for (const condition of conditions) {
    const found = matchCondition(condition, input)
    if (found) return found
  }
  return undefined
}

/**
 * A filters string usable as one side of an AND: a bare disjunction gets parentheses; a
 * conjunction stays as it is (the grammar allows no AND inside parentheses).
 */
function asConjunct(filters: string): string {
  const top = filters.replace(/\([^()]*\)/g, '()')
  return / OR /i.test(top) && !/ AND /i.test(top) ? `(${filters})` : filters
}

function asList(filters: NestedFilters | undefined): Array<string | string[]> {
  if (filters === undefined) return []
  if (typeof filters === 'string') return [filters]
  return filters as Array<string | string[]>
}

function facetFiltersOf(
  automatic: ConsequenceParams['automaticFacetFilters'],
  captured: FacetMatch[],
): { required: Array<string | string[]>; optional: string[] } {
  const required: Array<string | string[]> = []
  const optional: string[] = []
  for (const entry of automatic ?? []) {
    const spec: AutomaticFacetFilter = typeof entry === 'string' ? { facet: entry } : entry
    const values = captured
      .filter((c) => c.facet === spec.facet)
      .map((c) => `${spec.facet}:${c.value}`)
    if (values.length === 0) continue
    if (spec.disjunctive === true) required.push(values)
    else required.push(...values)
  }
  return { required, optional }
}

function optionalFiltersOf(
  automatic: ConsequenceParams['automaticOptionalFacetFilters'],
  captured: FacetMatch[],
) {
  const out: string[] = []
  for (const entry of automatic ?? []) {
    const spec: AutomaticFacetFilter = typeof entry === 'string' ? { facet: entry } : entry
    const score = spec.score !== undefined ? `<score=${spec.score}>` : ''
    for (const c of captured)
      if (c.facet === spec.facet) out.push(`${spec.facet}:${c.value}${score}`)
  }
  return out
}

const PLACEHOLDER = /^\{facet:(.+)\}$/

/** `query.remove` entries like `{facet:brand}` remove the facet value the pattern captured. */
function removePlaceholders(
  query: string,
  edit: ConsequenceParams['query'],
  captured: FacetMatch[],
): string {
  if (typeof edit !== 'object' || !edit.remove) return query
  const facets = edit.remove.map((r) => PLACEHOLDER.exec(r.trim())?.[1]).filter(Boolean)
  if (facets.length === 0) return query
  return removeSpans(
    query,
    captured.filter((c) => facets.includes(c.facet)),
  )
}

function applyParams(
  params: SearchParams,
  consequence: ConsequenceParams,
  match: ConditionMatch,
): SearchParams {
  const {
    query,
    automaticFacetFilters,
    automaticOptionalFacetFilters,
    filters,
    facetFilters,
    optionalFilters,
    numericFilters,
    ...rest
  } = consequence
  const out: SearchParams = { ...params, ...rest }
  const captured = match.facets
  const auto = facetFiltersOf(automaticFacetFilters, captured)
  const autoOptional = optionalFiltersOf(automaticOptionalFacetFilters, captured)
  // Captured facet values leave the query once (automatic filters or a `{facet:x}` removal).
  const removed = auto.required.length > 0 || autoOptional.length > 0
  if (removed) out.query = removeSpans(out.query ?? '', captured)
  if (query !== undefined) {
    const base = out.query ?? ''
    out.query = editQuery(removed ? base : removePlaceholders(base, query, captured), query)
  }
  if (filters)
    out.filters = params.filters
      ? `${asConjunct(params.filters)} AND ${asConjunct(filters)}`
      : filters
  const ff = [...asList(params.facetFilters), ...asList(facetFilters), ...auto.required]
  if (ff.length > 0) out.facetFilters = ff as NestedFilters
  const nf = [...asList(params.numericFilters), ...asList(numericFilters)]
  if (nf.length > 0) out.numericFilters = nf as NestedFilters
  const of = [...asList(params.optionalFilters), ...asList(optionalFilters), ...autoOptional]
  if (of.length > 0) out.optionalFilters = of as NestedFilters
  return out
}

/**
 * Applies the index's query rules to a search: every enabled rule valid now whose condition
 * matches (context, pattern with anchoring, filters) contributes its consequence, in the index's
 * order, up to {@link MAX_APPLIED_RULES}. A search no rule matches comes back unchanged.
 */
export function applyRules(params: SearchParams, ctx: RuleContext): RuleOutcome {
  const outcome: RuleOutcome = {
    params,
    promote: [],
    filterPromotes: false,
    hide: new Set(),
    userData: [],
    applied: [],
  }
  if (params.enableRules === false || ctx.rules.length === 0) return outcome
  const input = ruleInput(params, ctx)
  for (const rule of ctx.rules) {
    if (outcome.applied.length >= MAX_APPLIED_RULES) break
    if (!isValid(rule, ctx.now)) continue
    const match = ruleMatch(rule, input)
    if (!match) continue
    const { consequence } = rule
    outcome.applied.push({ objectID: rule.objectID })
    if (consequence.params) {
      outcome.params = applyParams(outcome.params, consequence.params, match)
      if (consequence.params.renderingContent) {
        outcome.renderingContent = {
          ...outcome.renderingContent,
          ...consequence.params.renderingContent,
        }
      }
    }
    for (const p of consequence.promote ?? []) {
      const ids = p.objectIDs ?? (p.objectID !== undefined ? [p.objectID] : [])
      outcome.promote.push({ objectIDs: ids, position: Math.max(0, p.position) })
    }
    if (consequence.filterPromotes === true) outcome.filterPromotes = true
    for (const h of consequence.hide ?? []) outcome.hide.add(h.objectID)
    if (consequence.userData !== undefined) outcome.userData.push(consequence.userData)
  }
  return outcome
}

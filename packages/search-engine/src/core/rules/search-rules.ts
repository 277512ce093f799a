import { tokenize } from '../tokenizer'
import type { Anchoring, Rule } from './types'

/** Parameters of the search-rules route. */
export interface SearchRulesParams {
  query?: string
  anchoring?: Anchoring
  context?: string
  page?: number
  hitsPerPage?: number
  enabled?: boolean | null
}

function textOf(rule: Rule): string {
  const patterns = (rule.conditions ?? []).map((c) => c.pattern ?? '')
  return [rule.objectID, rule.description ?? '', ...patterns, ...(rule.tags ?? [])].join(' ')
}

/** Rules matching the query words (prefixes), anchoring, context and enabled flag, paged. */
export function searchRules(
  rules: readonly Rule[],
  params: SearchRulesParams,
): { hits: Rule[]; nbHits: number; page: number; nbPages: number } {
  const words = tokenize(params.query ?? '')
  const found = rules.filter((rule) => {
    const conditions = rule.conditions ?? []
    if (params.anchoring && !conditions.some((c) => (c.anchoring ?? 'is') === params.anchoring)) {
      return false
    }
    if (params.context && !conditions.some((c) => c.context === params.context)) return false
    if (typeof params.enabled === 'boolean' && (rule.enabled !== false) !== params.enabled) {
      return false
    }
    const text = tokenize(textOf(rule))
    return words.every((w) => text.some((t) => t.startsWith(w)))
  })
  const hitsPerPage = params.hitsPerPage ?? 20
  const page = params.page ?? 0
  return {
    hits: found.slice(page * hitsPerPage, (page + 1) * hitsPerPage),
    nbHits: found.length,
    page,
    nbPages: hitsPerPage > 0 ? Math.ceil(found.length / hitsPerPage) : 0,
  }
}

import { pluralForms } from '../language/languages'
import { synonymDictionary } from '../synonyms/dictionary'
import type { SynonymHit } from '../synonyms/types'
import { tokenize } from '../tokenizer'
import type { RuleCondition } from './types'

/** What a condition is checked against. */
export interface RuleInput {
  /** Normalised query words. */
  words: string[]
  ruleContexts: string[]
  filters: string
  /** Normalised words of each facet value, by facet (for `{facet:x}` placeholders). */
  facetValues: (facet: string) => Map<string, string>
  plurals: string[]
  synonyms: readonly SynonymHit[] | undefined
}

/** A facet value a `{facet:x}` placeholder matched, and the query words it spans. */
export interface FacetMatch {
  facet: string
  value: string
  start: number
  end: number
}

/** A successful condition match: the words it spans and the facet values it captured. */
export interface ConditionMatch {
  start: number
  end: number
  facets: FacetMatch[]
}

type PatternPart = { word: string } | { facet: string }
const PLACEHOLDER = /\{facet:([^}]+)\}/g
const MAX_FACET_WORDS = 4

function parsePattern(pattern: string): PatternPart[] {
  const parts: PatternPart[] = []
  let last = 0
  for (const m of pattern.matchAll(PLACEHOLDER)) {
    for (const word of tokenize(pattern.slice(last, m.index))) parts.push({ word })
    parts.push({ facet: m[1]!.trim() })
    last = m.index + m[0].length
  }
  for (const word of tokenize(pattern.slice(last))) parts.push({ word })
  return parts
}

function wordMatches(patternWord: string, queryWord: string, input: RuleInput, loose: boolean) {
  if (patternWord === queryWord) return true
  if (!loose) return false
  if (pluralForms(queryWord, input.plurals).includes(patternWord)) return true
  if (!input.synonyms || input.synonyms.length === 0) return false
  const targets = synonymDictionary(input.synonyms).get(queryWord) ?? []
  return targets.some((t) => t.words.length === 1 && t.words[0] === patternWord)
}

/** Ways the pattern parts match the query from word `at`: the end positions with captures. */
function matchFrom(
  parts: PatternPart[],
  p: number,
  at: number,
  input: RuleInput,
  loose: boolean,
  facets: FacetMatch[],
): ConditionMatch | undefined {
  if (p === parts.length) return { start: -1, end: at, facets }
  const part = parts[p]!
  const { words } = input
  if ('word' in part) {
    if (at >= words.length || !wordMatches(part.word, words[at]!, input, loose)) return undefined
    return matchFrom(parts, p + 1, at + 1, input, loose, facets)
  }
  const values = input.facetValues(part.facet)
  for (let end = Math.min(words.length, at + MAX_FACET_WORDS); end > at; end--) {
    const value = values.get(words.slice(at, end).join(' '))
    if (value === undefined) continue
    const capture = { facet: part.facet, value, start: at, end }
    const rest = matchFrom(parts, p + 1, end, input, loose, [...facets, capture])
    if (rest) return rest
  }
  return undefined
}

function normalizeFilters(filters: string): string {
  return filters.toLowerCase().replace(/["']/g, '').replace(/\s+/g, ' ').trim()
}

function filtersMatch(required: string, actual: string): boolean {
  const wanted = normalizeFilters(required)
    .split(/ and /)
    .map((f) => f.replace(/^\(|\)$/g, '').trim())
  const have = normalizeFilters(actual)
  return wanted.every((f) => f === '' || have.includes(f))
}

/**
 * Whether a condition matches the search; returns the span and captures of its pattern.
 * A condition without a pattern matches any query (its other checks still apply).
 */
export function matchCondition(
  condition: RuleCondition,
  input: RuleInput,
): ConditionMatch | undefined {
  if (condition.context !== undefined && !input.ruleContexts.includes(condition.context)) return
  if (condition.filters !== undefined && !filtersMatch(condition.filters, input.filters)) return
  if (condition.pattern === undefined) return { start: 0, end: 0, facets: [] }
  const parts = parsePattern(condition.pattern)
  const anchoring = condition.anchoring ?? 'is'
  const loose = condition.alternatives === true
  const n = input.words.length
  if (parts.length === 0)
    return anchoring === 'is' && n === 0 ? { start: 0, end: 0, facets: [] } : undefined
  const starts = anchoring === 'is' || anchoring === 'startsWith' ? [0] : [...Array(n).keys()]
  for (const start of starts) {
    const found = matchFrom(parts, 0, start, input, loose, [])
    if (!found) continue
    const atEnd = found.end === n
    if ((anchoring === 'is' || anchoring === 'endsWith') && !atEnd) continue
    return { ...found, start }
  }
  return undefined
}

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

/**
 * What reading a search's input costs, paid once for every rule it is matched against: the
 * contexts as a set, the filters normalised, each query word's loose forms. A search may carry
 * 100,000 contexts or a 1 MB filter, and a shop a thousand rules: read again for each rule,
 * 1,000 rules with a `filters` condition held the server 6 s on one 350 kB filter.
 */
interface Prepared {
  contexts: ReadonlySet<string>
  filters?: string
  filterParts: Map<string, boolean>
  looseForms: Map<string, ReadonlySet<string>>
  /** Every word a pattern word can match: the query words, with their loose forms when loose. */
  matchable: { exact?: ReadonlySet<string>; loose?: ReadonlySet<string> }
  /** By facet, the values each query word starts (longest first): read once for all rules. */
  facetMatches: Map<string, Array<Array<{ end: number; value: string }>>>
}

const preparedInputs = new WeakMap<RuleInput, Prepared>()
const parsedPatterns = new Map<string, PatternPart[]>()
const PARSED_PATTERNS_KEPT = 10_000

function prepared(input: RuleInput): Prepared {
  let found = preparedInputs.get(input)
  if (found === undefined) {
    found = {
      contexts: new Set(input.ruleContexts),
      filterParts: new Map(),
      looseForms: new Map(),
      matchable: {},
      facetMatches: new Map(),
    }
    preparedInputs.set(input, found)
  }
  return found
}

function parsePattern(pattern: string): PatternPart[] {
  let parts = parsedPatterns.get(pattern)
  if (parts === undefined) {
    parts = readPattern(pattern)
    if (parsedPatterns.size >= PARSED_PATTERNS_KEPT) parsedPatterns.clear()
    parsedPatterns.set(pattern, parts)
  }
  return parts
}

function readPattern(pattern: string): PatternPart[] {
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

/** The words a query word stands for with alternatives: its plural forms, one-word synonyms. */
function looseForms(queryWord: string, input: RuleInput): ReadonlySet<string> {
  const { looseForms: known } = prepared(input)
  let forms = known.get(queryWord)
  if (forms === undefined) {
    const words = new Set(pluralForms(queryWord, input.plurals))
    if (input.synonyms && input.synonyms.length > 0) {
      for (const t of synonymDictionary(input.synonyms).get(queryWord) ?? [])
        if (t.words.length === 1) words.add(t.words[0]!)
    }
    known.set(queryWord, (forms = words))
  }
  return forms
}

const NO_MATCHES: ReadonlyArray<{ end: number; value: string }> = []

/**
 * The values of a facet that the query words from `at` spell (up to {@link MAX_FACET_WORDS}
 * words, longest first). Found once per search and facet: 10,000 rules with a placeholder each
 * looked every span of a 240-word query up again (4.8 s).
 */
function facetMatchesAt(facet: string, at: number, input: RuleInput) {
  const { facetMatches } = prepared(input)
  let byWord = facetMatches.get(facet)
  if (byWord === undefined) {
    const values = input.facetValues(facet)
    const { words } = input
    byWord = words.map((_, start) => {
      const found: Array<{ end: number; value: string }> = []
      for (let end = Math.min(words.length, start + MAX_FACET_WORDS); end > start; end--) {
        const value = values.get(words.slice(start, end).join(' '))
        if (value !== undefined) found.push({ end, value })
      }
      return found
    })
    facetMatches.set(facet, byWord)
  }
  return byWord[at] ?? NO_MATCHES
}

/**
 * Whether each word of the pattern is one the query can match: a rule naming a word the query
 * lacks is passed over without trying its placeholders at every start.
 */
function wordsCanMatch(parts: PatternPart[], input: RuleInput, loose: boolean): boolean {
  const { matchable } = prepared(input)
  let words = loose ? matchable.loose : matchable.exact
  if (words === undefined) {
    const all = new Set(input.words)
    if (loose) for (const w of input.words) for (const form of looseForms(w, input)) all.add(form)
    words = all
    if (loose) matchable.loose = all
    else matchable.exact = all
  }
  return parts.every((part) => !('word' in part) || words.has(part.word))
}

function wordMatches(patternWord: string, queryWord: string, input: RuleInput, loose: boolean) {
  if (patternWord === queryWord) return true
  return loose && looseForms(queryWord, input).has(patternWord)
}

/**
 * Ways the pattern parts match the query from word `at`: the end positions with captures.
 * `failed` marks the (part, word) pairs already known to lead nowhere: whether the rest of the
 * pattern matches from a word does not depend on what came before, and without it a pattern of
 * many `{facet:x}` placeholders tried every way of cutting the query into facet values (one
 * search of 200 words held the server for minutes).
 */
function matchFrom(
  parts: PatternPart[],
  p: number,
  at: number,
  input: RuleInput,
  loose: boolean,
  facets: FacetMatch[],
  failed: Set<number>,
): ConditionMatch | undefined {
  if (p === parts.length) return { start: -1, end: at, facets }
  const { words } = input
  const key = p * (words.length + 1) + at
  if (failed.has(key)) return undefined
  const part = parts[p]!
  let found: ConditionMatch | undefined
  if ('word' in part) {
    if (at < words.length && wordMatches(part.word, words[at]!, input, loose)) {
      found = matchFrom(parts, p + 1, at + 1, input, loose, facets, failed)
    }
  } else {
    for (const { end, value } of facetMatchesAt(part.facet, at, input)) {
      const capture = { facet: part.facet, value, start: at, end }
      found = matchFrom(parts, p + 1, end, input, loose, [...facets, capture], failed)
      if (found) break
    }
  }
  if (!found) failed.add(key)
  return found
}

function normalizeFilters(filters: string): string {
  return filters.toLowerCase().replace(/["']/g, '').replace(/\s+/g, ' ').trim()
}

function filtersMatch(required: string, input: RuleInput): boolean {
  const wanted = normalizeFilters(required)
    .split(/ and /)
    .map((f) => f.replace(/^\(|\)$/g, '').trim())
  const search = prepared(input)
  const have = (search.filters ??= normalizeFilters(input.filters))
  return wanted.every((f) => {
    if (f === '') return true
    let found = search.filterParts.get(f)
    if (found === undefined) search.filterParts.set(f, (found = have.includes(f)))
    return found
  })
}

/**
 * Whether a condition matches the search; returns the span and captures of its pattern.
 * A condition without a pattern matches any query (its other checks still apply).
 */
export function matchCondition(
  condition: RuleCondition,
  input: RuleInput,
): ConditionMatch | undefined {
  if (condition.context !== undefined && !prepared(input).contexts.has(condition.context)) return
  if (condition.filters !== undefined && !filtersMatch(condition.filters, input)) return
  if (condition.pattern === undefined) return { start: 0, end: 0, facets: [] }
  const parts = parsePattern(condition.pattern)
  const anchoring = condition.anchoring ?? 'is'
  const loose = condition.alternatives === true
  const n = input.words.length
  if (parts.length === 0)
    return anchoring === 'is' && n === 0 ? { start: 0, end: 0, facets: [] } : undefined
  if (!wordsCanMatch(parts, input, loose)) return undefined
  const starts = anchoring === 'is' || anchoring === 'startsWith' ? [0] : [...Array(n).keys()]
  const failed = new Set<number>()
  for (const start of starts) {
    const found = matchFrom(parts, 0, start, input, loose, [], failed)
    if (!found) continue
    const atEnd = found.end === n
    if ((anchoring === 'is' || anchoring === 'endsWith') && !atEnd) continue
    return { ...found, start }
  }
  return undefined
}

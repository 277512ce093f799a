import type { Bitset } from '../bitset'
import { finish, type Steps } from '../steps'
import type { SearchParams } from '../types'
import type { FilterAtom } from './ast'
import { evaluateFilter, forEachAtomDoc, type ColumnSource } from './evaluate'
import { filterScope, type FilterScope, type FilterSettings } from './filter-scope'
import { filterGroups } from './from-params'

/** One distinct optional filter of a group, with its score (duplicates merged). */
export interface OptionalItem {
  /** The filter as text, without its score or negation (its documents' cache key). */
  text: string
  atom: FilterAtom
  negated: boolean
  score: number
}

/** Where the optional filters are read: facet columns, and a cache for the few-items path. */
export interface OptionalSource extends ColumnSource {
  cachedFilter(key: string, compute: () => Bitset): Bitset
}

/**
 * Up to this many distinct filters, a document's score is read from each filter's bitset when
 * the ranking asks (cheap for the few candidates of most searches); above it, every filter's
 * documents are visited once to a score per document, so that thousands of filters cost what
 * their documents cost, not filters × candidates (20,000 filters in one request held a 5,000
 * record index for 1.6 s).
 */
export const FEW_OPTIONAL_ITEMS = 32

/**
 * The optional filters' groups (AND of OR groups), each filter once: a filter repeated in a group
 * counts once with its best score, or the sum of its scores with `sumOrFiltersScores`.
 */
export function optionalGroups(params: SearchParams): OptionalItem[][] {
  const sum = params.sumOrFiltersScores === true
  return mergeRepeatedGroups(distinctItemGroups(params, sum), sum)
}

function distinctItemGroups(params: SearchParams, sum: boolean): OptionalItem[][] {
  return filterGroups('optionalFilters', params.optionalFilters)
    .map((group) => {
      const items = new Map<string, OptionalItem>()
      for (const term of group) {
        const negated = term.type === 'not'
        const atom = term.type === 'not' ? term.child : term
        const score = atom.score ?? 1
        const text = JSON.stringify(atom, (k, v: unknown) => (k === 'score' ? undefined : v))
        const key = `${negated ? '-' : '+'}${text}`
        const seen = items.get(key)
        if (!seen) items.set(key, { text, atom, negated, score })
        else seen.score = sum ? seen.score + score : Math.max(seen.score, score)
      }
      return [...items.values()]
    })
    .filter((group) => group.length > 0)
}

/**
 * Groups that repeat count once, their scores scaled: each group adds its score, so a group
 * repeated k times adds k times it (the best or the sum of its matching filters, both scale). A
 * filter alone in its group adds its score when it matches (at least 0 unless the scores sum),
 * so such groups of one filter become one, their scores added, whatever each one's score.
 * Without this, 45,000 copies of 'inStock:true' (a search-key body) visited the documents of the
 * value 45,000 times: 1 s of the event loop on 3,000 records, and as much more per record.
 */
function mergeRepeatedGroups(groups: OptionalItem[][], sum: boolean): OptionalItem[][] {
  const merged = new Map<string, { group: OptionalItem[]; times: number }>()
  for (const group of groups) {
    const single = group.length === 1 ? group[0]! : undefined
    const key = single
      ? `1${single.negated ? '-' : '+'}${single.text}`
      : JSON.stringify(group.map((item) => [item.negated, item.text, item.score]))
    const seen = merged.get(key)
    if (single) {
      const score = sum ? single.score : Math.max(0, single.score)
      if (seen) seen.group[0]!.score += score
      else merged.set(key, { group: [{ ...single, score }], times: 1 })
    } else if (seen) {
      seen.times++
    } else {
      merged.set(key, { group, times: 1 })
    }
  }
  return [...merged.values()].map(({ group, times }) =>
    times === 1 ? group : group.map((item) => ({ ...item, score: item.score * times })),
  )
}

/**
 * Score of the optional filters a document matches: per group, the best matching filter's score
 * (at least 0), or the sum of the matching filters' scores with `sumOrFiltersScores`; groups add
 * up. A negated filter (`facet:-value`) matches the documents without the value. Undefined when
 * there are none.
 */
export function optionalFilterScorer(
  source: OptionalSource,
  params: SearchParams & FilterSettings,
): ((doc: number) => number) | undefined {
  return finish(optionalFilterScorerSteps(source, params))
}

/** {@link optionalFilterScorer} as steps: it pauses between filters once many documents were visited. */
export function* optionalFilterScorerSteps(
  source: OptionalSource,
  params: SearchParams & FilterSettings,
): Steps<((doc: number) => number) | undefined> {
  const groups = optionalGroups(params)
  if (groups.length === 0) return undefined
  const sum = params.sumOrFiltersScores === true
  const count = groups.reduce((total, group) => total + group.length, 0)
  const scope = filterScope(params)
  return count <= FEW_OPTIONAL_ITEMS
    ? scorerByBitsets(source, scope, groups, sum)
    : yield* scorerByDocumentsSteps(source, scope, groups, sum)
}

/** Documents visited between two pauses of {@link scorerByDocumentsSteps}. */
const VISITS_PER_STEP = 65_536

/** Reads each filter's (cached) bitset per document asked for. */
export function scorerByBitsets(
  source: OptionalSource,
  scope: FilterScope,
  groups: OptionalItem[][],
  sum: boolean,
): (doc: number) => number {
  const compiled = groups.map((group) =>
    group.map((item) => ({
      bits: source.cachedFilter(`optional:${scope.key}\u0000${item.text}`, () =>
        evaluateFilter(item.atom, source, scope),
      ),
      negated: item.negated,
      score: item.score,
    })),
  )
  return (doc) => {
    let total = 0
    for (const group of compiled) {
      let groupScore = 0
      for (const item of group) {
        if (item.bits.has(doc) === item.negated) continue
        groupScore = sum ? groupScore + item.score : Math.max(groupScore, item.score)
      }
      total += groupScore
    }
    return total
  }
}

/**
 * Visits every filter's documents once and keeps a score per document: a group's score is a
 * constant (what a document matching none of its filters gets: the negated filters' best score,
 * or their sum) plus a change for the documents its filters name.
 */
export function scorerByDocuments(
  source: ColumnSource,
  scope: FilterScope,
  groups: OptionalItem[][],
  sum: boolean,
): (doc: number) => number {
  return finish(scorerByDocumentsSteps(source, scope, groups, sum))
}

/**
 * {@link scorerByDocuments} as steps. Distinct groups cannot be merged, and 20,000 groups
 * ['inStock:true', 'rating:4.5<score=i>'] (a search-key body) visit the in-stock documents 20,000
 * times: 5.4 s on 3,000 records, in one turn of the event loop. It now pauses between filters
 * every {@link VISITS_PER_STEP} documents, so other requests are answered meanwhile.
 */
export function* scorerByDocumentsSteps(
  source: ColumnSource,
  scope: FilterScope,
  groups: OptionalItem[][],
  sum: boolean,
): Steps<(doc: number) => number> {
  const size = source.size
  let visits = 0
  const scores = new Float64Array(size)
  // `seen[doc] === stamp`: the document was visited for the current filter (once per filter,
  // whatever number of its values match).
  const seen = new Uint32Array(size)
  let stamp = 0
  const eachDoc = (atom: FilterAtom, visit: (doc: number) => void) => {
    stamp++
    forEachAtomDoc(atom, source, scope, (doc) => {
      visits++
      if (seen[doc] === stamp) return
      seen[doc] = stamp
      visit(doc)
    })
  }
  let base = 0
  for (const group of groups) {
    if (sum) {
      for (const item of group) {
        if (item.negated) base += item.score
        const change = item.negated ? -item.score : item.score
        eachDoc(item.atom, (doc) => (scores[doc]! += change))
      }
    } else {
      base += maxGroupScores(group, eachDoc, scores)
    }
    if (visits >= VISITS_PER_STEP) {
      visits = 0
      yield
    }
  }
  return (doc) => base + scores[doc]!
}

/**
 * Adds a group's best-filter score to `scores` as a change from the returned constant (the score
 * of a document in no filter of the group), visiting only the documents the filters name.
 */
function maxGroupScores(
  group: OptionalItem[],
  eachDoc: (atom: FilterAtom, visit: (doc: number) => void) => void,
  scores: Float64Array,
): number {
  // Negated filters from the best score down: a document's negated score is that of the first one
  // whose value it does not hold; `inside` counts, per document, the first ones that hold it.
  const negated = group.filter((item) => item.negated).sort((a, b) => b.score - a.score)
  const floor = Math.max(0, negated[0]?.score ?? 0)
  const inside = new Map<number, number>()
  negated.forEach((item, k) =>
    eachDoc(item.atom, (doc) => {
      if (k === 0) inside.set(doc, 1)
      else if (inside.get(doc) === k) inside.set(doc, k + 1)
    }),
  )
  const best = new Map<number, number>()
  for (const [doc, held] of inside) {
    best.set(doc, held < negated.length ? Math.max(0, negated[held]!.score) : 0)
  }
  for (const item of group) {
    if (item.negated) continue
    eachDoc(item.atom, (doc) => {
      best.set(doc, Math.max(best.get(doc) ?? floor, item.score))
    })
  }
  for (const [doc, score] of best) scores[doc]! += score - floor
  return floor
}

import { EngineError } from './errors'
import { compileFacetingAttributes } from './faceting-attributes'
import { releaseCounts, valueCounts } from './facets'
import { markText, textTokens } from './mark-text'
import { chargeHighlight, requestHighlightBudget, type HighlightBudget } from './highlight-budget'
import { requestFacetBudget, type FacetBudget } from './facet-budget'
import { countLength, jsonStringLength } from './json-length'
import { findMatches } from './matches'
import type { Steps } from './steps'
import { effectiveParams, type SearchTarget } from './search'
import { tokenize } from './tokenizer'
import { validateSearchParams } from './validate-params'
import type { FacetHit, FacetSearchParams, SearchForFacetValuesResponse } from './types'

function matchesQuery(valueWords: string[], queryWords: string[]): boolean {
  return queryWords.every((q) => valueWords.some((w) => w.startsWith(q)))
}

/**
 * Search for facet values, as steps: the values of a `searchable()` facet whose words start with
 * the facet query's words, counted over the records matching the other parameters (query,
 * filters), most frequent first. Matching may pause as a search's does: it costs what the same
 * search's matching costs (seconds for a filter of thousands of conditions). Its values (each
 * sent twice, as `value` and `highlighted`) are charged to `facets`, the request's facet value
 * budget: from the first one past it on, facet hits are left out.
 */
export function* facetValueSteps(
  target: SearchTarget,
  facetName: string,
  params: FacetSearchParams,
  budget: HighlightBudget = requestHighlightBudget(),
  facets: FacetBudget = requestFacetBudget(),
): Steps<SearchForFacetValuesResponse> {
  const started = performance.now()
  validateSearchParams(params)
  const declared = compileFacetingAttributes(target.settings.attributesForFaceting).find(
    (f) => f.name === facetName,
  )
  if (!declared?.searchable) {
    throw new EngineError(
      400,
      `Cannot search in ${facetName}: declare it as searchable(${facetName}) in attributesForFaceting`,
    )
  }
  const p = effectiveParams(target.settings, params)
  const matches = yield* findMatches(target.snapshot, p, target.synonyms)
  yield
  const column = target.snapshot.column(facetName)
  const counted = valueCounts(column, matches.docs, matches.n)
  const queryWords = tokenize(params.facetQuery ?? '')
  const max = Math.min(100, Math.max(1, params.maxFacetHits ?? target.settings.maxFacetHits ?? 10))
  // The counts live in the column's shared buffers: copied out before matching may pause.
  const touched = Array.from(counted.touched.subarray(0, counted.size))
  const counts = touched.map((v) => counted.counts[v]!)
  releaseCounts(column, counted)
  const found: Array<{ v: number; count: number }> = []
  for (let i = 0; i < touched.length; i++) {
    const v = touched[i]!
    if (queryWords.length === 0 || matchesQuery(tokenize(column.values[v]!), queryWords)) {
      found.push({ v, count: counts[i]! })
    }
    // Each value is read word by word: 5,000 values of 1,400 words held the server for 1.1 s.
    if (queryWords.length > 0 && (i & 31) === 31) yield
  }
  found.sort((a, b) => b.count - a.count || column.alphaRank[a.v]! - column.alphaRank[b.v]!)
  const marking = {
    preTag: p.highlightPreTag ?? '<em>',
    postTag: p.highlightPostTag ?? '</em>',
    matcher: (norm: string) => {
      const word = queryWords.findIndex((q) => norm.startsWith(q))
      return word < 0 ? undefined : { word, length: queryWords[word]!.length }
    },
  }
  const tagChars = marking.preTag.length + marking.postTag.length
  const facetHits: FacetHit[] = []
  for (const { v, count } of found.slice(0, max)) {
    const value = column.values[v]!
    // `{"value":…,"highlighted":…,"count":…},` with the value unmarked twice; tags are the
    // highlight budget's.
    if (facets.left >= 0) facets.left -= 2 * jsonStringLength(value) + countLength(count) + 35
    if (facets.left < 0) {
      facets.cut++
      continue
    }
    const tokens = textTokens(value)
    // At most every word marked: charged before marking, so a value past the budget is not built.
    const marked = chargeHighlight(budget, () => value.length + tokens.length * tagChars)
    facetHits.push({
      value,
      highlighted: marked ? markText(value, tokens, marking).value : value,
      count,
    })
  }
  return {
    facetHits,
    exhaustiveFacetsCount: true,
    processingTimeMS: Math.round(performance.now() - started),
  }
}

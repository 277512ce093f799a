import { charBudget, spend, type CharBudget } from './char-budget'
import { countLength, jsonStringLength } from './json-length'

/**
 * Characters of facet values (`facets` of a search answer, as JSON) one HTTP request writes: the
 * searches of a multi-query share it, as `HIGHLIGHTED_CHARS` is shared (highlight-budget.ts).
 * Algolia bounds a facet's values by count ("Values per facet per search query: 1,000", its
 * service limits) and documents no bound on a value's length; a request asks for at most 10,000
 * values in all (LIMITS.facetValuesPerRequest). With admin-stored 8 kB facet values, 10 queries
 * of `facets: ['*']` and `maxValuesPerFacet: 1000` answered 82 MB (and past V8's longest string,
 * a 500, with VITRINE_MAX_RECORD_BYTES raised). A storefront's facets (tens of values of tens of
 * characters per facet, a few facets, a few queries) take a few tens of kB.
 */
export const FACET_CHARS = 1_000_000

/**
 * What is left of one request's {@link FACET_CHARS}: past it, a value and every later one (of the
 * same facet, of the search's later facets and of the request's later searches) are left out.
 */
export type FacetBudget = CharBudget

/** A request's budget, to share between the searches it answers. */
export function requestFacetBudget(chars = FACET_CHARS): FacetBudget {
  return charBudget(chars)
}

/** JSON characters of `"name":{` and `}` and of `"value":count,` (quotes and escapes counted). */
function facetChars(name: string): number {
  return jsonStringLength(name) + 3
}

function valueChars(value: string, count: number): number {
  return jsonStringLength(value) + countLength(count) + 2
}

/**
 * Keeps `facets`' values, facets in order and each facet's values in display order, while their
 * JSON fits in `budget`; removes the others from their facet (a facet past the budget answers
 * `{}`). Returns the number of values left out by this call (0: `facets` is whole).
 */
export function chargeFacets(
  facets: Record<string, Record<string, number>>,
  budget: FacetBudget,
): number {
  let cut = 0
  for (const name of Object.keys(facets)) {
    const values = facets[name]!
    spend(budget, facetChars(name))
    for (const value of Object.keys(values)) {
      if (spend(budget, budget.left >= 0 ? valueChars(value, values[value]!) : 0)) continue
      delete values[value]
      cut++
    }
  }
  budget.cut += cut
  return cut
}

import type { LiteClient } from 'algoliasearch/lite'
import { CARD_ATTRIBUTES, toProductSummary } from '../product'
import type { ProductSummary } from '../types'
import {
  HIGHLIGHT_POST_TAG,
  HIGHLIGHT_PRE_TAG,
  toHighlightParts,
  type HighlightPart,
} from './highlight'

/** A product suggested while the shopper types, with what its click event needs. */
export interface ProductSuggestion extends ProductSummary {
  /** The name with the query's matches marked. */
  nameParts: HighlightPart[]
  /** 1-based position in the suggestions. */
  position: number
  queryID?: string
}

/** The one method of the search client the suggestions need. */
export type SuggestionsClient = Pick<LiteClient, 'search'>

/** Options of {@link getProductSuggestions}. */
export interface ProductSuggestionsOptions {
  client: SuggestionsClient
  indexName: string
  query: string
  userToken: string
  /** @default 5 */
  limit?: number
}

function nameParts(hit: Record<string, unknown>, fallback: string): HighlightPart[] {
  const highlight = (hit._highlightResult as { name?: { value?: unknown } } | undefined)?.name
  if (typeof highlight?.value === 'string') return toHighlightParts(highlight.value)
  return [{ value: fallback, isHighlighted: false }]
}

/**
 * Products matching a partial query, personalised for the shopper and with a queryID for
 * click analytics. An empty query resolves to no suggestions without calling the client.
 */
export async function getProductSuggestions({
  client,
  indexName,
  query,
  userToken,
  limit = 5,
}: ProductSuggestionsOptions): Promise<ProductSuggestion[]> {
  if (query.trim() === '') return []
  const { results } = await client.search({
    requests: [
      {
        indexName,
        query,
        hitsPerPage: limit,
        attributesToRetrieve: CARD_ATTRIBUTES,
        attributesToHighlight: ['name'],
        attributesToSnippet: [],
        highlightPreTag: HIGHLIGHT_PRE_TAG,
        highlightPostTag: HIGHLIGHT_POST_TAG,
        clickAnalytics: true,
        enablePersonalization: true,
        userToken,
        analyticsTags: ['autocomplete'],
      },
    ],
  })
  const result = results[0] as { hits?: Record<string, unknown>[]; queryID?: string } | undefined
  return (result?.hits ?? []).slice(0, limit).map((hit, i) => {
    const summary = toProductSummary(hit)
    return {
      ...summary,
      nameParts: nameParts(hit, summary.name),
      position: i + 1,
      ...(result?.queryID ? { queryID: result.queryID } : {}),
    }
  })
}

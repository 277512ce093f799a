import { describe, expect, it, vi } from 'vitest'
import { HIGHLIGHT_POST_TAG as POST, HIGHLIGHT_PRE_TAG as PRE } from './highlight'
import {
  getPopularSearches,
  getQuerySuggestions,
  topCategory,
  type QuerySuggestionsClient,
} from './query-suggestions'

function fakeClient(results: object[]) {
  const search = vi.fn(async (_arg: { requests: Array<{ indexName: string }> }) => ({
    results,
  }))
  return { search } as unknown as QuerySuggestionsClient & { search: typeof search }
}

const record = (query: string, category?: string) => ({
  objectID: query,
  query,
  popularity: 10,
  nb_words: query.split(' ').length,
  products: {
    exact_nb_hits: 12,
    facets: {
      exact_matches: {
        'hierarchicalCategories.lvl1': category ? [{ value: category, count: 9 }] : [],
      },
    },
  },
  _highlightResult: { query: { value: `${PRE}${query.slice(0, 3)}${POST}${query.slice(3)}` } },
})

describe('getQuerySuggestions', () => {
  it('asks the suggestions index and shows the first suggestion’s top category', async () => {
    const client = fakeClient([
      { hits: [record('jacket', 'Women > Clothing'), record('jacket navy', 'Men > Clothing')] },
    ])
    const suggestions = await getQuerySuggestions({
      client,
      indexName: 'products_query_suggestions',
      sourceIndexName: 'products',
      query: 'jac',
    })
    expect(client.search.mock.calls[0]![0].requests).toEqual([
      expect.objectContaining({
        indexName: 'products_query_suggestions',
        query: 'jac',
        hitsPerPage: 4,
        analyticsTags: ['autocomplete'],
      }),
    ])
    expect(suggestions).toEqual([
      {
        query: 'jacket',
        parts: [
          { value: 'jac', isHighlighted: true },
          { value: 'ket', isHighlighted: false },
        ],
        category: 'Women › Clothing',
      },
      {
        query: 'jacket navy',
        parts: [
          { value: 'jac', isHighlighted: true },
          { value: 'ket navy', isHighlighted: false },
        ],
      },
    ])
  })

  it('does not call the client for an empty query, and skips malformed records', async () => {
    const client = fakeClient([{ hits: [{ objectID: 'x' }, record('boots')] }])
    expect(
      await getQuerySuggestions({ client, indexName: 'qs', sourceIndexName: 'p', query: ' ' }),
    ).toEqual([])
    expect(client.search).not.toHaveBeenCalled()
    const found = await getQuerySuggestions({
      client,
      indexName: 'qs',
      sourceIndexName: 'products',
      query: 'boo',
    })
    expect(found.map((s) => s.query)).toEqual(['boots'])
    expect(found[0]!.category).toBeUndefined()
  })

  it('reads the category of another source index name, or none', () => {
    expect(topCategory({ shop: record('x', 'A > B').products }, 'shop')).toBe('A › B')
    expect(topCategory({}, 'shop')).toBeUndefined()
  })
})

describe('getPopularSearches', () => {
  it('lists the most popular queries without recording a search', async () => {
    const client = fakeClient([{ hits: [record('jeans'), record('boots')] }])
    expect(await getPopularSearches({ client, indexName: 'qs', limit: 2 })).toEqual([
      'jeans',
      'boots',
    ])
    expect(client.search.mock.calls[0]![0].requests).toEqual([
      expect.objectContaining({ indexName: 'qs', query: '', hitsPerPage: 2, analytics: false }),
    ])
  })
})

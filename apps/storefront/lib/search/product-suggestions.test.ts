import { describe, expect, it, vi } from 'vitest'
import { HIGHLIGHT_POST_TAG as POST, HIGHLIGHT_PRE_TAG as PRE } from './highlight'
import { getProductSuggestions, type SuggestionsClient } from './product-suggestions'

function fakeClient(results: object[]) {
  const search = vi.fn(async (_params: { requests: Record<string, unknown>[] }) => ({ results }))
  return { search } as unknown as SuggestionsClient & { search: typeof search }
}

describe('getProductSuggestions', () => {
  it('asks for a personalised, click-tracked query and maps the hits', async () => {
    const client = fakeClient([
      {
        queryID: 'q-1',
        hits: [
          {
            objectID: 'p1',
            name: 'Trail runner',
            brand: 'Acme',
            price: 80,
            salePrice: 60,
            onSale: true,
            rating: 4.5,
            reviewCount: 10,
            image: '/images/products/p1.svg',
            _highlightResult: { name: { value: `Trail ${PRE}run${POST}ner` } },
          },
          { objectID: 'p2', name: 'Runner socks', price: 5 },
        ],
      },
    ])
    const suggestions = await getProductSuggestions({
      client,
      indexName: 'products',
      query: 'run',
      userToken: 'anon-1',
    })
    expect(client.search).toHaveBeenCalledTimes(1)
    const request = client.search.mock.calls[0]![0].requests[0]!
    expect(request).toMatchObject({
      indexName: 'products',
      query: 'run',
      hitsPerPage: 5,
      clickAnalytics: true,
      enablePersonalization: true,
      userToken: 'anon-1',
      highlightPreTag: PRE,
      highlightPostTag: POST,
    })
    expect(suggestions.map((s) => [s.objectID, s.position, s.queryID, s.salePrice])).toEqual([
      ['p1', 1, 'q-1', 60],
      ['p2', 2, 'q-1', undefined],
    ])
    expect(suggestions[0]!.nameParts).toEqual([
      { value: 'Trail ', isHighlighted: false },
      { value: 'run', isHighlighted: true },
      { value: 'ner', isHighlighted: false },
    ])
    expect(suggestions[1]!.nameParts).toEqual([{ value: 'Runner socks', isHighlighted: false }])
    expect(suggestions[1]!.image).toBe('/images/placeholder.svg')
  })

  it('does not call the client for a blank query', async () => {
    const client = fakeClient([])
    expect(
      await getProductSuggestions({ client, indexName: 'products', query: '  ', userToken: 't' }),
    ).toEqual([])
    expect(client.search).not.toHaveBeenCalled()
  })

  it('caps the list and survives an empty answer', async () => {
    const hits = Array.from({ length: 9 }, (_, i) => ({ objectID: `p${i}`, name: `P${i}` }))
    const capped = await getProductSuggestions({
      client: fakeClient([{ hits }]),
      indexName: 'products',
      query: 'p',
      userToken: 't',
      limit: 3,
    })
    expect(capped.map((s) => s.objectID)).toEqual(['p0', 'p1', 'p2'])
    expect(capped[0]!.queryID).toBeUndefined()
    expect(
      await getProductSuggestions({
        client: fakeClient([]),
        indexName: 'i',
        query: 'x',
        userToken: 't',
      }),
    ).toEqual([])
  })
})

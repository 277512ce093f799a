import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { HIGHLIGHT_POST_TAG as POST, HIGHLIGHT_PRE_TAG as PRE } from '@/lib/search/highlight'
import type { ClientConfig } from '@/lib/client-config'
import { clientConfig } from '@/test/fixtures'
import { ClientConfigProvider } from '../providers/client-config-provider'
import { recentSearches } from './recent-searches-store'
import { SearchAutocomplete } from './search-autocomplete'

const push = vi.fn()
const search = vi.fn()

vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }))
vi.mock('@/lib/browser/search-client', () => ({ getBrowserSearchClient: () => ({ search }) }))

const SUGGESTIONS = 'products_query_suggestions'

function suggestion(query: string, typed: string, category: string) {
  return {
    objectID: query,
    query,
    popularity: 100,
    products: {
      facets: { exact_matches: { 'hierarchicalCategories.lvl1': [{ value: category, count: 5 }] } },
    },
    _highlightResult: { query: { value: query.replace(typed, `${PRE}${typed}${POST}`) } },
  }
}

function renderField(
  config: ClientConfig = { ...clientConfig, suggestionsIndexName: SUGGESTIONS },
) {
  render(
    <ClientConfigProvider config={config}>
      <form role="search">
        <label htmlFor="q">Search products</label>
        <SearchAutocomplete id="q" />
      </form>
    </ClientConfigProvider>,
  )
  return screen.getByRole('combobox', { name: 'Search products' })
}

beforeEach(() => {
  localStorage.clear()
  recentSearches.clear()
  push.mockReset()
  search.mockReset()
  // Product and query suggestions both send the v5 client's `{ requests }` form.
  search.mockImplementation(async (arg: { requests: { indexName: string; query: string }[] }) => {
    const { indexName, query } = arg.requests[0]!
    if (indexName === SUGGESTIONS) {
      return {
        results: [
          {
            hits: [
              suggestion('jacket', query, 'Women > Clothing'),
              suggestion('jacket navy', query, 'Men > Clothing'),
            ],
          },
        ],
      }
    }
    return { results: [{ hits: [{ objectID: 'p1', name: 'Navy jacket', price: 20 }] }] }
  })
})

describe('query suggestions in the autocomplete', () => {
  it('lists popular searches, the first with its top category, above the products', async () => {
    const input = renderField()
    await userEvent.setup().type(input, 'jac')
    await screen.findByText(/in Women › Clothing/)
    const groups = screen.getAllByRole('group')
    expect(groups.map((g) => g.textContent)).toEqual([
      'Popular searchesjacket in Women › Clothingjacket navy',
      expect.stringContaining('Navy jacket'),
    ])
    const options = screen.getAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual([
      'jacket in Women › Clothing',
      'jacket navy',
      expect.stringContaining('Navy jacket'),
    ])
    // Each popular search starts with a drawn magnifier, hidden from assistive technology.
    for (const option of options.slice(0, 2)) {
      const icon = option.firstElementChild
      expect(icon?.tagName.toLowerCase()).toBe('svg')
      expect(icon).toHaveAttribute('aria-hidden', 'true')
    }
  })

  it('opens the results of a suggestion picked with the keyboard', async () => {
    const user = userEvent.setup()
    const input = renderField()
    await user.type(input, 'jac')
    await screen.findByText(/in Women › Clothing/)
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1]!.id)
    await user.keyboard('{Enter}')
    expect(push).toHaveBeenCalledWith('/search?q=jacket+navy')
    expect(input).toHaveValue('jacket navy')
    expect(recentSearches.getSnapshot()).toContain('jacket navy')
  })

  it('asks no suggestions index when none is configured', async () => {
    const input = renderField(clientConfig)
    await userEvent.setup().type(input, 'jac')
    await screen.findByText('Navy jacket')
    const asked = search.mock.calls.map(([p]) => p.requests[0].indexName)
    expect(asked).not.toContain(SUGGESTIONS)
  })
})

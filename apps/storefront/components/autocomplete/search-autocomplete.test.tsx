import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG } from '@/lib/search/highlight'
import { clientConfig, withConfig } from '@/test/fixtures'
import { recentSearches } from './recent-searches-store'
import { SearchAutocomplete } from './search-autocomplete'

const push = vi.fn()
const search = vi.fn()
const sendSearchClick = vi.fn()

vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }))
vi.mock('@/lib/browser/search-client', () => ({ getBrowserSearchClient: () => ({ search }) }))
vi.mock('@/lib/search/click-events', () => ({
  sendSearchClick: (...args: unknown[]) => sendSearchClick(...args),
}))

function hit(objectID: string, name: string, match: string) {
  return {
    objectID,
    name,
    price: 20,
    _highlightResult: {
      name: { value: name.replace(match, `${HIGHLIGHT_PRE_TAG}${match}${HIGHLIGHT_POST_TAG}`) },
    },
  }
}

function renderField() {
  const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault())
  render(
    withConfig(
      <form role="search" onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <label htmlFor="site-search">Search products</label>
        <SearchAutocomplete id="site-search" />
        <button type="submit">Search</button>
      </form>,
    ),
  )
  return { input: screen.getByRole('combobox', { name: 'Search products' }), onSubmit }
}

beforeEach(() => {
  localStorage.clear()
  recentSearches.clear()
  push.mockReset()
  sendSearchClick.mockReset()
  search.mockReset()
  search.mockImplementation(async ({ requests }: { requests: { query: string }[] }) => ({
    results: [
      {
        queryID: `qid-${requests[0]!.query}`,
        hits: [hit('p1', 'Trail runner', 'run'), hit('p2', 'Running socks', 'Run')],
      },
    ],
  }))
})

describe('SearchAutocomplete', () => {
  it('is a collapsed combobox until there is something to suggest', () => {
    const { input } = renderField()
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(input).toHaveAttribute('aria-autocomplete', 'list')
    expect(document.getElementById(input.getAttribute('aria-controls')!)).toHaveAttribute(
      'role',
      'listbox',
    )
  })

  it('suggests products as the shopper types and opens the active one with Enter', async () => {
    const user = userEvent.setup()
    const { input } = renderField()
    await user.type(input, 'run')
    const options = await screen.findAllByRole('option')
    expect(input).toHaveAttribute('aria-expanded', 'true')
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringContaining('Trail runner'),
      expect.stringContaining('Running socks'),
    ])
    expect(options[0]!.querySelector('mark')).toHaveTextContent('run')
    expect(search).toHaveBeenLastCalledWith({
      requests: [expect.objectContaining({ query: 'run', userToken: clientConfig.userToken })],
    })

    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id)
    expect(options[1]).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowDown}')
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id)
    await user.keyboard('{ArrowUp}{Enter}')

    expect(push).toHaveBeenCalledWith('/product/p2')
    expect(sendSearchClick).toHaveBeenCalledWith(clientConfig, {
      objectID: 'p2',
      queryID: 'qid-run',
      position: 2,
      index: 'products',
      eventName: 'Suggestion Clicked',
    })
    expect(recentSearches.getSnapshot()).toEqual(['run'])
  })

  it('submits the form with Enter when no option is active, and remembers the search', async () => {
    const user = userEvent.setup()
    const { input, onSubmit } = renderField()
    await user.type(input, 'lamp{Enter}')
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(push).not.toHaveBeenCalled()
    expect(recentSearches.getSnapshot()).toEqual(['lamp'])
  })

  it('offers recent searches when empty; Escape closes, then clears', async () => {
    act(() => {
      recentSearches.add('desk')
      recentSearches.add('chair')
    })
    const user = userEvent.setup()
    const { input } = renderField()
    await user.click(input)
    const group = screen.getByRole('group', { name: 'Recent searches' })
    expect(group).toBeVisible()
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['↺chair', '↺desk'])
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(push).toHaveBeenCalledWith('/search?q=desk')
    expect(input).toHaveValue('desk')
    expect(input).toHaveAttribute('aria-expanded', 'false')

    await user.keyboard('{ArrowDown}')
    expect(input).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard('{Escape}')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(input).toHaveValue('desk')
    await user.keyboard('{Escape}')
    expect(input).toHaveValue('')
  })

  it('drops answers to an older text', async () => {
    let resolveFirst: (value: unknown) => void = () => {}
    search.mockImplementationOnce(() => new Promise((resolve) => (resolveFirst = resolve)))
    const user = userEvent.setup()
    const { input } = renderField()
    await user.type(input, 'r')
    await user.type(input, 'u')
    await screen.findAllByRole('option')
    await act(async () => resolveFirst({ results: [{ hits: [hit('old', 'Old result', 'r')] }] }))
    await waitFor(() => expect(screen.queryByText('Old result')).toBeNull())
    expect(screen.getAllByRole('option')).toHaveLength(2)
  })
})

import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, userEvent, within } from 'storybook/test'
import { SearchAutocomplete } from '@/components/autocomplete/search-autocomplete'
import { onViewport } from '../../../.storybook/viewports'
import { testOnly } from '../support/test-only'

/**
 * The header's search field: recent searches when empty, recent matches and product suggestions
 * while typing (a WAI-ARIA combobox). Stories open with the field empty; the tests type.
 */
const meta = {
  title: 'Storefront/Autocomplete/SearchAutocomplete',
  component: SearchAutocomplete,
  args: { id: 'site-search', name: 'q', placeholder: 'Search products' },
  parameters: { shop: { recentSearches: ['wool socks', 'trail running shoes', 'espresso'] } },
  decorators: [
    (Story) => (
      <form role="search" action="/search" style={{ maxWidth: 560, minHeight: 460 }}>
        <label htmlFor="site-search" className="visually-hidden">
          Search products
        </label>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof SearchAutocomplete>
export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}

export const RecentSearches: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('combobox', { name: 'Search products' }))
    await expect(canvas.getByRole('listbox')).toBeVisible()
    await expect(canvas.getAllByRole('option')).toHaveLength(3)
  }),
}

export const TypingShowsProducts: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const field = canvas.getByRole('combobox', { name: 'Search products' })
    await userEvent.type(field, 'cotton')
    await expect((await canvas.findAllByRole('option')).length).toBeGreaterThan(0)
    await userEvent.keyboard('{ArrowDown}')
    const [first] = canvas.getAllByRole('option')
    await expect(field).toHaveAttribute('aria-activedescendant', first!.id)
    await userEvent.keyboard('{Escape}')
    await expect(field).toHaveAttribute('aria-expanded', 'false')
  }),
}

/**
 * Popular searches completing the text, from the demo's Query Suggestions index (the one the
 * no-results page's popular searches read), the first with its top category.
 */
export const TypingShowsPopularSearches: Story = {
  parameters: { shop: { recentSearches: [] } },
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search products' }), 'boo')
    const group = await canvas.findByRole('group', { name: 'Popular searches' })
    await expect(within(group).getAllByRole('option')[0]).toHaveTextContent(/boots in /)
  }),
}

export const NoSuggestions: Story = {
  parameters: { shop: { recentSearches: [] } },
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('combobox'), 'qqqzzz')
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false')
  }),
}

export const Phone: Story = { ...RecentSearches, globals: onViewport('mobile') }

import type { Decorator, Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, waitFor, within } from 'storybook/test'
import {
  ClientConfigProvider,
  useClientConfig,
} from '@/components/providers/client-config-provider'
import { PopularSearches } from '@/components/search/popular-searches'
import { formatRoute } from '@/lib/search/route-state'
import { engineFor } from '../../../fixtures/engine'
import { whenAnswered } from '../../../fixtures/in-flight'
import { DEMO_SUGGESTIONS_INDEX } from '../../../fixtures/sources'
import { onViewport } from '../../../.storybook/viewports'
import { testOnly } from '../support/test-only'

/** The demo's most popular search, from its suggestions index (as the shop reads it). */
function mostPopularSearch(): string {
  const { hits } = engineFor(DEMO_SUGGESTIONS_INDEX).search(DEMO_SUGGESTIONS_INDEX, {
    query: '',
    hitsPerPage: 1,
  })
  return String(hits[0]?.query)
}

/** A shop whose configuration names no Query Suggestions index. */
const withoutSuggestions: Decorator = (Story) => {
  function Off() {
    const config = useClientConfig()
    return (
      <ClientConfigProvider config={{ ...config, suggestionsIndexName: undefined }}>
        <Story />
      </ClientConfigProvider>
    )
  }
  return <Off />
}

/**
 * Under "No results": the shop's most popular searches from its Query Suggestions index (here
 * built from the demo shoppers' simulated searches, as the embedded engine builds it).
 */
const meta = {
  title: 'Storefront/Search/PopularSearches',
  component: PopularSearches,
  args: { query: 'purple unicorn saddle' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PopularSearches>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const nav = await canvas.findByRole('navigation', { name: 'Popular searches' })
    const links = within(nav).getAllByRole('link')
    // Six at most, the most popular first, each a search for itself.
    await expect(links.length).toBeGreaterThan(1)
    await expect(links.length).toBeLessThanOrEqual(6)
    const top = mostPopularSearch()
    await expect(links[0]).toHaveTextContent(top)
    await expect(links[0]).toHaveAttribute('href', formatRoute({ q: top }))
  }),
}

/** The search that found nothing is not suggested again. */
export const LeavesOutTheQuery: Story = {
  args: { query: mostPopularSearch() },
  play: testOnly(async ({ canvasElement, args }) => {
    const nav = await within(canvasElement).findByRole('navigation', { name: 'Popular searches' })
    await expect(within(nav).queryByRole('link', { name: args.query })).toBeNull()
  }),
}

/** Suggestions turned off (no suggestions index configured): nothing is shown. */
export const SuggestionsOff: Story = {
  decorators: [withoutSuggestions],
  play: testOnly(async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull()
  }),
}

/** The suggestions index answers with nothing: nothing is shown. */
export const NoneYet: Story = {
  parameters: { shop: { scenario: 'empty' } },
  play: testOnly(async ({ canvasElement }) => {
    await whenAnswered()
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull()
  }),
}

/** The provider fails: the no-results page goes on without popular searches. */
export const ProviderDown: Story = {
  parameters: { shop: { scenario: 'error' } },
  play: testOnly(async ({ canvasElement }) => {
    await whenAnswered()
    await waitFor(() => expect(within(canvasElement).queryByRole('navigation')).toBeNull())
  }),
}

export const Phone: Story = { globals: onViewport('mobile') }

export const RightToLeft: Story = { globals: { dir: 'rtl' } }

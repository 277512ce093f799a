import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { RuleBanners } from '@/components/search/rule-banners'
import { HitGrid } from '@/components/search/hit-grid'
import { whenAnswered } from '../../../fixtures/in-flight'
import { onViewport } from '../../../.storybook/viewports'
import { withListing } from '../support/instant-search'
import { testOnly } from '../support/test-only'

/** The listing's search for `query`. */
function searching(query: string, hitsPerPage?: number) {
  return [withListing({ query }, hitsPerPage)]
}

/**
 * Above the results of a search: banners from the shop's query rules (the demo catalogue's own
 * rules, loaded in the fixture engine). Searching "sale" shows the sale's banner, as in the shop.
 */
const meta = {
  title: 'Storefront/Search/RuleBanners',
  component: RuleBanners,
  decorators: searching('sale'),
} satisfies Meta<typeof RuleBanners>
export default meta
type Story = StoryObj<typeof meta>

export const SaleQuery: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const banner = await canvas.findByRole('complementary', { name: 'Sale: up to 40% off' })
    await expect(banner).toHaveTextContent('Every item here is reduced for a limited time.')
    await expect(within(banner).getByRole('link', { name: 'See the offer' })).toHaveAttribute(
      'href',
      '/search?sale=1',
    )
  }),
}

/** The banner above the results it came with (the rule also keeps only items on sale). */
export const WithResults: Story = {
  render: () => (
    <>
      <RuleBanners />
      <div style={{ marginTop: '1rem' }}>
        <HitGrid />
      </div>
    </>
  ),
  decorators: searching('sale', 4),
  globals: onViewport('desktop'),
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('complementary', { name: 'Sale: up to 40% off' })
    await expect((await canvas.findAllByTestId('hit')).length).toBe(4)
  }),
}

/** A banner with a title only ("headphones" pins the best-selling pair). */
export const TitleOnly: Story = {
  decorators: searching('headphones'),
  play: testOnly(async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByRole('complementary', {
      name: 'Our best-selling headphones, picked for you',
    })
    await expect(within(banner).queryByRole('link')).toBeNull()
  }),
}

/** No rule applies to the search: nothing is shown. */
export const NoRule: Story = {
  decorators: searching('cotton'),
  play: testOnly(async ({ canvasElement }) => {
    await whenAnswered()
    await expect(within(canvasElement).queryByTestId('rule-banners')).toBeNull()
  }),
}

export const Phone: Story = { globals: onViewport('mobile') }

export const RightToLeft: Story = { globals: { dir: 'rtl' } }

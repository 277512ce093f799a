import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, userEvent, within } from 'storybook/test'
import { PastLastPage } from '@/components/search/past-last-page'
import { withListing } from '../support/instant-search'
import { testOnly } from '../support/test-only'

const meta = {
  title: 'Storefront/Search/PastLastPage',
  component: PastLastPage,
  decorators: [withListing({ query: 'cotton', page: 40 }, 12)],
} satisfies Meta<typeof PastLastPage>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: testOnly(async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'There are fewer results now: this page is past the last one.',
      ),
    ).toBeVisible()
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Back to the first page' }),
    )
  }),
}

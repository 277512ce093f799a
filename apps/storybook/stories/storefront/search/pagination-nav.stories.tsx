import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { PaginationNav } from '@/components/search/pagination-nav'
import { answeredCount, whenAnswered } from '../../../fixtures/in-flight'
import { onViewport } from '../../../.storybook/viewports'
import { withListing } from '../support/instant-search'
import { testOnly } from '../support/test-only'

const meta = {
  title: 'Storefront/Search/PaginationNav',
  component: PaginationNav,
  decorators: [withListing({}, 12)],
} satisfies Meta<typeof PaginationNav>
export default meta
type Story = StoryObj<typeof meta>

export const FirstPage: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await userEvent.click(canvas.getByRole('link', { name: 'Next page' }))
    await expect(await canvas.findByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  }),
}

export const MiddlePage: Story = { decorators: [withListing({ page: 8 }, 12)] }

export const LastPage: Story = { decorators: [withListing({ page: 33 }, 12)] }

/** One page of results: no pagination. */
export const SinglePage: Story = {
  decorators: [withListing({ query: 'backpack' }, 48)],
  play: testOnly(async ({ canvasElement }) => {
    await waitFor(() => expect(answeredCount()).toBeGreaterThan(0))
    await whenAnswered()
    await new Promise((resolve) => setTimeout(resolve, 100))
    await expect(within(canvasElement).queryByRole('link', { name: 'Page 2' })).toBeNull()
  }),
}

export const Phone: Story = {
  decorators: [withListing({ page: 8 }, 12)],
  globals: onViewport('mobile'),
}

import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { HitCard } from '@/components/search/hit-card'
import { CARD_ATTRIBUTES } from '@/lib/product'
import { regularProduct } from '../../../fixtures/catalogue'
import { fixtureEngine } from '../../../fixtures/engine'
import { testOnly } from '../support/test-only'

function hitFor(query: string, index = 0) {
  const { hits } = fixtureEngine().search('products', {
    query,
    hitsPerPage: index + 1,
    attributesToRetrieve: CARD_ATTRIBUTES,
  })
  return hits[index] as Parameters<typeof HitCard>[0]['hit']
}

/** A search result: the product card with the query's matches highlighted in its name. */
const meta = {
  title: 'Storefront/Search/HitCard',
  component: HitCard,
  args: {
    hit: hitFor(regularProduct.name.split(' ').slice(1, 3).join(' ')),
    onOpen: fn(),
    priority: false,
  },
  argTypes: { hit: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HitCard>
export default meta
type Story = StoryObj<typeof meta>

export const Highlighted: Story = {
  play: testOnly(async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const link = canvas.getByRole('link')
    link.addEventListener('click', (event) => event.preventDefault(), { once: true })
    await userEvent.click(link)
    await expect(args.onOpen).toHaveBeenCalledOnce()
  }),
}

export const SeveralWords: Story = { args: { hit: hitFor('soft cotton') } }

export const OnSale: Story = { args: { hit: hitFor('sale') } }

export const FirstRow: Story = { args: { priority: true } }

import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { escapeHits } from 'instantsearch.js/es/lib/utils'
import { HitCard } from '@/components/search/hit-card'
import { CARD_ATTRIBUTES } from '@/lib/product'
import { SALE_ATTRIBUTE } from '@/lib/search/attributes'
import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG } from '@/lib/search/highlight'
import { regularProduct } from '../../../fixtures/catalogue'
import { fixtureEngine } from '../../../fixtures/engine'
import { testOnly } from '../support/test-only'

/** The first hit of a search, highlighted and escaped as InstantSearch hands hits to the shop. */
function hitFor(query: string, filters?: string) {
  const { hits } = fixtureEngine().search('products', {
    query,
    hitsPerPage: 1,
    attributesToRetrieve: CARD_ATTRIBUTES,
    highlightPreTag: HIGHLIGHT_PRE_TAG,
    highlightPostTag: HIGHLIGHT_POST_TAG,
    ...(filters && { filters }),
  })
  // The engine's hit type and InstantSearch's differ only in how they type highlight results.
  const positioned = hits.map((hit, i) => ({ ...hit, __position: i + 1 }))
  return escapeHits(
    positioned as unknown as Parameters<typeof escapeHits>[0],
  )[0] as unknown as Parameters<typeof HitCard>[0]['hit']
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
    // The query's words are marked, not shown as tags.
    await expect(link.querySelector('mark')).not.toBeNull()
    await expect(link).not.toHaveTextContent('<em>')
    link.addEventListener('click', (event) => event.preventDefault(), { once: true })
    await userEvent.click(link)
    await expect(args.onOpen).toHaveBeenCalledOnce()
  }),
}

export const SeveralWords: Story = { args: { hit: hitFor('soft cotton') } }

export const OnSale: Story = { args: { hit: hitFor('', `${SALE_ATTRIBUTE}:true`) } }

export const FirstRow: Story = { args: { priority: true } }

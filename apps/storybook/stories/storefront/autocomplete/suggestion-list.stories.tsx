import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { SuggestionList, type Suggestion } from '@/components/autocomplete/suggestion-list'
import type { ProductSuggestion } from '@/lib/search/product-suggestions'
import { longTextProduct, recommended } from '../../../fixtures/catalogue'
import { testOnly } from '../support/test-only'

function suggestion(product: ReturnType<typeof recommended>[number], match: string): Suggestion {
  const at = product.name.toLowerCase().indexOf(match.toLowerCase())
  const nameParts =
    at < 0
      ? [{ value: product.name, isHighlighted: false }]
      : [
          { value: product.name.slice(0, at), isHighlighted: false },
          { value: product.name.slice(at, at + match.length), isHighlighted: true },
          { value: product.name.slice(at + match.length), isHighlighted: false },
        ]
  return { kind: 'product', product: { ...product, nameParts } as ProductSuggestion }
}

const products = recommended(4, 60).map((product) =>
  suggestion(product, product.name.split(' ')[1]!),
)

/** The combobox's popup: "Recent searches", then "Products" with highlighted names. */
const meta = {
  title: 'Storefront/Autocomplete/SuggestionList',
  component: SuggestionList,
  args: {
    id: 'suggestions',
    hidden: false,
    options: [
      { kind: 'recent', query: 'wool socks' },
      { kind: 'recent', query: 'trail running shoes' },
      ...products,
    ],
    activeIndex: -1,
    optionId: (index: number) => `suggestion-${index}`,
    onSelect: fn(),
    onHover: fn(),
  },
  argTypes: { optionId: { control: false }, options: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', maxWidth: 560, minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SuggestionList>
export default meta
type Story = StoryObj<typeof meta>

export const RecentAndProducts: Story = {
  play: testOnly(async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('group', { name: 'Recent searches' })).toBeVisible()
    await userEvent.click(canvas.getByRole('option', { name: /wool socks/ }))
    await expect(args.onSelect).toHaveBeenCalledWith({ kind: 'recent', query: 'wool socks' })
  }),
}

export const ActiveOption: Story = { args: { activeIndex: 3 } }

export const ProductsOnly: Story = { args: { options: products } }

export const RecentOnly: Story = {
  args: {
    options: ['wool socks', 'trail running shoes', 'espresso', 'rain jacket', 'tent'].map(
      (query): Suggestion => ({ kind: 'recent', query }),
    ),
  },
}

export const LongText: Story = {
  args: {
    options: [
      {
        kind: 'recent',
        query: 'waterproof breathable lightweight hiking jacket with hood for women',
      },
      suggestion({ ...longTextProduct, position: 1 }, 'Seams'),
      ...products.slice(0, 2),
    ],
  },
}

export const RightToLeft: Story = { globals: { dir: 'rtl' } }

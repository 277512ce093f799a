import type { Meta, StoryObj } from '@storybook/react-vite'
import type { RecommendClientV5 } from '@vitrine/recommend-core'
import { useRelatedProducts } from '@vitrine/recommend-core/react'
import { useId } from 'react'
import { expect, waitFor, within } from 'storybook/test'
import { testOnly } from '../storefront/support/test-only'

interface Product {
  objectID: string
  name: string
  price: number
}

const names = [
  'Wool hiking socks',
  'Trail running shoes with a reinforced toe cap and a long, water-resistant upper',
  'Merino base layer',
  'Packable rain jacket',
  'Insulated water bottle',
  'Trekking poles',
  'Head torch',
  'Compression stuff sack',
]

type Answer = 'ok' | 'empty' | 'error' | 'never'

/**
 * A stand-in for `recommendClient(appId, apiKey)`: answers the related-products request from
 * `names` after a short delay, with nothing, with a failure, or never (loading).
 */
function fakeClient(answer: Answer, count: number): RecommendClientV5 {
  return {
    getRecommendations: () =>
      new Promise((resolve, reject) => {
        if (answer === 'never') return
        setTimeout(() => {
          if (answer === 'error') reject(new Error('Unreachable hosts'))
          else
            resolve({
              results: [
                {
                  queryID: 'q1',
                  hits:
                    answer === 'empty'
                      ? []
                      : names.slice(0, count).map((name, i) => ({
                          objectID: `p${i}`,
                          name,
                          price: 20 + i * 5,
                          _score: 90 - i,
                        })),
                },
              ],
            })
        }, 50)
      }),
  }
}

/** One client per answer: made once, outside the rail, as the README asks. */
const clients = new Map<string, RecommendClientV5>()
const clientFor = (answer: Answer, count: number) => {
  const key = `${answer}:${count}`
  if (!clients.has(key)) clients.set(key, fakeClient(answer, count))
  return clients.get(key)!
}

interface RelatedRailProps {
  /** The product whose related products are listed. */
  objectID: string
  /** How the fake provider answers (this story only): a list, nothing, a failure, or never. */
  answer: Answer
  /** How many products the fake provider knows of (this story only). */
  count: number
  /** `maxRecommendations`: the most items the merged list keeps. */
  maxRecommendations: number
}

/** The rail's list once its answer has arrived. */
async function settledList(canvasElement: HTMLElement) {
  const list = await within(canvasElement).findByRole('list')
  await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'false'))
  return list
}

/** The README's rail: `useRelatedProducts` and the markup a team writes around its state. */
function RelatedRail({ objectID, answer, count, maxRecommendations }: RelatedRailProps) {
  const { status, recommendations, error } = useRelatedProducts<Product>({
    recommendClient: clientFor(answer, count),
    indexName: 'products',
    objectIDs: [objectID],
    maxRecommendations,
  })
  // Unique per rail: the docs page shows every story's rail on one page.
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} style={{ maxWidth: 480, fontFamily: 'sans-serif' }}>
      <h2 id={headingId} style={{ fontSize: 18 }}>
        Related products
      </h2>
      {error ? (
        <p role="alert">Could not load recommendations.</p>
      ) : status === 'idle' && recommendations.length === 0 ? (
        <p>No related products yet.</p>
      ) : (
        <ol aria-busy={status === 'loading'} style={{ paddingInlineStart: 20, lineHeight: 1.5 }}>
          {status === 'loading' && recommendations.length === 0 ? (
            <li>Loading…</li>
          ) : (
            recommendations.map((item) => (
              <li key={item.objectID}>
                {item.name}, €{item.price}
              </li>
            ))
          )}
        </ol>
      )}
    </section>
  )
}

const meta = {
  title: 'Recommend/useRelatedProducts',
  component: RelatedRail,
  args: { objectID: 'tent-7', answer: 'ok', count: 4, maxRecommendations: 8 },
  // Docgen does not read a story file's own props: their descriptions are given here.
  argTypes: {
    objectID: {
      description: 'The product whose related products are listed (`objectIDs: [objectID]`).',
    },
    answer: {
      description:
        'How the stand-in provider answers (this story only): a list, nothing, a failure, or never (loading).',
      table: { type: { summary: "'ok' | 'empty' | 'error' | 'never'" } },
      control: 'inline-radio',
      options: ['ok', 'empty', 'error', 'never'],
    },
    count: {
      description: 'How many related products the stand-in provider knows of (this story only).',
      control: { type: 'range', min: 1, max: names.length },
    },
    maxRecommendations: {
      description: '`maxRecommendations`: the most items the merged list keeps.',
      table: { defaultValue: { summary: 'no cap' } },
      control: { type: 'number', min: 1, max: 30 },
    },
  },
  parameters: {
    docs: {
      description: {
        component: `\`@vitrine/recommend-core\` renders nothing: its hooks (\`@vitrine/recommend-core/react\`) return a list's state (\`status\` \`'loading'\` or \`'idle'\`, \`recommendations\`, \`error\`) and your markup shows it. This rail is the README's example: it shows the loading, loaded, empty and failed states a rail must design for. The storefront's own rails are under **Storefront/Recommend**.

\`\`\`tsx
import { useRelatedProducts } from '@vitrine/recommend-core/react'

const { status, recommendations, error } = useRelatedProducts<Product>({
  recommendClient: client, // recommendClient(appId, searchOnlyApiKey)
  indexName: 'products',
  objectIDs: [objectID],
  maxRecommendations: 8,
})
\`\`\`

On the server the hook renders \`loading\` and fetches nothing; the request starts after hydration.`,
      },
    },
  },
} satisfies Meta<typeof RelatedRail>
export default meta
type Story = StoryObj<typeof meta>

/** The answer arrived: the merged list, in the provider's order. */
export const Loaded: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const list = await settledList(canvasElement)
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4)
  }),
}

/** Waiting for the provider: the list is marked busy. */
export const Loading: Story = {
  args: { answer: 'never' },
  parameters: { screenshot: { loading: true } },
  play: testOnly(async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list')
    await expect(list).toHaveAttribute('aria-busy', 'true')
    await expect(list).toHaveTextContent('Loading…')
  }),
}

/** The provider knows nothing related: say so rather than leave an empty heading. */
export const Empty: Story = {
  args: { answer: 'empty' },
  play: testOnly(async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No related products yet.')).toBeVisible()
  }),
}

/** The request failed: `error` is set, and the rail says so in an alert. */
export const Failed: Story = {
  args: { answer: 'error' },
  play: testOnly(async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('Could not load recommendations.')
  }),
}

/** A single related product. */
export const SingleItem: Story = {
  args: { count: 1 },
  play: testOnly(async ({ canvasElement }) => {
    const list = await settledList(canvasElement)
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1)
  }),
}

/** Eight products, one with a long name: the list wraps, nothing is cut. */
export const ManyItems: Story = {
  args: { count: 8 },
  play: testOnly(async ({ canvasElement }) => {
    const list = await settledList(canvasElement)
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8)
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth)
  }),
}

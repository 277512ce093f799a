import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import type { RecommendClient, RecommendRequest } from '@vitrine/recommend-core'
import { useRelatedProducts } from '@vitrine/recommend-core/react'

// Offline fixtures: what the provider would answer for each product, and a fake client that
// answers from them after `delay` ms (or never, or with an error). No network.
interface Product {
  objectID: string
  name: string
  _score: number
}
const catalogue: Record<string, Product[]> = {
  shoe: [
    { objectID: 'sock', name: 'Wool socks', _score: 92 },
    { objectID: 'lace', name: 'Spare laces', _score: 81 },
    { objectID: 'brush', name: 'Suede brush', _score: 64 },
  ],
  tent: [
    { objectID: 'mat', name: 'Sleeping mat', _score: 95 },
    { objectID: 'lamp', name: 'Camping lamp', _score: 77 },
    { objectID: 'sock', name: 'Wool socks', _score: 40 },
  ],
}

type Behaviour = 'answer' | 'never' | 'fail'

function createFakeClient(behaviour: Behaviour, delay: number): RecommendClient {
  return {
    getRecommendations: ({ requests }: { requests: RecommendRequest[] }) =>
      new Promise((resolve, reject) => {
        if (behaviour === 'never') return
        setTimeout(() => {
          if (behaviour === 'fail') reject(new Error('Unreachable hosts'))
          else
            resolve({
              results: requests.map((request, i) => ({
                queryID: `${i}`.padStart(32, '0'),
                hits: catalogue[request.objectID ?? ''] ?? [],
              })),
            })
        }, delay)
      }),
  }
}

interface RelatedRailProps {
  /** What the fake client does with each request. */
  behaviour: Behaviour
  /** Latency of the fake client in ms. */
  delay: number
  /** Products in view; the rail recommends for all of them at once. */
  initialObjectIDs: string[]
  maxRecommendations: number
}

/** A demo rail: related products of the products in view, with a switch to change them. */
function RelatedRail({ behaviour, delay, initialObjectIDs, maxRecommendations }: RelatedRailProps) {
  const [client] = useState(() => createFakeClient(behaviour, delay))
  const [objectIDs, setObjectIDs] = useState(initialObjectIDs)
  const { status, recommendations, error } = useRelatedProducts<Product>({
    recommendClient: client,
    indexName: 'products',
    objectIDs,
    maxRecommendations,
  })
  return (
    <section aria-labelledby="related-title" aria-busy={status === 'loading'}>
      <h2 id="related-title">Related products</h2>
      <p>
        Status: <output>{status}</output>
      </p>
      <button
        type="button"
        onClick={() => setObjectIDs(objectIDs[0] === 'tent' ? ['shoe'] : ['tent'])}
      >
        Show {objectIDs[0] === 'tent' ? 'shoe' : 'tent'}
      </button>
      {error ? <p role="alert">Could not load recommendations: {error.message}</p> : null}
      {status === 'idle' && !error && recommendations.length === 0 ? (
        <p>No recommendations.</p>
      ) : null}
      <ol>
        {recommendations.map((item) => (
          <li key={item.objectID} data-position={item.__position} data-query-id={item.__queryID}>
            {item.name}
          </li>
        ))}
      </ol>
    </section>
  )
}

const meta = {
  title: 'Recommend/RelatedRail',
  component: RelatedRail,
  args: { behaviour: 'answer', delay: 50, initialObjectIDs: ['shoe'], maxRecommendations: 3 },
  argTypes: {
    behaviour: { control: 'inline-radio', options: ['answer', 'never', 'fail'] },
    delay: { control: { type: 'number', min: 0, step: 50 } },
    maxRecommendations: { control: { type: 'number', min: 1, max: 30 } },
  },
} satisfies Meta<typeof RelatedRail>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const items = await canvas.findAllByRole('listitem')
    await expect(items.map((item) => item.textContent)).toEqual([
      'Wool socks',
      'Spare laces',
      'Suede brush',
    ])
    await expect(items[0]).toHaveAttribute('data-position', '1')
  },
}

/** Changing the product keeps the last list while the next one loads. */
export const SwitchProduct: Story = {
  args: { delay: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('Wool socks')
    await userEvent.click(canvas.getByRole('button', { name: 'Show tent' }))
    await expect(canvas.getByRole('status')).toHaveTextContent('loading')
    await expect(canvas.getByText('Wool socks')).toBeInTheDocument()
    await expect(await canvas.findByText('Sleeping mat')).toBeInTheDocument()
    await expect(canvas.getByRole('status')).toHaveTextContent('idle')
  },
}

/** Several products in view: merged, deduplicated, capped, positions 1..n. */
export const SeveralProducts: Story = {
  args: { initialObjectIDs: ['shoe', 'tent'], maxRecommendations: 4 },
  play: async ({ canvasElement }) => {
    const items = await within(canvasElement).findAllByRole('listitem')
    await expect(items.map((item) => item.textContent)).toEqual([
      'Wool socks',
      'Sleeping mat',
      'Spare laces',
      'Camping lamp',
    ])
  },
}

export const Loading: Story = { args: { behaviour: 'never' } }

export const Empty: Story = {
  args: { initialObjectIDs: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No recommendations.')).toBeInTheDocument()
  },
}

export const Failure: Story = {
  args: { behaviour: 'fail' },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('Unreachable hosts')
  },
}

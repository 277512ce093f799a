import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createFakeV5Client } from '../../test/fake-clients'
import { useRelatedProducts, useTrendingFacets } from './recommend-hooks'

function RelatedRail({ client }: { client: ReturnType<typeof createFakeV5Client> }) {
  const { status, recommendations } = useRelatedProducts({
    recommendClient: client,
    indexName: 'products',
    objectIDs: ['A'],
  })
  return (
    <section aria-busy={status === 'loading'}>
      {status}:{recommendations.length}
    </section>
  )
}

function FacetList({ client }: { client: ReturnType<typeof createFakeV5Client> }) {
  const { status } = useTrendingFacets({
    recommendClient: client,
    indexName: 'products',
    facetName: 'brand',
  })
  return <p>{status}</p>
}

describe('server rendering (node, no DOM)', () => {
  it('renders the loading state without touching the network', () => {
    expect(typeof document).toBe('undefined')
    const client = createFakeV5Client()
    const html = renderToString(
      <>
        <RelatedRail client={client} />
        <FacetList client={client} />
      </>,
    )
    expect(html).toBe('<section aria-busy="true">loading<!-- -->:<!-- -->0</section><p>loading</p>')
    expect(client.getRecommendations).not.toHaveBeenCalled()
  })
})

// What an importing team writes: every entry of the three packages, in a right-to-left page.
import { useCarousel } from '@vitrine/carousel/react'
import { useRelatedProducts } from '@vitrine/recommend-core/react'
import { Badge, QRCode } from '@vitrine/ui-badge-qr'
import { QRCodeDownloadButton } from '@vitrine/ui-badge-qr/client'
import { getQrPath } from '@vitrine/ui-badge-qr'
import { liteClient } from 'algoliasearch/lite'

const client = liteClient('APPID', 'search-only-key')

export function App({ slides }: { slides: string[] }) {
  const carousel = useCarousel({ total: slides.length, direction: 'rtl', index: 7 })
  const related = useRelatedProducts({
    recommendClient: client,
    indexName: 'products',
    objectIDs: ['p1'],
  })
  return (
    <main>
      <Badge count={120} label={(n) => `${n} items`} />
      <QRCode value="https://vitrine.example/p/1" title="Product" />
      <QRCodeDownloadButton qr={getQrPath('https://vitrine.example/p/1')} />
      <div {...carousel.getRootProps({ 'aria-label': 'Offers' })}>
        <div style={{ overflow: 'hidden' }}>
          <div {...carousel.getTrackProps({ style: { display: 'flex' } })}>
            {slides.map((slide, i) => (
              <div key={slide} {...carousel.getSlideProps(i, { style: { flex: '0 0 100%' } })}>
                {slide}
              </div>
            ))}
          </div>
        </div>
        <button {...carousel.getNextButtonProps()}>›</button>
      </div>
      <p aria-busy={related.status === 'loading'}>{related.recommendations.length}</p>
    </main>
  )
}

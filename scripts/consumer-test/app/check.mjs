// An ES module consumer: the full algoliasearch client goes through initRecommend(); server
// rendering with React 19 clamps an out-of-range index and lays a right-to-left carousel out.
import assert from 'node:assert/strict'
import { recommendClient } from '@algolia/recommend'
import { useCarousel } from '@vitrine/carousel/react'
import { getRelatedProducts } from '@vitrine/recommend-core'
import { Badge } from '@vitrine/ui-badge-qr'
import { algoliasearch } from 'algoliasearch'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'

// A real recommend client whose transport answers locally.
const requester = {
  send: async (request) => ({
    status: 200,
    isTimedOut: false,
    content: JSON.stringify({
      results: JSON.parse(request.data).requests.map(({ objectID }) => ({
        queryID: 'q1',
        hits: [{ objectID: `${objectID}-rec`, _score: 50 }],
      })),
    }),
  }),
}
const full = algoliasearch('APPID', 'search-key')
full.initRecommend = () => recommendClient('APPID', 'search-key', { requester })
const { recommendations } = await getRelatedProducts({
  recommendClient: full,
  indexName: 'products',
  objectIDs: ['p1'],
})
assert.deepEqual(recommendations, [
  { objectID: 'p1-rec', _score: 50, __position: 1, __queryID: 'q1' },
])

const warnings = []
console.warn = (...args) => warnings.push(args.join(' '))
function Offers() {
  const carousel = useCarousel({ total: 3, index: 9, direction: 'rtl' })
  return createElement(
    'div',
    carousel.getRootProps({ 'aria-label': 'Offers' }),
    createElement('div', carousel.getTrackProps()),
  )
}
const html = renderToString(createElement(Offers))
assert.match(html, /translateX\(calc\(200% \+ 0px\)\)/, 'clamped to the last slide, moved right')
assert.match(warnings.join('\n'), /useCarousel: index 9 is out of range for 3 slides/)

const badge = renderToString(
  createElement('div', { dir: 'rtl' }, createElement(Badge, { count: 120 })),
)
assert.match(badge, /dir="ltr"[^>]*>99\+</)
console.log('check.mjs: ok (full algoliasearch client, SSR clamp and RTL, Badge 99+ in RTL)')

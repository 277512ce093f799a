/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS consumer, on purpose */
// React 18 (a declared peer) renders the hook on the server without its useLayoutEffect warning.
const assert = require('node:assert/strict')
const React = require('react')
const { renderToString } = require('react-dom/server')
const { useCarousel } = require('@vitrine/carousel/react')
const { Badge } = require('@vitrine/ui-badge-qr')

assert.match(React.version, /^18\./)
const logged = []
console.error = (...args) => logged.push(args.join(' '))

function Offers() {
  const carousel = useCarousel({ total: 3, defaultIndex: 1 })
  return React.createElement('div', carousel.getRootProps({ 'aria-label': 'Offers' }))
}
const html = renderToString(
  React.createElement(
    'main',
    null,
    React.createElement(Offers),
    React.createElement(Badge, { count: 5 }),
  ),
)
assert.match(html, /aria-roledescription="carousel"/)
assert.deepEqual(logged, [], 'React 18 logged during the server render')
console.log('check-react18.cjs: ok (no server-render warning)')

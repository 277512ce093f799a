/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS consumer, on purpose */
// A CommonJS consumer: every entry loads with require(); the error classes are recognised across
// their CommonJS and ES copies; a wrong client is refused with a RecommendInputError.
const assert = require('node:assert/strict')
const carousel = require('@vitrine/carousel')
const recommend = require('@vitrine/recommend-core')
const ui = require('@vitrine/ui-badge-qr')
require('@vitrine/carousel/react')
require('@vitrine/recommend-core/react')
require('@vitrine/ui-badge-qr/client')

const thrown = (run) => {
  try {
    run()
  } catch (error) {
    return error
  }
  assert.fail('expected a throw')
}

async function main() {
  const esm = {
    carousel: await import('@vitrine/carousel'),
    recommend: await import('@vitrine/recommend-core'),
    ui: await import('@vitrine/ui-badge-qr'),
  }
  assert.notEqual(carousel.CarouselIndexError, esm.carousel.CarouselIndexError, 'two copies')

  const indexError = thrown(() => carousel.createCarousel({ total: 2 }).setCurrentIndex(5))
  assert.equal(indexError.message, 'setCurrentIndex value out of bounds')
  assert.ok(indexError instanceof esm.carousel.CarouselIndexError)
  assert.ok(indexError instanceof carousel.CarouselIndexError)

  const qrError = thrown(() => ui.createQrMatrix(''))
  assert.ok(qrError instanceof esm.ui.QrCodeError)

  const clientError = await recommend
    .getRelatedProducts({ recommendClient: {}, indexName: 'products', objectIDs: ['p1'] })
    .then(
      () => assert.fail('expected a rejection'),
      (error) => error,
    )
  assert.equal(clientError.code, 'INVALID_CLIENT')
  assert.match(clientError.message, /must be recommendClient, liteClient, algoliasearch \(v5\)/)
  assert.ok(clientError instanceof esm.recommend.RecommendInputError)
  console.log('check.cjs: ok (require of every entry, instanceof across CJS/ESM, INVALID_CLIENT)')
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})

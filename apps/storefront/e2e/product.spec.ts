import { expect, test } from '@playwright/test'
import {
  addToCart,
  productWithRecommendations,
  cartBadge,
  collectEvents,
  expectNoSeriousA11yViolations,
  markWindow,
  readMarker,
} from './helpers'
import { APP_PORT, ENGINE_PORT } from './servers'

let PRODUCT_ID = ''
test.beforeAll(async () => {
  PRODUCT_ID = await productWithRecommendations()
})

test('product page is server-rendered with metadata, JSON-LD and security headers', async ({
  page,
}) => {
  const response = await page.goto(`/product/${PRODUCT_ID}`)
  expect(response?.status()).toBe(200)
  const html = (await response?.text()) ?? ''
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
  expect(name.length).toBeGreaterThan(0)
  expect(html).toContain(`>${name.replaceAll('&', '&amp;')}</h1>`)
  await expect(page).toHaveTitle(`${name} · Vitrine`)

  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  )
  expect(jsonLd).toMatchObject({ '@type': 'Product', sku: PRODUCT_ID, name, url: page.url() })
  expect(jsonLd.offers.priceCurrency).toBe('USD')

  const headers = response?.headers() ?? {}
  const csp = headers['content-security-policy'] ?? ''
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? ''
  expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]+'/)
  expect(scriptSrc).not.toContain('unsafe-inline')
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toContain(`connect-src 'self' http://127.0.0.1:${ENGINE_PORT}`)
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  await expectNoSeriousA11yViolations(page)
})

test("a forged forwarded host is passed over: the page renders and links to the shop's own host", async ({
  request,
}) => {
  for (const forwarded of ['a b', '[::1', 'shop.example:99999', 'evil.example/x?y', '<svg>']) {
    const response = await request.get(`/product/${PRODUCT_ID}`, {
      headers: { 'x-forwarded-host': forwarded },
    })
    expect(response.status(), forwarded).toBe(200)
    expect(await response.text(), forwarded).toContain(
      `<link rel="canonical" href="http://127.0.0.1:${APP_PORT}/product/${PRODUCT_ID}"/>`,
    )
  }
})

test('related products open client-side; two products in the cart survive a reload', async ({
  page,
}) => {
  const events = collectEvents(page)
  await page.goto(`/product/${PRODUCT_ID}`)
  const firstName = await page.getByRole('heading', { level: 1 }).textContent()
  await expect
    .poll(() => events.some((e) => e.eventType === 'view' && e.objectIDs[0] === PRODUCT_ID))
    .toBe(true)

  // The recommendations load as the shopper scrolls near them. Scrolled in one step inside the
  // page: the skeleton can be replaced by the loaded rail between a locator's lookup and its scroll.
  await page.evaluate(() =>
    document.querySelector('[data-model="related-products"]')?.scrollIntoView({ block: 'center' }),
  )
  const related = page.getByRole('region', { name: 'Related products' })
  await expect(related).toBeVisible()
  const cards = related.getByRole('heading', { level: 3 })
  expect(await cards.count()).toBeGreaterThan(0)
  const slide = related.locator('[data-position]').first()
  const position = Number(await slide.getAttribute('data-position'))
  const relatedLink = slide.getByRole('heading').getByRole('link')
  const relatedName = await relatedLink.textContent()
  const relatedHref = (await relatedLink.getAttribute('href')) ?? ''
  const relatedID = relatedHref.split('/').pop() ?? ''

  await markWindow(page)
  await relatedLink.click()
  await expect(page).toHaveURL(new RegExp(`/product/${relatedID}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(relatedName ?? '')
  expect(await readMarker(page)).toBe('same document')

  await expect
    .poll(() => events.find((e) => e.eventType === 'click'))
    .toMatchObject({
      objectIDs: [relatedID],
      positions: [position],
      queryID: expect.stringMatching(/\S+/),
    })
  const click = events.find((e) => e.eventType === 'click')

  await addToCart(page)
  await expect(page.getByRole('status').filter({ hasText: 'Added 1 ×' })).toBeVisible()
  await expect(cartBadge(page)).toHaveText('1')
  await expect
    .poll(() => events.find((e) => e.eventSubtype === 'addToCart'))
    .toMatchObject({
      eventType: 'conversion',
      objectIDs: [relatedID],
      queryID: click?.queryID,
    })

  await page.goBack()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstName ?? '')
  expect(await readMarker(page)).toBe('same document')
  await addToCart(page)
  await expect(cartBadge(page)).toHaveText('2')
  await expect(cartBadge(page)).toHaveAccessibleName('2 items in cart')

  await page.reload()
  await expect(cartBadge(page)).toHaveText('2')
  await page.getByRole('link', { name: /Cart/ }).first().click()
  await expect(page).toHaveURL(/\/cart$/)
  await expect(
    page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem'),
  ).toHaveCount(2)
})

test('the recommendations cost nothing until the shopper nears them', async ({ page }) => {
  // Their code (recommend-core, the lite client, the cards) is fetched when the shopper nears
  // them, and their off-screen skeletons do not shimmer: an endless animation repainted the page
  // every frame from load on.
  const isRailCode = (body: string) => body.includes(' omitted:`')
  const scripts: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.text().catch(() => ''))
  })
  await page.setViewportSize({ width: 412, height: 823 })
  await page.goto(`/product/${PRODUCT_ID}`)
  const rail = page.locator('[data-model="related-products"]')
  await expect(rail).toHaveAttribute('data-state', 'loading')
  await page.waitForLoadState('networkidle')
  expect(
    await page.evaluate(() => document.getAnimations().map((a) => a.constructor.name)),
  ).toEqual([])
  expect((await Promise.all(scripts)).filter(isRailCode)).toEqual([])

  await rail.scrollIntoViewIfNeeded()
  await expect(page.getByRole('region', { name: 'Related products' })).toBeVisible()
  expect((await Promise.all(scripts)).filter(isRailCode)).toHaveLength(1)
})

test('the share QR code decodes to the product URL', async ({ page, context }) => {
  await page.goto(`/product/${PRODUCT_ID}`)
  const qr = page.getByTestId('share-qr')
  await expect(qr).toBeVisible()
  const png = await qr.screenshot()

  // Decode the PNG to pixels in a blank page (no CSP), then read the code with jsqr in Node.
  const blank = await context.newPage()
  const pixels = await blank.evaluate(async (base64) => {
    const blob = await (await fetch(`data:image/png;base64,${base64}`)).blob()
    const bitmap = await createImageBitmap(blob)
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    const context2d = canvas.getContext('2d')!
    context2d.drawImage(bitmap, 0, 0)
    const { data, width, height } = context2d.getImageData(0, 0, bitmap.width, bitmap.height)
    return { data: Array.from(data), width, height }
  }, png.toString('base64'))
  await blank.close()

  const { default: jsQR } = await import('jsqr')
  const code = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height)
  expect(code?.data).toBe(`http://127.0.0.1:${APP_PORT}/product/${PRODUCT_ID}`)
  await expect(page.getByRole('button', { name: 'Download QR code' })).toBeVisible()
})

test('the QR download button saves a PNG', async ({ page }) => {
  await page.goto(`/product/${PRODUCT_ID}`)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download QR code' }).click(),
  ])
  expect(download.suggestedFilename()).toBe(`vitrine-${PRODUCT_ID}.png`)
})

test('an unknown product is the 404 page', async ({ page }) => {
  const response = await page.goto('/product/no-such-product')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('a #reviews link lands on the reviews section, on load and after client navigation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 740 })
  await page.goto(`/product/${PRODUCT_ID}#reviews`)
  await expect(page.locator('#reviews')).toBeInViewport()

  await page.evaluate(() => window.scrollTo(0, 0))
  const related = page.getByRole('region', { name: 'Related products' })
  const reviewsLink = related.getByRole('link', { name: /reviews$/ }).first()
  const href = (await reviewsLink.getAttribute('href')) ?? ''
  expect(href).toMatch(/^\/product\/[^#]+#reviews$/)
  await markWindow(page)
  await reviewsLink.click()
  await expect(page).toHaveURL(`http://127.0.0.1:${APP_PORT}${href}`)
  expect(await readMarker(page)).toBe('same document')
  await expect(page.locator('#reviews')).toBeInViewport()
  await expect(page.locator('#reviews')).toBeFocused()
})

test('the rating under the name leads the keyboard to the reviews', async ({ page }) => {
  await page.goto(`/product/${PRODUCT_ID}`)
  const rating = page.locator('main a[href$="#reviews"]').first()
  await rating.focus()
  await page.keyboard.press('Enter')
  const reviews = page.locator('#reviews')
  await expect(reviews).toBeInViewport()
  // Tab goes on from the reviews, not from the link back at the top of the page.
  await expect(reviews).toBeFocused()
  await page.keyboard.press('Tab')
  const next = await page.evaluate(
    () =>
      document.getElementById('reviews')!.compareDocumentPosition(document.activeElement!) &
      Node.DOCUMENT_POSITION_FOLLOWING,
  )
  expect(next).toBeTruthy()
})

test('the gallery moves with thumbnails and the keyboard', async ({ page }) => {
  await page.goto(`/product/${PRODUCT_ID}`)
  const gallery = page.getByRole('region', { name: / pictures$/ })
  const thumbs = page.getByRole('button', { name: /^Show .* view$/ })
  await expect(thumbs).toHaveCount(4)
  await thumbs.nth(2).click()
  await expect(thumbs.nth(2)).toHaveAttribute('aria-current', 'true')
  await gallery.focus()
  await page.keyboard.press('Home')
  await expect(thumbs.nth(0)).toHaveAttribute('aria-current', 'true')
  await page.keyboard.press('ArrowRight')
  await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true')
})

for (const [width, room] of [
  [375, 3],
  [1280, 2],
] as const) {
  test(`a rail's cards line up: a short name keeps the prices at one height (${width} px)`, async ({
    page,
  }) => {
    // Related products of p00002: names of one and two lines at 1280 px, of two to four at 375.
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/product/p00002')
    await page.evaluate(() =>
      document
        .querySelector('[data-model="related-products"]')
        ?.scrollIntoView({ block: 'center' }),
    )
    const related = page.getByRole('region', { name: 'Related products' })
    await expect(related.getByRole('heading', { level: 3 }).first()).toBeVisible()
    // Every card of the rail, on screen or not: its name's lines, and its price's offset from
    // the top of its card.
    const cards = await related.locator('[data-position]').evaluateAll((slides) =>
      slides.map((slide) => {
        const leaves = [...slide.querySelectorAll('*')].filter((el) => el.children.length === 0)
        const price = leaves.find((el) => /^\$[\d,]+\.\d\d$/.test(el.textContent ?? ''))
        const top = (el: Element | null | undefined) => el?.getBoundingClientRect().top ?? NaN
        return {
          lines: slide.querySelector('h3 a')?.getClientRects().length ?? 0,
          price: Math.round(top(price?.closest('p')) - top(slide)),
        }
      }),
    )
    // Cards past the first screens are drawn once the rail moves near them.
    const fitting = cards.filter((card) => card.lines <= room && Number.isFinite(card.price))
    expect(new Set(fitting.map((card) => card.lines)).size, JSON.stringify(cards)).toBeGreaterThan(
      1,
    )
    expect(new Set(fitting.map((card) => card.price)).size, JSON.stringify(cards)).toBe(1)
  })
}

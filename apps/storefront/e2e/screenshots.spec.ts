import { expect, test, type Page } from '@playwright/test'
import path from 'node:path'
import { demoProducts } from './demo-catalog'

/** Where the screenshots go: kept with the run's other output for a person to look at. */
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../test-results/screenshots')

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: 'mobile', viewport: { width: 390, height: 844 }, isMobile: true },
] as const

// A product that shows most of the page: on sale, several colours, sizes and reviews.
const featured =
  demoProducts.find(
    (p) =>
      p.inStock && p.onSale && p.colors.length >= 3 && p.sizes.length > 0 && p.reviewCount > 20,
  ) ?? demoProducts[0]!

/**
 * Elements whose content Chromium may leave unpainted while they are off screen
 * (`content-visibility` other than `visible`). A full-page shot, this spec's or anyone's taken
 * with headless Chromium, draws them as blank space once the page is scrolled back, so the
 * pages use none.
 */
function unpaintedOffScreen(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter((el) => getComputedStyle(el).contentVisibility !== 'visible')
      .map((el) => el.outerHTML.slice(0, 80)),
  )
}

/**
 * Waits until every picture in the page has loaded, after scrolling through the page once so
 * that lazy pictures and sections loaded as the shopper nears them (the product page's
 * recommendations) are in the full-page shot.
 */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
  })
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await page.evaluate(async () => {
    window.scrollTo(0, 0)
    for (const img of Array.from(document.images)) img.loading = 'eager'
    await Promise.all(Array.from(document.images, (img) => img.decode().catch(() => undefined)))
  })
}

for (const { name, viewport, isMobile } of VIEWPORTS) {
  test.describe(`screenshots at ${name} size`, () => {
    test.use({ viewport, isMobile, hasTouch: isMobile })

    test(`home, listing, product and cart (${name})`, async ({ page }) => {
      const shots: Array<[string, string]> = [
        ['home', '/'],
        ['listing', '/category/Sports'],
        ['product', `/product/${featured.objectID}`],
      ]
      for (const [page_, url] of shots) {
        await page.goto(url)
        await settle(page)
        expect(await unpaintedOffScreen(page)).toEqual([])
        await page.screenshot({
          path: path.join(SCREENSHOT_DIR, `${page_}-${name}.png`),
          fullPage: true,
        })
      }
      await page.goto(`/product/${featured.objectID}`)
      await page.getByRole('radio', { name: featured.colors[1]!, exact: true }).check()
      await page.getByRole('radio', { name: featured.sizes[0]!, exact: true }).check()
      await page.getByRole('button', { name: 'Add to cart' }).click()
      await expect(page.getByText(/^Added 1 ×/)).toBeVisible()
      await page.goto('/cart')
      await settle(page)
      expect(await unpaintedOffScreen(page)).toEqual([])
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `cart-${name}.png`), fullPage: true })
    })
  })
}

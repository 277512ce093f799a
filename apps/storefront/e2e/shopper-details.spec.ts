import { expect, test } from '@playwright/test'
import {
  addToCart,
  cartBadge,
  expectNoSeriousA11yViolations,
  productWithRecommendations,
} from './helpers'
import { ENGINE_PORT } from './servers'

const ENGINE = `http://127.0.0.1:${ENGINE_PORT}`
const HEADERS = {
  'x-algolia-application-id': 'VITRINE',
  'x-algolia-api-key': 'vitrine-local-search-key',
}

/** The first demo product in stock matching `numericFilters`, with its name. */
async function findProduct(numericFilters: string[]): Promise<{ objectID: string; name: string }> {
  const response = await fetch(`${ENGINE}/1/indexes/products/query`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({
      query: '',
      hitsPerPage: 50,
      numericFilters,
      // An out-of-stock product cannot be added to the cart at all.
      facetFilters: ['inStock:true'],
      attributesToRetrieve: ['name', 'sizes'],
    }),
  })
  const { hits } = (await response.json()) as {
    hits: { objectID: string; name: string; sizes: string[] }[]
  }
  const hit = hits.find((h) => h.sizes.length > 1)
  if (!hit) throw new Error(`no product with several sizes for ${numericFilters}`)
  return hit
}

test('options must be chosen: an accessible error instead of a silent default size', async ({
  page,
}) => {
  const product = await findProduct(['reviewCount>=1000'])
  await page.goto(`/product/${product.objectID}`)
  const size = page.getByRole('group', { name: /^Size/ })
  await expect(size.getByRole('radio', { checked: true })).toHaveCount(0)
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(size).toHaveAccessibleDescription('Choose a size.')
  await expect(size.getByRole('radio').first()).toBeFocused()
  await expect(cartBadge(page)).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)

  // The product's review count (over a thousand) is written with a separator.
  await expect(page.locator('#reviews')).toContainText(/Based on \d{1,3}(,\d{3})+ reviews/)

  await size.getByRole('radio').nth(1).check()
  await expect(size).not.toHaveAttribute('aria-describedby')
  await addToCart(page)
  await expect(cartBadge(page)).toHaveText('1')
})

test('the order confirmation lists what was bought', async ({ page }) => {
  const product = await findProduct(['price>=1'])
  await page.goto(`/product/${product.objectID}`)
  await addToCart(page)
  await expect(cartBadge(page)).toHaveText('1')
  await page.goto('/cart')
  await page.getByRole('button', { name: 'Place order' }).click()
  const items = page.getByRole('list', { name: 'Items ordered' }).getByRole('listitem')
  await expect(items).toHaveCount(1)
  await expect(items.first()).toContainText(`1 × ${product.name}`)
  await expect(items.first()).toContainText('$')
})

test('"Frequently bought together" with two items keeps cards at one slot wide', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  // The cart asks for its bought-together items from the browser: answer with two of them.
  await page.route(/\/1\/indexes\/\*\/recommendations/, async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { results: { hits: unknown[] }[] }
    for (const result of body.results) result.hits = result.hits.slice(0, 2)
    await route.fulfill({ response, json: body })
  })
  await page.goto(`/product/${await productWithRecommendations()}`)
  await addToCart(page)
  await page.goto('/cart')
  const section = page.locator('[data-model="bought-together"]')
  await expect(section).toBeVisible()
  const slides = section.locator('[data-index]')
  await expect(slides).toHaveCount(2)
  const row = (await section.boundingBox())!
  for (let i = 0; i < 2; i++) {
    // Four slots on a wide screen: a card is a quarter of the row, not half of it.
    expect((await slides.nth(i).boundingBox())!.width).toBeLessThanOrEqual(row.width / 3)
  }
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('autocomplete shows each product name whole, with the match', async ({ page }) => {
    await page.goto('/')
    const box = page.getByRole('combobox', { name: 'Search products' })
    await box.fill('fjor')
    // The element holding the name is the one around the match.
    const names = page.getByRole('option').locator('mark').locator('xpath=..')
    await expect(names.first()).toBeVisible()
    const count = await names.count()
    expect(count).toBeGreaterThan(0)
    for (let i = 0; i < count; i++) {
      const name = names.nth(i)
      await expect(name.locator('mark')).toHaveText(/^fjor/i)
      const clipped = await name.evaluate(
        (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
      )
      expect(clipped, `name ${i} is cut`).toBe(false)
      const box = (await name.boundingBox())!
      expect(box.width).toBeGreaterThan(150)
    }
  })
})

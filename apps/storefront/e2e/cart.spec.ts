import { expect, test, type Locator, type Page } from '@playwright/test'
import {
  addToCart,
  cartBadge,
  productWithRecommendations,
  collectEvents,
  expectNoSeriousA11yViolations,
} from './helpers'

let PRODUCT_ID = ''
test.beforeAll(async () => {
  PRODUCT_ID = await productWithRecommendations()
})

async function addProduct(page: Page, objectID = PRODUCT_ID) {
  await page.goto(`/product/${objectID}`)
  await addToCart(page)
  await expect(page.getByRole('status').filter({ hasText: 'Added' })).toBeVisible()
}

test('the badge shows 99+ above 99 and the subtotal follows the quantity', async ({ page }) => {
  await addProduct(page)
  await page.goto('/cart')
  const quantity = page.getByRole('spinbutton', { name: /^Quantity/ })
  await quantity.fill('99')
  await expect(cartBadge(page)).toHaveText('99')
  await quantity.fill('120')
  await expect(cartBadge(page)).toHaveText('99+')
  await expect(cartBadge(page)).toHaveAccessibleName('120 items in cart')
  await expect(page.getByTestId('cart-count')).toHaveText('120')

  await page.getByRole('button', { name: /^Remove/ }).click()
  await expect(page.getByText('Your cart is empty.')).toBeVisible()
  await expect(cartBadge(page)).toHaveCount(0)
})

test('the cart stays in sync across tabs', async ({ page, context }) => {
  await page.goto('/cart')
  await expect(page.getByText('Your cart is empty.')).toBeVisible()
  const other = await context.newPage()
  await addProduct(other)
  await expect(cartBadge(page)).toHaveText('1')
  await expect(
    page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem'),
  ).toHaveCount(1)
  await other.close()
})

test('placing the demo order empties the cart and sends a purchase event', async ({ page }) => {
  const events = collectEvents(page)
  await addProduct(page)
  await page.goto('/cart')
  const subtotal = await page.getByTestId('cart-subtotal').textContent()
  await expectNoSeriousA11yViolations(page)

  const boughtTogether = page.getByRole('region', { name: 'Frequently bought together' })
  await expect(boughtTogether).toBeVisible()
  expect(await boughtTogether.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(0)

  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page.getByRole('heading', { name: 'Thank you, your order is placed' })).toBeVisible()
  await expect(page.getByText(`Total ${subtotal}`)).toBeVisible()
  await expect(cartBadge(page)).toHaveCount(0)
  await expect
    .poll(() => events.find((e) => e.eventSubtype === 'purchase'))
    .toMatchObject({
      eventType: 'conversion',
      objectIDs: [PRODUCT_ID],
      objectData: [expect.objectContaining({ quantity: 1 })],
    })
  await page.reload()
  await expect(page.getByText('Your cart is empty.')).toBeVisible()
})

test('an empty cart has no serious accessibility violations', async ({ page }) => {
  await page.goto('/cart')
  await expect(page.getByText('Your cart is empty.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('a hand-edited cart shows sane totals, its lines aligned beside the summary', async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 900 })
  const line = { brand: 'B', image: '', unitPrice: 49.5, quantity: 2 }
  await page.addInitScript(
    (stored) => localStorage.setItem('vitrine.cart.v1', stored),
    JSON.stringify([
      { ...line, objectID: 'p00002', name: 'A product with quite a long name to wrap' },
      { ...line, objectID: 'p00003', name: 'Edited', unitPrice: 1e308 },
      { ...line, objectID: 'p00004', name: 'Many', quantity: 1e9 },
    ]),
  )
  await page.goto('/cart')
  const lines = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')
  await expect(lines).toHaveCount(2)
  await expect(page.getByTestId('cart-count')).toHaveText('1,001')
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$49,549.50')
  // Where the first word of an element is drawn (its text, not its box).
  const textLeft = (locator: Locator) =>
    locator.evaluate((el) => {
      const range = document.createRange()
      range.selectNodeContents(el.firstChild!)
      return Math.round(range.getBoundingClientRect().left)
    })
  for (const item of await lines.all()) {
    const input = (await item.getByRole('spinbutton').boundingBox())!
    const remove = item.getByRole('button', { name: /^Remove/ })
    // Beside the quantity, or under it with its word starting where "Quantity" starts.
    if ((await remove.boundingBox())!.y >= input.y + input.height) {
      expect(await textLeft(remove)).toBe(await textLeft(item.locator('label')))
    } else {
      expect(await textLeft(remove)).toBeGreaterThan(input.x + input.width)
    }
  }
  await expectNoSeriousA11yViolations(page)
})

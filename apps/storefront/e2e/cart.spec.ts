import { expect, test, type Page } from '@playwright/test'
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

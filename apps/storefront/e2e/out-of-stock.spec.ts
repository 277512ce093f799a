import { expect, test } from '@playwright/test'
import { demoProducts } from './demo-catalog'
import { expectNoSeriousA11yViolations } from './helpers'

const product = demoProducts.find((p) => !p.inStock && p.colors.length > 1)!

test('an out-of-stock product says so: card, disabled purchase with the reason, JSON-LD', async ({
  page,
}) => {
  await page.goto(`/search?q=${encodeURIComponent(product.name)}`)
  const card = page.getByRole('article').filter({ hasText: product.name }).first()
  await expect(card.getByText('Out of stock')).toBeVisible()

  await page.goto(`/product/${product.objectID}`)
  const add = page.getByRole('button', { name: 'Add to cart' })
  await expect(add).toBeDisabled()
  await expect(add).toHaveAccessibleDescription(
    'Out of stock. This product cannot be added to the cart for now.',
  )
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toBeDisabled()
  // The colours still show the product in each colour.
  await page.getByRole('radio', { name: product.colors[1]!, exact: true }).check()
  await expect(page.getByRole('radio', { name: product.colors[1]!, exact: true })).toBeChecked()

  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  )
  expect(jsonLd.offers.availability).toBe('https://schema.org/OutOfStock')
  await expectNoSeriousA11yViolations(page)
})

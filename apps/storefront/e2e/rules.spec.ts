import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './helpers'
import { expectResultsFor, hits } from './search-helpers'

test('a "sale" search shows the rule banner and only on-sale products', async ({ page }) => {
  await page.goto('/search?q=sale')
  await expectResultsFor(page, 'sale')
  const banner = page.getByTestId('rule-banners').getByRole('complementary')
  await expect(banner).toHaveAccessibleName('Sale: up to 40% off')
  await expect(banner).toContainText('reduced for a limited time')
  for (const card of (await hits(page).all()).slice(0, 6)) {
    await expect(card.getByText('Sale price', { exact: false })).toHaveCount(1)
  }
  await expectNoSeriousA11yViolations(page)
  await page.screenshot({ path: 'test-results/rule-banner.png', fullPage: false })
})

test('searching for "help" follows the rule redirect to the help page', async ({ page }) => {
  await page.goto('/search?q=help')
  await expect(page).toHaveURL(/\/help$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How can we help?')
})

test('sorting "sneakers" by price keeps only sneakers (no one-typo speakers)', async ({ page }) => {
  await page.goto('/search?q=sneakers&sort=price_asc')
  await expectResultsFor(page, 'sneakers')
  const names = await hits(page).locator('h3, h2').allTextContents()
  expect(names.length).toBeGreaterThan(0)
  for (const name of names) expect(name).not.toMatch(/speaker|soundbar/i)
})

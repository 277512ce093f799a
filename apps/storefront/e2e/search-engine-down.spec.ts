import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './helpers'
import { withOwnStack } from './own-stack'

const { origin, startEngine, stopEngine } = withOwnStack({ engine: 4713, app: 3102 })

test('with the engine stopped, search and category pages show their error page, not a hang', async ({
  page,
}) => {
  await page.goto(`${origin}/search?q=boots`)
  await expect(page.getByTestId('hit').first()).toBeVisible()

  await stopEngine()
  const started = Date.now()
  await page.goto(`${origin}/search?q=lamp`)
  await expect(page.getByRole('heading', { name: 'Search is unavailable' })).toBeVisible()
  expect(Date.now() - started).toBeLessThan(10_000)
  expect((await page.locator('main').textContent()) ?? '').not.toMatch(/RetryError|Unreachable/)
  await expectNoSeriousA11yViolations(page)

  await page.goto(`${origin}/category/Women`)
  await expect(page.getByRole('heading', { name: 'This category is unavailable' })).toBeVisible()

  await startEngine()
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByTestId('listing-title')).toHaveText('Women')
  await expect(page.getByTestId('hit').first()).toBeVisible()
})

import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './helpers'
import { withOwnStack } from './own-stack'

const { origin, startEngine, stopEngine } = withOwnStack({ engine: 4712, app: 3101 })

test('with the engine stopped, a product shows the error page; retry recovers', async ({
  page,
}) => {
  await page.goto(`${origin}/product/p00002`)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
    'This product could not be loaded',
  )

  await stopEngine()
  await page.goto(`${origin}/product/p00003`)
  await expect(
    page.getByRole('heading', { name: 'This product could not be loaded' }),
  ).toBeVisible()
  const body = (await page.locator('main').textContent()) ?? ''
  expect(body).not.toMatch(/RetryError|Unreachable|at \w+ \(/)
  await expect(page.getByRole('banner')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await startEngine()
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
    'This product could not be loaded',
  )
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible()
})

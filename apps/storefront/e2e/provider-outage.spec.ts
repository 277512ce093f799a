import { expect, test, type Page, type Response } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './helpers'
import { withOwnStack } from './own-stack'

const { origin, startEngine, stopEngine } = withOwnStack({ engine: 4921, app: 3321 })

/** Checks an outage answer: 503 with a Retry-After and the security headers of every page. */
async function expectOutageAnswer(response: Response | null) {
  expect(response?.status()).toBe(503)
  const headers = (await response?.allHeaders()) ?? {}
  expect(Number(headers['retry-after'])).toBeGreaterThan(0)
  expect(headers['x-frame-options']).toBe('DENY')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['content-security-policy']).toContain("script-src 'self' 'nonce-")
}

/** The page's shell is there around the failed section: header with the search, and footer. */
async function expectShell(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
}

test("a provider outage answers the listing and product pages 503, in the shop's shell", async ({
  page,
}) => {
  await stopEngine()
  try {
    await expectOutageAnswer(await page.goto(`${origin}/search?q=boots`))
    await expect(page.getByRole('heading', { name: 'Search is unavailable' })).toBeVisible()
    await expect(page.getByRole('banner').getByRole('combobox')).toBeVisible()
    await expectShell(page)

    await expectOutageAnswer(await page.goto(`${origin}/category/Women`))
    await expect(page.getByRole('heading', { name: 'This category is unavailable' })).toBeVisible()
    await expectShell(page)

    await expectOutageAnswer(await page.goto(`${origin}/product/p00002`))
    await expect(
      page.getByRole('heading', { name: 'This product could not be loaded' }),
    ).toBeVisible()
    await expectShell(page)

    // Pages that need nothing from the provider answer as always.
    expect((await page.goto(`${origin}/cart`))?.status()).toBe(200)
    expect((await page.goto(`${origin}/no-such-page`))?.status()).toBe(404)
  } finally {
    await startEngine()
  }
  // Back up: the same pages answer 200 again, with no Retry-After.
  const response = await page.goto(`${origin}/product/p00002`)
  expect(response?.status()).toBe(200)
  expect((await response?.allHeaders())?.['retry-after']).toBeUndefined()
})

import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './helpers'
import { expectResultsFor, userTokenOf, waitForStoredEvent } from './search-helpers'

function headerSearch(page: Page) {
  return page.getByRole('banner').getByRole('combobox', { name: 'Search products' })
}

test('suggests products as you type; the keyboard picks one', async ({ page }) => {
  await page.goto('/cart')
  const field = headerSearch(page)
  await field.click()
  await field.pressSequentially('sand')
  await expect(field).toHaveAttribute('aria-expanded', 'true')
  const listbox = page.getByRole('listbox', { name: 'Search suggestions' })
  const products = listbox.getByRole('group', { name: 'Products' }).getByRole('option')
  await expect(products.first()).toBeVisible()
  await expect(products.first().locator('mark').first()).toHaveText(/sand/i)
  await expectNoSeriousA11yViolations(page)

  // Popular searches (query suggestions) may come first: go down to the second product.
  const second = products.nth(1)
  await expect(async () => {
    await page.keyboard.press('ArrowDown')
    await expect(second).toHaveAttribute('aria-selected', 'true', { timeout: 100 })
  }).toPass({ timeout: 10_000 })
  await expect(field).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!)
  const name = (await second.locator('span').nth(1).textContent())!.trim()
  const userToken = await userTokenOf(page)

  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/product\/p\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  const objectID = new URL(page.url()).pathname.split('/').pop()
  const click = await waitForStoredEvent(
    (e) => e.userToken === userToken && e.eventName === 'Suggestion Clicked',
  )
  expect(click).toMatchObject({ eventType: 'click', objectIDs: [objectID], positions: [2] })
  expect(click.queryID).toMatch(/^[0-9a-f]{32}$/)
})

test('Enter searches, the search is remembered, and recent searches are offered', async ({
  page,
}) => {
  await page.goto('/')
  const field = headerSearch(page)
  await field.fill('lamp')
  await expect(field).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=lamp$/)
  await expectResultsFor(page, 'lamp')

  await page.goto('/')
  await headerSearch(page).focus()
  const recent = page.getByRole('group', { name: 'Recent searches' }).getByRole('option')
  await expect(recent).toHaveText(['↺lamp'])
  await page.keyboard.press('Escape')
  await expect(headerSearch(page)).toHaveAttribute('aria-expanded', 'false')
  await page.keyboard.press('ArrowDown')
  await expect(recent.first()).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=lamp$/)
  await expectResultsFor(page, 'lamp')
})

test("a focus given before the page's code has run still opens the recent searches", async ({
  page,
}) => {
  await page.goto('/')
  await page.evaluate(() => localStorage.setItem('vitrine:recent-searches', '["lamp"]'))
  // The page's scripts are held until the field has the focus: its focusin comes before any
  // listener (a shopper tabbing into the field while the code still loads on a slow phone).
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await headerSearch(page).focus()
  release()
  const recent = page.getByRole('group', { name: 'Recent searches' }).getByRole('option')
  await expect(recent).toHaveText(['↺lamp'])
  await expect(headerSearch(page)).toHaveAttribute('aria-expanded', 'true')
})

// InstantSearch hydrates the client it is given by replacing its `search` with one that only
// understands the legacy request form: the header's suggestions must not share that object.
// (The search page has no header field: its own field is its one search box.)
for (const listing of ['/category/Home?q=lamp', '/category/Women']) {
  test(`suggests products on a listing page (${listing})`, async ({ page }) => {
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text())
    })
    await page.goto(listing)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const field = headerSearch(page)
    await field.click()
    await field.pressSequentially('sand')
    await expect(field).toHaveAttribute('aria-expanded', 'true')
    const products = page
      .getByRole('listbox', { name: 'Search suggestions' })
      .getByRole('group', { name: 'Products' })
      .getByRole('option')
    await expect(products.first()).toBeVisible()
    await expect(products.first().locator('mark').first()).toHaveText(/sand/i)
    expect(warnings.filter((text) => text.includes('suggestions unavailable'))).toEqual([])
  })
}

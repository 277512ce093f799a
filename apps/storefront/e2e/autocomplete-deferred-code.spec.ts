import { expect, test, type Page } from '@playwright/test'
import { expectResultsFor } from './search-helpers'

function headerSearch(page: Page) {
  return page.getByRole('banner').getByRole('combobox', { name: 'Search products' })
}

// The combobox's own strings: in its code only.
const isAutocompleteCode = (body: string) => body.includes('suggestions available')

/**
 * Holds the header autocomplete's code in the network until `release` is called, as on a slow
 * connection; every other script passes.
 */
async function holdAutocompleteCode(page: Page) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let requested = false
  await page.route('**/_next/static/**/*.js', async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    if (isAutocompleteCode(body)) {
      requested = true
      await released
    }
    await route.fulfill({ response, body })
  })
  return { release, requested: () => requested }
}

test('the autocomplete’s code is not loaded with the page', async ({ page }) => {
  const scripts: Promise<string>[] = []
  let loaded = false
  page.once('load', () => (loaded = true))
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && !loaded)
      scripts.push(response.text().catch(() => ''))
  })
  await page.goto('/')
  expect(loaded).toBe(true)
  expect((await Promise.all(scripts)).filter(isAutocompleteCode)).toEqual([])
})

test('a query typed before the autocomplete’s code has arrived is kept and suggested', async ({
  page,
}) => {
  const code = await holdAutocompleteCode(page)
  await page.goto('/')
  const field = headerSearch(page)
  await field.click()
  await field.pressSequentially('sand')
  await expect.poll(code.requested).toBe(true)
  await expect(field).toHaveValue('sand')
  await expect(field).toHaveAttribute('aria-expanded', 'false')

  code.release()
  await expect(field).toHaveAttribute('aria-expanded', 'true')
  await expect(field).toHaveValue('sand')
  const products = page
    .getByRole('listbox', { name: 'Search suggestions' })
    .getByRole('group', { name: 'Products' })
    .getByRole('option')
  await expect(products.first().locator('mark').first()).toHaveText(/sand/i)
  await expect(field).toBeFocused()
})

// The navigation waits for the field to hydrate (React hydrates a part of the page before an
// update reaches it), so it is made once the code has arrived, not lost.
test('a search sent before the autocomplete’s code has arrived is made once it has', async ({
  page,
}) => {
  const code = await holdAutocompleteCode(page)
  await page.goto('/')
  const field = headerSearch(page)
  await field.fill('lamp')
  await field.press('Enter')
  await expect.poll(code.requested).toBe(true)
  code.release()
  await expect(page).toHaveURL(/\/search\?q=lamp$/)
  await expectResultsFor(page, 'lamp')
})

import { expect, test, type Page } from '@playwright/test'
import { expectResultsFor } from './search-helpers'

/**
 * Scripts requested once the page has loaded (the listing's own code, fetched when the browser
 * is idle or at the first interaction) arrive `delayMs` late, as on a slow network.
 */
async function delayLateScripts(page: Page, delayMs: number): Promise<string[]> {
  const late: string[] = []
  let loaded = false
  page.once('load', () => (loaded = true))
  await page.route('**/_next/static/**/*.js', async (route) => {
    if (loaded) {
      late.push(route.request().url())
      await new Promise((resolve) => setTimeout(resolve, delayMs))
    }
    await route.continue()
  })
  return late
}

test('the listing’s code is not loaded with the page; its styles are', async ({ page }) => {
  const stylesheets: string[] = []
  const scripts: { late: boolean; body: Promise<string> }[] = []
  let loaded = false
  page.once('load', () => (loaded = true))
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url())
  })
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    scripts.push({ late: loaded, body: response.text().catch(() => '') })
  })
  // The agent string InstantSearch adds to every search: in the listing's code only.
  const isListingCode = (body: string) => body.includes('react-instantsearch')
  await page.goto('/search?q=lamp')
  await expectResultsFor(page, 'lamp')
  const withPage = [...stylesheets]
  await page.getByTestId('listing-search').fill('lamp shade')
  await expectResultsFor(page, 'lamp shade')

  const loadedWithPage = await Promise.all(scripts.filter((s) => !s.late).map((s) => s.body))
  const loadedLater = await Promise.all(scripts.filter((s) => s.late).map((s) => s.body))
  expect(loadedWithPage.filter(isListingCode)).toEqual([])
  expect(loadedLater.filter(isListingCode)).toHaveLength(1)
  // Its server HTML is styled from the first paint: hydrating it adds no stylesheet.
  expect(stylesheets).toEqual(withPage)
})

test('a filter clicked before the listing’s code has arrived is applied once it has', async ({
  page,
}) => {
  const late = await delayLateScripts(page, 1500)
  await page.goto('/search?q=lamp')
  await expectResultsFor(page, 'lamp')
  const onSale = page.getByRole('group', { name: 'Offers' }).getByRole('checkbox')
  await onSale.check()
  await expect(page).toHaveURL(/sale=1/)
  await expect(onSale).toBeChecked()
  expect(late.length).toBeGreaterThan(0)
})

test('a search sent before the listing’s code has arrived is made once it has', async ({
  page,
}) => {
  await delayLateScripts(page, 1500)
  await page.goto('/search?q=lamp')
  await expectResultsFor(page, 'lamp')
  const field = page.getByTestId('listing-search')
  await field.fill('kettle')
  await field.press('Enter')
  await expectResultsFor(page, 'kettle')
  await expect(page).toHaveURL(/q=kettle/)
})

test('the search client’s code is fetched once, shared by the listing and the header', async ({
  page,
}) => {
  // Statically imported by each part, the bundler copied the lite client into the listing's
  // chunk and into the header autocomplete's, and a listing page fetched it twice.
  const scripts: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.text().catch(() => ''))
  })
  // The lite client's transport error: in its code only.
  const isSearchClientCode = (body: string) => body.includes('Unreachable hosts')
  await page.goto('/search?q=lamp')
  await expectResultsFor(page, 'lamp')
  await page.getByTestId('listing-search').fill('lamp shade')
  await expectResultsFor(page, 'lamp shade')
  const header = page.getByRole('banner').getByRole('combobox', { name: 'Search products' })
  await header.fill('lamp')
  await expect(page.getByRole('listbox')).toBeVisible()

  expect((await Promise.all(scripts)).filter(isSearchClientCode)).toHaveLength(1)
})

import { expect, test, type Page } from '@playwright/test'
import {
  expectResultsFor,
  filterGroup,
  hits,
  isListingHydrated,
  waitForListingHydrated,
} from './search-helpers'

/**
 * Scripts requested once the page has loaded (the listing's own code, fetched at the first
 * interaction) arrive `delayMs` late, as on a slow network.
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

test('the listing’s code is fetched at the first interaction, not when the browser is idle', async ({
  page,
}) => {
  // Evaluated while idle after loading, it made long tasks that Lighthouse counted as
  // blocking time, on pages whose every widget is in the server HTML already.
  const scripts: Promise<{ url: string; body: string }>[] = []
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return
    const body = request
      .response()
      .then((response) => response?.text() ?? '')
      .catch(() => '')
    scripts.push(body.then((text) => ({ url: request.url(), body: text })))
  })
  // The agent string InstantSearch adds to every search: in the listing's code only.
  const listingCode = async () =>
    (await Promise.all(scripts))
      .filter((script) => script.body.includes('react-instantsearch'))
      .map((script) => script.url)
  await page.goto('/search?q=lamp')
  await expectResultsFor(page, 'lamp')
  await page.waitForLoadState('networkidle')
  // Idle callbacks, with or without their timeout (5 s), have had their turn.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => setTimeout(resolve, 5500), { timeout: 100 }),
      ),
  )
  expect(await listingCode()).toEqual([])
  expect(await isListingHydrated(page)).toBe(false)
  // Every widget is there without it, the price filter with the results' bounds included.
  await expect(filterGroup(page, 'Price').getByLabel('Min')).toHaveAttribute('placeholder', /\d/)

  await page.getByTestId('hits').hover()
  await waitForListingHydrated(page)
  expect(await listingCode()).toHaveLength(1)
  await page.getByTestId('listing-search').fill('lamp shade')
  await expectResultsFor(page, 'lamp shade')
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

test('a brand ticked before the listing’s code has arrived stays ticked while it loads and searches', async ({
  page,
}) => {
  // A slow phone: hydration and renders take long enough for a wrong state to be seen.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await delayLateScripts(page, 1500)
  await page.route('**/1/indexes/*/queries**', async (route) => {
    // The brand's own search answers late, as on a slow network.
    if (route.request().postData()?.includes('brand')) await new Promise((r) => setTimeout(r, 800))
    await route.continue()
  })
  await page.goto('/search?q=boots')
  await expectResultsFor(page, 'boots')
  const brand = filterGroup(page, 'Brand').getByRole('checkbox').first()
  // Every frame's state of the box from the click on: it must never be shown unticked.
  await brand.evaluate((box: HTMLInputElement) => {
    const seen: Array<boolean | 'detached'> = []
    ;(window as unknown as { brandBox: typeof seen }).brandBox = seen
    const frame = () => {
      seen.push(box.isConnected ? box.checked : 'detached')
      if (seen.length < 600) requestAnimationFrame(frame)
    }
    // From the press's end: its click (held or not) follows in the same task.
    addEventListener('pointerup', () => requestAnimationFrame(frame), { once: true, capture: true })
  })
  await brand.check()
  await expect(page).toHaveURL(/brand=/)
  await expect(brand).toBeChecked()
  await expect(hits(page).first()).toBeVisible()
  const seen = await page.evaluate(() => (window as unknown as { brandBox: unknown[] }).brandBox)
  expect(seen.length).toBeGreaterThan(10)
  expect(seen).not.toContain('detached')
  expect(seen).not.toContain(false)
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
  // A category page: the search page has no header field beside its own.
  await page.goto('/category/Home?q=lamp')
  await expectResultsFor(page, 'lamp')
  await page.getByTestId('listing-search').fill('lamp shade')
  await expectResultsFor(page, 'lamp shade')
  const header = page.getByRole('banner').getByRole('combobox', { name: 'Search products' })
  await header.fill('lamp')
  await expect(page.getByRole('listbox')).toBeVisible()

  expect((await Promise.all(scripts)).filter(isSearchClientCode)).toHaveLength(1)
})

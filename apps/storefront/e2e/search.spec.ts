import { expect, test } from '@playwright/test'
import { addToCart, expectNoSeriousA11yViolations } from './helpers'
import {
  expectResultsFor,
  filterGroup,
  hits,
  listingSearch,
  readStoredEvents,
  userTokenOf,
  waitForListingHydrated,
  waitForStoredEvent,
} from './search-helpers'

test('typing a query updates the results as you type, names highlighted', async ({ page }) => {
  await page.goto('/search')
  await expect(page.getByTestId('listing-title')).toHaveText('All products')
  await expect(hits(page).first()).toBeVisible()
  // Focusing the field fetches the listing's code (it is not loaded with the page); typing
  // before it has arrived searches only for the final text (e2e/listing-deferred-code.spec.ts).
  await listingSearch(page).focus()
  await waitForListingHydrated(page)

  const request = page.waitForRequest(
    (r) => r.url().includes('/queries') && r.postData()?.includes('"query":"boot"') === true,
  )
  await listingSearch(page).pressSequentially('boots')
  await expectResultsFor(page, 'boots')
  // Every search asks for a queryID and is personalised for this shopper.
  const [sent] = (await request).postDataJSON().requests as Record<string, unknown>[]
  expect(sent).toMatchObject({
    clickAnalytics: true,
    enablePersonalization: true,
    userToken: await userTokenOf(page),
  })
  await expect(page.getByTestId('listing-title')).toHaveText('Results for “boots”')
  await expect(hits(page).first().locator('mark').first()).toHaveText(/boot/i)
  const stats = await page.getByTestId('stats').textContent()
  expect(Number(stats?.replace(/\D/g, ''))).toBeGreaterThan(0)
  await expect(page).toHaveURL(/\/search\?q=boots$/)
})

test('brand and price refinements live in the URL; reload keeps them, back restores', async ({
  page,
}) => {
  await page.goto('/search?q=boots')
  await expectResultsFor(page, 'boots')
  const brand = filterGroup(page, 'Brand').getByRole('checkbox').first()
  const brandName = (await brand.locator('xpath=..').locator('span').first().textContent())!.trim()
  await brand.check()
  await expect(page).toHaveURL(
    new RegExp(`[?&]brand=${encodeURIComponent(brandName).replace(/%20/g, '\\+')}(&|$)`),
  )
  for (const card of await hits(page).all()) {
    await expect(card).toContainText(brandName)
  }
  const urlWithBrand = page.url()

  const price = filterGroup(page, 'Price')
  const low = Number(await price.getByLabel('Min').getAttribute('placeholder'))
  const high = Number(await price.getByLabel('Max').getAttribute('placeholder'))
  const [min, max] = [Math.ceil(low + (high - low) * 0.1), Math.floor(low + (high - low) * 0.6)]
  await price.getByLabel('Min').fill(String(min))
  await price.getByLabel('Max').fill(String(max))
  await price.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(new RegExp(`price=${min}:${max}`))
  await expect(page.getByTestId('current-refinements')).toContainText(`Price: from $${min}.00`)
  const prices = await hits(page).evaluateAll((cards) => cards.map((c) => Number(c.dataset.price)))
  expect(prices.length).toBeGreaterThan(0)
  for (const value of prices) expect(value).toBeGreaterThanOrEqual(min)
  for (const value of prices) expect(value).toBeLessThanOrEqual(max)
  const urlWithPrice = page.url()

  await page.reload()
  await expect(page).toHaveURL(urlWithPrice)
  await expect(filterGroup(page, 'Brand').getByRole('checkbox', { name: brandName })).toBeChecked()
  await expect(filterGroup(page, 'Price').getByLabel('Min')).toHaveValue(String(min))
  await expect(hits(page)).toHaveCount(prices.length)

  await page.goBack()
  await expect(page).toHaveURL(urlWithBrand)
  await expect(filterGroup(page, 'Price').getByLabel('Min')).toHaveValue('')
  await expect(page.getByTestId('current-refinements')).not.toContainText('Price')
  await expect(filterGroup(page, 'Brand').getByRole('checkbox', { name: brandName })).toBeChecked()
})

test('brand facet values can be searched', async ({ page }) => {
  await page.goto('/search')
  const brands = filterGroup(page, 'Brand')
  const target = (await brands.getByRole('checkbox').nth(2).locator('xpath=..').textContent())!
    .replace(/\d+$/, '')
    .trim()
  await brands.getByRole('searchbox', { name: 'Search brands' }).fill(target.slice(0, 4))
  await expect(brands.getByRole('checkbox', { name: new RegExp(target) })).toBeVisible()
  await brands.getByRole('checkbox', { name: new RegExp(target) }).check()
  await expect(page.getByTestId('current-refinements')).toContainText(`Brand: ${target}`)
})

test('sorting by price orders the prices', async ({ page }) => {
  await page.goto('/search?q=shoes')
  await expectResultsFor(page, 'shoes')
  for (const [label, sort, direction] of [
    ['Price: low to high', 'price_asc', 1],
    ['Price: high to low', 'price_desc', -1],
  ] as const) {
    await page.getByLabel('Sort by').selectOption({ label })
    await expect(page).toHaveURL(new RegExp(`sort=${sort}`))
    await expect
      .poll(async () => {
        const prices = await hits(page).evaluateAll((cards) =>
          cards.map((c) => Number(c.dataset.price)),
        )
        return (
          prices.length > 1 &&
          prices.every((p, i) => i === 0 || (p - prices[i - 1]!) * direction >= 0)
        )
      })
      .toBe(true)
  }
})

// Before the listing's code has arrived the link is followed as a plain link and a beacon sends
// the event; once hydrated, the listing's handler does.
for (const when of ['before the listing’s code arrives', 'once the listing is hydrated']) {
  test(`opening a hit ${when} sends a click event with its queryID and position, then attributes add-to-cart`, async ({
    page,
  }) => {
    await page.goto('/search?q=sneakers')
    await expectResultsFor(page, 'sneakers')
    if (when.startsWith('once')) {
      await listingSearch(page).focus()
      await waitForListingHydrated(page)
    }
    const grid = page.getByTestId('hits')
    const queryID = await grid.getAttribute('data-query-id')
    expect(queryID).toMatch(/^[0-9a-f]{32}$/)
    const third = hits(page).nth(2)
    const objectID = (await third.getAttribute('data-object-id'))!
    await expect(third).toHaveAttribute('data-position', '3')
    const userToken = await userTokenOf(page)

    await third.getByRole('link').first().click()
    await expect(page).toHaveURL(new RegExp(`/product/${objectID}$`))

    const click = await waitForStoredEvent(
      (e) =>
        e.eventType === 'click' &&
        e.userToken === userToken &&
        e.queryID === queryID &&
        e.objectIDs?.[0] === objectID,
    )
    expect(click).toMatchObject({
      eventName: 'Product Clicked',
      index: 'products',
      userToken,
      positions: [3],
    })

    await addToCart(page)
    const conversion = await waitForStoredEvent(
      (e) =>
        e.eventSubtype === 'addToCart' &&
        e.userToken === userToken &&
        e.objectIDs?.[0] === objectID,
    )
    expect(conversion).toMatchObject({ eventType: 'conversion', queryID, userToken })
    // Sent once, whichever sent it.
    const clicks = readStoredEvents().filter(
      (e) => e.eventType === 'click' && e.userToken === userToken && e.objectIDs?.[0] === objectID,
    )
    expect(clicks).toHaveLength(1)
  })
}

test('a search that finds nothing offers a way out and trending items', async ({ page }) => {
  await page.goto('/search?q=qzxjvw&sale=1')
  const empty = page.getByTestId('no-results')
  await expect(empty.getByRole('heading', { name: 'No results for “qzxjvw”' })).toBeVisible()
  await expect(page.locator('[data-model="trending-items"][data-state="idle"]')).toBeVisible()
  await expect(page.locator('[data-model="trending-items"] [data-position]').first()).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // A chosen filter can still be loosened: the filters stay.
  const filters = page.getByRole('region', { name: 'Filters' })
  await expect(filters).toBeVisible()

  await empty.getByRole('button', { name: 'Clear all filters' }).click()
  await expect(page).toHaveURL(/\/search\?q=qzxjvw$/)
  // Nothing found and nothing chosen: no empty filters, the query still there to change.
  await expect(filters).toBeHidden()
  await expect(page.locator('#filters')).toBeHidden()
  await expect(listingSearch(page)).toHaveValue('qzxjvw')
  await empty.getByRole('button', { name: 'Clear the search' }).click()
  await expect(hits(page).first()).toBeVisible()
  await expect(page).toHaveURL(/\/search$/)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('a search that finds nothing shows no filters button, and the query', async ({ page }) => {
    await page.goto('/search?q=qzxjvw')
    await expect(page.getByTestId('no-results')).toBeVisible()
    await expect(listingSearch(page)).toBeVisible()
    await expect(listingSearch(page)).toHaveValue('qzxjvw')
    await expect(page.getByRole('button', { name: /^Filters/ })).toHaveCount(0)
    await page.goto('/search?q=qzxjvw&sale=1')
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible()
  })
})

test('a slow search shows a loading indicator', async ({ page }) => {
  await page.goto('/search')
  await expect(hits(page).first()).toBeVisible()
  await page.route('**/1/indexes/*/queries**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800))
    await route.continue()
  })
  await listingSearch(page).fill('lamp')
  await expect(page.getByTestId('loading')).toContainText('Loading results…')
  await expectResultsFor(page, 'lamp')
  await expect(page.getByTestId('loading')).toHaveText('')
})

test('a header category link opens its listing with client-side navigation', async ({ page }) => {
  await page.goto('/')
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'))
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link').first().click()
  await expect(page).toHaveURL(/\/category\/[^/?]+$/)
  const name = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!)
  await expect(page.getByTestId('listing-title')).toHaveText(name)
  await expect(hits(page).first()).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
    'same document',
  )
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await page.goForward()
  await expect(page.getByTestId('listing-title')).toHaveText(name)
})

test('category pages map the path to the category refinement', async ({ page }) => {
  await page.goto('/category/Women/Shoes')
  await expect(page.getByTestId('listing-title')).toHaveText('Shoes')
  await expect(page).toHaveTitle(/^Shoes · Vitrine/)
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Women')
  const categories = page.getByRole('navigation', { name: 'Category' })
  await expect(categories.locator('[aria-current="true"]')).toContainText('Shoes')
  // The listing's own field searches inside the category, unlike the header's.
  await expect(listingSearch(page)).toHaveAccessibleName('Search in Shoes')

  const sub = categories.locator('[aria-current="true"]').locator('xpath=../ul/li/a').first()
  const subName = (await sub.locator('span').first().textContent())!
  await sub.click()
  await expect(page).toHaveURL(new RegExp(`/category/Women/Shoes/${encodeURIComponent(subName)}$`))
  await expect(page.getByTestId('listing-title')).toHaveText(subName)
  await expect(listingSearch(page)).toHaveAccessibleName(`Search in ${subName}`)

  await filterGroup(page, 'Brand').getByRole('checkbox').first().check()
  await expect(page).toHaveURL(/brand=/)
  await page.getByRole('button', { name: 'Clear all filters' }).click()
  await expect(page).toHaveURL(new RegExp(`/category/Women/Shoes/${encodeURIComponent(subName)}$`))
  await expectNoSeriousA11yViolations(page)
})

test('on a small screen the filters open in a modal dialog', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/search?q=boots')
  await expect(page.locator('#filters')).toBeHidden()
  const open = page.getByRole('button', { name: /^Filters/ })
  await open.click()
  const dialog = page.getByRole('dialog', { name: 'Filters' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Close filters' })).toBeFocused()
  await expectNoSeriousA11yViolations(page)
  await dialog.getByRole('group', { name: 'Offers' }).getByRole('checkbox').check()
  await expect(open).toHaveText('Filters (1)')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(open).toBeFocused()
  await expect(page).toHaveURL(/sale=1/)
})

test('search pages have no serious accessibility violations', async ({ page }) => {
  for (const url of ['/search', '/search?q=boots&price=10:500&rating=3&sort=price_asc&page=2']) {
    await page.goto(url)
    await expect(hits(page).first()).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  }
})

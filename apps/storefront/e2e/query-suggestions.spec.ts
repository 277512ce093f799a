import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './helpers'
import { expectResultsFor } from './search-helpers'
import { E2E_KEYS, ENGINE_PORT } from './servers'

function headerSearch(page: Page) {
  return page.getByRole('banner').getByRole('combobox', { name: 'Search products' })
}

test('a popular search is suggested from its prefix; picking it opens its results', async ({
  page,
}) => {
  await page.goto('/cart')
  const field = headerSearch(page)
  await field.click()
  // "jeans" is the demo's most popular search (simulated at seed time).
  await field.pressSequentially('jea')
  const listbox = page.getByRole('listbox', { name: 'Search suggestions' })
  const popular = listbox.getByRole('group', { name: 'Popular searches' }).getByRole('option')
  await expect(popular.first()).toHaveText(/^jeans in \w+ › \w+/)
  // Query suggestions come before product suggestions.
  const groups = listbox.getByRole('group')
  await expect(groups.first()).toHaveAccessibleName('Popular searches')
  await expect(listbox.getByRole('group', { name: 'Products' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.keyboard.press('ArrowDown')
  await expect(popular.first()).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=jeans$/)
  await expectResultsFor(page, 'jeans')
})

test('a search without results offers popular searches, tagged in the analytics', async ({
  page,
  request,
}) => {
  await page.goto('/search?q=qzxjvw')
  const popular = page.getByRole('navigation', { name: 'Popular searches' }).getByRole('link')
  await expect(popular.first()).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  const first = (await popular.first().textContent())!.trim()
  await popular.first().click()
  await expect(page).toHaveURL(new URL(`/search?q=${encodeURIComponent(first)}`, page.url()).href)
  await expectResultsFor(page, first)

  // The listing's search reached the analytics, marked as coming from the search page (a
  // shopper's searches are kept a few seconds for prefix aggregation before they count).
  const headers = {
    'x-algolia-application-id': E2E_KEYS.appId,
    'x-algolia-api-key': E2E_KEYS.adminKey,
  }
  const url = `http://127.0.0.1:${ENGINE_PORT}/2/searches/noResults?index=products&tags=search-page&limit=1000`
  await expect
    .poll(
      async () => {
        const body = (await (await request.get(url, { headers })).json()) as {
          searches: Array<{ search: string }>
        }
        return body.searches.map((s) => s.search)
      },
      { timeout: 20_000, intervals: [1_000] },
    )
    .toContain('qzxjvw')
})

/** What a chip looks like: its box, type and colours as drawn. */
function chipLook(chip: Locator) {
  return chip.evaluate((el) => {
    const style = getComputedStyle(el)
    return {
      height: Math.round(el.getBoundingClientRect().height),
      fontSize: style.fontSize,
      paddingInline: `${style.paddingLeft} ${style.paddingRight}`,
      borderRadius: style.borderRadius,
      border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
      background: style.backgroundColor,
      color: style.color,
      textDecoration: style.textDecorationLine,
    }
  })
}

test("a search without results shows its popular searches as the home page's chips", async ({
  page,
}) => {
  await page.goto('/')
  const brand = page.getByRole('region', { name: 'Trending brands' }).getByRole('link').first()
  await expect(brand).toBeVisible()
  const homeChip = await chipLook(brand)
  expect(homeChip.height).toBeGreaterThanOrEqual(44)

  await page.goto('/search?q=qzxjvw')
  const popular = page.getByRole('navigation', { name: 'Popular searches' }).getByRole('link')
  await expect(popular.first()).toBeVisible()
  for (const chip of await popular.all()) expect(await chipLook(chip)).toEqual(homeChip)
})

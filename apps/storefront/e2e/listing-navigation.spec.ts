import { expect, test } from '@playwright/test'
import { expectResultsFor, filterGroup, hits } from './search-helpers'

test('a product opened from a list keeps its title; a hit clicked right after load opens', async ({
  page,
}) => {
  await page.goto('/search?q=sneakers')
  await expectResultsFor(page, 'sneakers')
  // No settle wait: the click lands inside InstantSearch's first history-write window.
  const card = hits(page).nth(1)
  const objectID = (await card.getAttribute('data-object-id'))!
  await card.getByRole('link').first().click()
  await expect(page).toHaveURL(new RegExp(`/product/${objectID}$`))
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!
  await expect(page).toHaveTitle(`${name} · Vitrine`)
  // InstantSearch's write timer (400 ms) has long passed: the title and URL are still the product's.
  await page.waitForTimeout(1500)
  await expect(page).toHaveTitle(`${name} · Vitrine`)
  await expect(page).toHaveURL(new RegExp(`/product/${objectID}$`))

  await page.goBack()
  await expect(page.getByTestId('listing-title')).toHaveText('Results for “sneakers”')
  await expect(page).toHaveTitle('Results for “sneakers” · Vitrine')
})

test('an unknown category is a 404; a known one is a 200', async ({ page }) => {
  const unknown = await page.goto('/category/Spaceships')
  expect(unknown?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  expect((await page.goto('/category/Women/Spaceships'))?.status()).toBe(404)
  expect((await page.goto('/category/Women'))?.status()).toBe(200)
})

test('a category typed in another case redirects to its own address, filters kept', async ({
  page,
}) => {
  const response = await page.goto('/category/women?q=dress')
  expect(response?.status()).toBe(200)
  expect(new URL(page.url()).pathname).toBe('/category/Women')
  expect(new URL(page.url()).searchParams.get('q')).toBe('dress')
  await expect(page.getByTestId('listing-title')).toContainText('Women')
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('a listing page has one search box and its results start higher', async ({ page }) => {
    await page.goto('/category/Women')
    await expect(hits(page).first()).toBeVisible()
    const boxes = page.locator('input[type=search]:visible, input[role=combobox]:visible')
    await expect(boxes).toHaveCount(1)
    const top = (await hits(page).first().boundingBox())!.y
    expect(top).toBeLessThan(629)
  })

  test('the category bar shows that it scrolls, and its arrow reveals the last category', async ({
    page,
  }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Categories' })
    const links = nav.getByRole('link')
    const last = links.last()
    await expect(last).not.toBeInViewport({ ratio: 1 })
    const more = page.getByTestId('categories-more')
    await expect(more).toBeVisible()
    await expect(nav).toHaveAttribute('data-more-end', 'true')
    while (
      !(await last.evaluate((el) => {
        const r = el.getBoundingClientRect()
        return r.right <= window.innerWidth
      }))
    ) {
      await more.click()
      await page.waitForTimeout(400)
    }
    await expect(last).toBeInViewport({ ratio: 1 })
    await expect(nav).not.toHaveAttribute('data-more-end', 'true')
  })
})

test('the price form clamps a range past the results and says so', async ({ page }) => {
  await page.goto('/category/Women')
  const price = filterGroup(page, 'Price')
  const min = price.getByLabel('Min')
  const max = price.getByLabel('Max')
  await expect(min).toBeEnabled()
  const high = Number(await max.getAttribute('placeholder'))
  const low = Number(await min.getAttribute('placeholder'))
  const from = Math.ceil(low + (high - low) / 4)

  // 40–400 style: the maximum lies past the dearest result.
  await min.fill(String(from))
  await max.fill(String(high + 250))
  await price.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(new RegExp(`price=${from}%3A$|price=${from}:$`))
  await expect(page.getByTestId('current-refinements')).toContainText('Price: from')
  await expect(price.getByRole('status')).toContainText('showing')
  await expect(max).toHaveValue('')

  // A range around every result filters nothing and says why instead of doing nothing silently.
  await page.getByTestId('current-refinements').getByRole('button', { name: /Price/ }).click()
  await expect(page).not.toHaveURL(/price=/)
  await min.fill(String(Math.max(0, low - 5)))
  await max.fill(String(high + 5))
  await price.getByRole('button', { name: 'Apply' }).click()
  await expect(price.getByRole('status')).toContainText('every result is already in your range')
  await expect(min).toHaveValue('')
})

test('counts carry thousands separators; ratings read "1 star & up"; a long brand cannot widen the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/search')
  await expect(page.getByTestId('stats')).toHaveText(/^\d{1,3}(,\d{3})* results?$/)
  await expect(filterGroup(page, 'Rating').getByText('1 star & up')).toBeVisible()
  const counts = await page
    .locator('#filters')
    .locator('[class*=count]')
    .evaluateAll((nodes) => nodes.map((n) => n.textContent ?? ''))
  expect(counts.length).toBeGreaterThan(0)
  for (const count of counts) expect(count).toMatch(/^\d{1,3}(,\d{3})*$/)

  const brand = 'Acme'.repeat(75)
  await page.goto(`/search?brand=${brand}`)
  await expect(page.getByTestId('current-refinements')).toBeVisible()
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(1280)
})

test('on a phone, the filters button counts results with separators', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/search')
  await page.getByRole('button', { name: /^Filters/ }).click()
  await expect(page.getByRole('dialog').getByRole('button', { name: /^Show / })).toHaveText(
    /^Show \d{1,3}(,\d{3})+ results$/,
  )
})

import { expect, test } from '@playwright/test'
import { addToCart, expectNoSeriousA11yViolations } from './helpers'
import { filterGroup, userTokenOf, waitForStoredEvent } from './search-helpers'

test('home: hero carousel with a pause control, trending items and brands, categories', async ({
  page,
}) => {
  await page.goto('/')
  const hero = page.getByTestId('hero')
  await expect(hero).toHaveAttribute('aria-roledescription', 'carousel')
  const pause = hero.getByRole('button', { name: 'Pause the slide show' })
  await expect(pause).toBeVisible()
  await pause.click()
  await expect(hero.getByRole('button', { name: 'Play the slide show' })).toBeVisible()
  await hero.getByRole('button', { name: 'Next slide' }).click()
  await expect(hero.getByRole('group', { name: '2 of 3' })).toBeVisible()

  const trending = page.locator('[data-model="trending-items"][data-state="idle"]')
  await expect(trending.getByRole('heading', { name: 'Trending now' })).toBeVisible()
  await expect(trending.locator('[data-position]').first()).toBeVisible()
  // Rails offer what can be bought: no out-of-stock card (the demo has 191 of them).
  await expect(trending.locator('[data-position]').filter({ hasText: 'Out of stock' })).toHaveCount(
    0,
  )

  const categories = page.getByRole('region', { name: 'Shop by category' })
  await expect(categories.getByRole('link').first()).toHaveAttribute('href', /^\/category\//)
  await expectNoSeriousA11yViolations(page)

  const brands = page.getByRole('region', { name: 'Trending brands' })
  const chip = brands.getByRole('link').first()
  const brand = (await chip.textContent())!
  await expect(chip).toHaveAttribute(
    'href',
    `/search?brand=${encodeURIComponent(brand).replace(/%20/g, '+')}`,
  )
  await chip.click()
  await expect(page).toHaveURL(/\/search\?brand=/)
  await expect(filterGroup(page, 'Brand').getByRole('checkbox', { name: brand })).toBeChecked()
})

test('"Recommended for you" appears once the shopper has viewed and bought products', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.locator('[data-model="trending-items"][data-state="idle"]')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Recommended for you' })).toHaveCount(0)
  const userToken = await userTokenOf(page)

  // A few product views, then a purchase of two of them, as this shopper.
  const products = await page
    .locator('[data-model="trending-items"] [data-position] a[href^="/product/"]')
    .evaluateAll((links) => [
      ...new Set(links.map((a) => new URL((a as HTMLAnchorElement).href).pathname)),
    ])
    .then((paths) => paths.slice(0, 3))
  expect(products).toHaveLength(3)
  for (const href of products) {
    await page.goto(href)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const objectID = href.split('/').pop()
    await waitForStoredEvent(
      (e) => e.userToken === userToken && e.eventType === 'view' && e.objectIDs?.[0] === objectID,
    )
    if (href !== products[2]) await addToCart(page)
  }
  await page.goto('/cart')
  await page.getByRole('button', { name: 'Place order' }).click()
  await waitForStoredEvent((e) => e.userToken === userToken && e.eventSubtype === 'purchase')

  await expect(async () => {
    await page.goto('/')
    const forYou = page.locator('[data-model="recommended-for-you"]')
    await expect(forYou.getByRole('heading', { name: 'Recommended for you' })).toBeVisible({
      timeout: 1000,
    })
    await expect(forYou.locator('[data-position]').first()).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 20_000 })
  await expectNoSeriousA11yViolations(page)
})

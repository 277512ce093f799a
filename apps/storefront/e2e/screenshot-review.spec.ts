import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './helpers'

const NOTHING = '/search?q=qzxjvw'

/** Left edge of an element's text (not of its box, whose padding may differ). */
function textLeft(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const range = document.createRange()
      range.selectNodeContents(element)
      return range.getBoundingClientRect().left
    })
}

test('a search that finds nothing says so once, with the ways out below', async ({ page }) => {
  await page.goto(NOTHING)
  const empty = page.getByTestId('no-results')
  await expect(empty.getByRole('heading', { name: 'No results for “qzxjvw”' })).toBeVisible()
  // Still there for screen readers, not on screen: the page's heading and the announced count.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “qzxjvw”')
  await expect(page.getByRole('heading', { level: 1 })).toHaveClass('visually-hidden')
  await expect(page.getByTestId('stats')).toHaveText('0 results')
  await expect(page.getByTestId('stats')).toHaveClass('visually-hidden')
  await expect(empty.getByRole('heading', { name: 'Popular searches' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test("the header's category links start at the logo's edge", async ({ page }) => {
  await page.goto('/')
  const logo = await textLeft(page, 'header a[href="/"]')
  const category = await textLeft(page, 'nav[aria-label="Categories"] a')
  expect(Math.abs(category - logo)).toBeLessThan(1)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

  test('a rail card with a long name keeps its price in line, the name whole for assistive tech', async ({
    page,
  }) => {
    await page.goto(NOTHING)
    const rail = page.locator('[data-model="trending-items"]')
    const cards = rail.locator('[data-position]')
    await expect(cards.nth(1)).toBeVisible()
    const long = 'Maison Verre Sojuso Handmade Espresso Cups with Matching Saucers and a Gift Box'
    await cards
      .nth(0)
      .getByRole('heading')
      .getByRole('link')
      .evaluate((link, name) => (link.textContent = name), long)
    const priceTops = await cards.evaluateAll((slides) =>
      slides.slice(0, 2).map((slide) => {
        const price = slide.querySelector('[class*="price"]')!.getBoundingClientRect().top
        return price - slide.getBoundingClientRect().top
      }),
    )
    expect(priceTops[0]).toBeCloseTo(priceTops[1]!, 0)
    const name = cards.nth(0).getByRole('heading')
    // Clamped on screen, with an ellipsis: wider than its three lines, but all of it in the link.
    expect(await name.evaluate((h) => h.scrollHeight > h.clientHeight)).toBe(true)
    await expect(name).toHaveCSS('-webkit-line-clamp', '3')
    await expect(cards.nth(0).getByRole('link', { name: long })).toHaveCount(1)
  })

  test('the category row scrolls both ways by named buttons, from the keyboard too', async ({
    page,
  }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Categories' })
    const more = nav.getByRole('button', { name: 'More categories' })
    const back = nav.getByRole('button', { name: 'Previous categories' })
    await expect(more).toBeVisible()
    await expect(back).toHaveCount(0)
    await more.focus()
    await page.keyboard.press('Enter')
    await expect(back).toBeVisible()
    await expect(nav).toHaveAttribute('data-more-start', 'true')
    await expectNoSeriousA11yViolations(page)
    while ((await nav.getAttribute('data-more-start')) === 'true') {
      await back.focus()
      await page.keyboard.press('Enter')
      await page.waitForTimeout(400)
    }
    await expect(back).toHaveCount(0)
    await expect(nav.getByRole('link').first()).toBeInViewport({ ratio: 1 })
  })
})

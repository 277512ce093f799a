import { expect, test } from '@playwright/test'
import { hits, listingSearch } from './search-helpers'

const FAILURES = {
  'a 500': { status: 500, body: '{"message":"boom","status":500}' },
  'JSON cut short': { status: 200, body: '{"results": [' },
  'an answer of another shape': { status: 200, body: '{}' },
}

for (const [name, failure] of Object.entries(FAILURES)) {
  test(`a search that fails in the browser (${name}) says so above the results it keeps`, async ({
    page,
  }) => {
    const uncaught: string[] = []
    page.on('pageerror', (error) => uncaught.push(error.message))
    await page.goto('/search?q=boots')
    await expect(hits(page).first()).toBeVisible()
    const shown = await hits(page).count()
    await page.route('**/1/indexes/*/queries**', (route) =>
      route.fulfill({
        status: failure.status,
        body: failure.body,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
      }),
    )
    await listingSearch(page).fill('lamp')
    await expect(page.getByTestId('loading')).toContainText('Search is unavailable')
    // A framed notice in the page's text colour, not a muted line taken for a caption.
    const look = await page.getByTestId('loading').evaluate((el) => {
      const style = getComputedStyle(el)
      return {
        color: style.color,
        page: getComputedStyle(document.body).color,
        edge: parseFloat(style.borderInlineStartWidth),
      }
    })
    expect(look.color).toBe(look.page)
    expect(look.edge).toBeGreaterThanOrEqual(4)
    expect(await hits(page).count()).toBe(shown)
    expect(uncaught).toEqual([])

    // The next search that succeeds clears the message.
    await page.unroute('**/1/indexes/*/queries**')
    await listingSearch(page).fill('lamps')
    await expect(page.getByTestId('loading')).toHaveText('')
  })
}

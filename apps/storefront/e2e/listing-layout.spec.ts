import { expect, test, type Locator, type Page } from '@playwright/test'
import { demoProducts } from './demo-catalog'
import { expectResultsFor, hits, listingSearch } from './search-helpers'

const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 390, height: 844 }

/** The search fields a shopper sees (a `search` landmark's field, shown on screen). */
async function visibleSearchFields(page: Page): Promise<string[]> {
  const fields = page.getByRole('search').locator('input[type="search"]')
  const names: string[] = []
  for (const field of await fields.all()) {
    if (await field.isVisible()) names.push((await field.getAttribute('placeholder')) ?? '')
  }
  return names
}

/** The top of each card's name, price and rating (read from their text), in the grid's order. */
function cardParts(page: Page) {
  return hits(page).evaluateAll((items) =>
    items.map((item) => {
      const leaves = [...item.querySelectorAll('*')].filter((el) => el.children.length === 0)
      const leaf = (pattern: RegExp) => leaves.find((el) => pattern.test(el.textContent ?? ''))
      const top = (el: Element | null | undefined) => el?.getBoundingClientRect().top
      return {
        card: Math.round(item.getBoundingClientRect().top),
        name: top(item.querySelector('h2, h3, h4')),
        price: top(leaf(/^\$[\d,]+\.\d\d$/)?.closest('p')),
        rating: top(leaf(/^\d\.\d \([\d,]+\)$/)),
      }
    }),
  )
}

/** Whether every row of cards (cards with one top) has its names, prices and ratings at one height. */
async function expectRowsAligned(page: Page) {
  const parts = await cardParts(page)
  const rows = new Map<number, typeof parts>()
  for (const part of parts) rows.set(part.card, [...(rows.get(part.card) ?? []), part])
  expect([...rows.values()].some((row) => row.length > 1)).toBe(true)
  for (const row of rows.values()) {
    for (const key of ['name', 'price', 'rating'] as const) {
      const tops = row.map((part) => part[key]).filter((top) => top !== undefined)
      expect(Math.max(...tops) - Math.min(...tops), `${key} tops ${tops}`).toBeLessThan(1)
    }
  }
}

/** Whether the text of `element` is drawn whole (not clamped, cut or scrolled). */
function isWhole(element: Locator) {
  return element.evaluate(
    (el) => el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1,
  )
}

test.describe('on a wide screen', () => {
  test.use({ viewport: DESKTOP })

  test('a search page shows one search box, holding the query', async ({ page }) => {
    await page.goto('/search?q=backpack')
    await expectResultsFor(page, 'backpack')
    expect(await visibleSearchFields(page)).toEqual(['Search products'])
    await expect(listingSearch(page)).toHaveValue('backpack')
  })

  test("a category page keeps the header's whole-shop search beside its own", async ({ page }) => {
    await page.goto('/category/Sports')
    await expect(hits(page).first()).toBeVisible()
    expect(await visibleSearchFields(page)).toEqual(['Search products', 'Search in Sports'])
  })

  test('the cards of a row line up: names, prices and ratings at one height', async ({ page }) => {
    // Names of two and three lines, sale prices and plain ones.
    await page.goto('/search?q=backpack')
    await expectResultsFor(page, 'backpack')
    await expectRowsAligned(page)
    for (const name of await hits(page).getByRole('heading').all()) {
      expect(await isWhole(name)).toBe(true)
    }
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true })

  test('a search page shows one search box, holding the query', async ({ page }) => {
    await page.goto('/search?q=backpack')
    await expectResultsFor(page, 'backpack')
    expect(await visibleSearchFields(page)).toEqual(['Search products'])
    await expect(listingSearch(page)).toHaveValue('backpack')
  })

  test('the cards of a row line up, with a sale tag on a line of its own', async ({ page }) => {
    await page.goto('/search?q=backpack')
    await expectResultsFor(page, 'backpack')
    await expectRowsAligned(page)
  })

  test('a capacity stays on one line with its unit: "45 L" never breaks', async ({ page }) => {
    const product = demoProducts.find((p) => /\b45\u00a0L\b/.test(p.name))!
    await page.goto(`/search?q=${encodeURIComponent(product.name.replace(/\u00a0/g, ' '))}`)
    const name = page
      .locator(`[data-testid="hit"][data-object-id="${product.objectID}"]`)
      .getByRole('heading')
    await expect(name).toBeVisible()
    expect(await name.textContent()).toContain('45\u00a0L')
    // The number and its unit are on one line, however the name wraps in a narrow card.
    const lines = await name.evaluate((heading) => {
      const text = heading.textContent ?? ''
      const range = document.createRange()
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT)
      const tops: number[] = []
      let offset = 0
      const at = text.indexOf('45\u00a0L')
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const length = node.textContent?.length ?? 0
        for (const index of [at, at + 3]) {
          if (index >= offset && index < offset + length) {
            range.setStart(node, index - offset)
            range.setEnd(node, index - offset + 1)
            tops.push(range.getBoundingClientRect().top)
          }
        }
        offset += length
      }
      return tops
    })
    expect(lines).toHaveLength(2)
    expect(lines[0]).toBe(lines[1])
  })
})

test.describe('on a small phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

  test('a rating\'s value and count stay on one line: "4.5 (1,428)" never splits', async ({
    page,
  }) => {
    // Four-digit review counts: the widest rating text, in cards 167 px wide.
    await page.goto('/search?q=boots')
    await expectResultsFor(page, 'boots')
    const texts = hits(page).getByText(/^\d\.\d \([\d,]+\)$/)
    await expect(texts.first()).toBeVisible()
    for (const text of await texts.all()) {
      const lines = await text.evaluate((el) => {
        const lineHeight = parseFloat(getComputedStyle(el).lineHeight)
        return Math.round(el.getBoundingClientRect().height / lineHeight)
      })
      expect(lines, (await text.textContent()) ?? '').toBe(1)
    }
  })
})

import { expect, test, type Page } from '@playwright/test'
import type { Product } from '@vitrine/demo-catalog'
import { brandListing, demoProducts } from './demo-catalog'
import { hits } from './search-helpers'

/** Each card's objectID and the price it shows the shopper (the sale price when on sale). */
async function shownPrices(page: Page) {
  return hits(page).evaluateAll((cards) =>
    cards.map((card) => {
      const text = card.textContent ?? ''
      const shown = /Sale price \$([\d,.]+)/.exec(text) ?? /\$([\d,.]+)/.exec(text)
      return {
        objectID: card.getAttribute('data-object-id') ?? '',
        price: Number(shown?.[1]?.replace(/,/g, '')),
        onSale: text.includes('Regular price'),
      }
    }),
  )
}

const shelf = (p: Product) => `${p.hierarchicalCategories.lvl2}|${p.brand}`
const shelves = new Map<string, Product[]>()
for (const product of demoProducts) {
  shelves.set(shelf(product), [...(shelves.get(shelf(product)) ?? []), product])
}

/**
 * An on-sale product whose sale price is below a shelf-mate's price while its list price is
 * above it: sorting or filtering on the list price would put it on the other side.
 */
function crossingPair(): { sale: Product; other: Product } {
  for (const sale of demoProducts) {
    const mates = shelves.get(shelf(sale))!
    if (!sale.listPrice || mates.length < 3 || mates.length > 12) continue
    const other = mates.find((p) => p.price > sale.price && p.price < sale.listPrice!)
    if (other) return { sale, other }
  }
  throw new Error('the demo catalogue has no crossing pair')
}

test('price sorting follows the price shown, sale prices included', async ({ page }) => {
  const { sale, other } = crossingPair()
  const expected = [...shelves.get(shelf(sale))!].sort((a, b) => a.price - b.price)
  await page.goto(brandListing(sale, '&sort=price_asc'))
  await expect(hits(page)).toHaveCount(expected.length)
  const cards = await shownPrices(page)
  expect(cards.map((card) => card.price)).toEqual(expected.map((p) => p.price))
  const at = (id: string) => cards.findIndex((card) => card.objectID === id)
  expect(cards[at(sale.objectID)]).toMatchObject({ price: sale.price, onSale: true })
  expect(at(sale.objectID)).toBeLessThan(at(other.objectID))

  await page.getByLabel('Sort by').selectOption({ label: 'Price: high to low' })
  await expect(page).toHaveURL(/sort=price_desc/)
  await expect
    .poll(async () => (await shownPrices(page)).map((card) => card.price))
    .toEqual(expected.map((p) => p.price).reverse())
})

test('the price range filter keeps an on-sale product whose shown price is in range', async ({
  page,
}) => {
  // Its shelf holds one page (12) or fewer products at $25 or less, so the first page shows it.
  const sale = demoProducts.find(
    (p) =>
      p.listPrice &&
      p.price <= 25 &&
      p.listPrice > 25 &&
      shelves.get(shelf(p))!.filter((q) => q.price <= 25).length <= 12,
  )!
  await page.goto(brandListing(sale, '&price=:25'))
  await expect(hits(page).first()).toBeVisible()
  const cards = await shownPrices(page)
  expect(cards.find((card) => card.objectID === sale.objectID)).toEqual({
    objectID: sale.objectID,
    price: sale.price,
    onSale: true,
  })
  for (const card of cards) expect(card.price).toBeLessThanOrEqual(25)
  const expensive = demoProducts.find(
    (p) => shelf(p) === shelf(sale) && p.price > 25 && (p.listPrice ?? 0) > 0,
  )
  if (expensive) expect(cards.map((card) => card.objectID)).not.toContain(expensive.objectID)
})

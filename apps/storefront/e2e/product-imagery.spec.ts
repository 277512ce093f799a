import { expect, test } from '@playwright/test'
import { colorSlug } from '@vitrine/demo-catalog'
import { demoProducts } from './demo-catalog'

const product = demoProducts.find((p) => p.colors.length >= 2 && p.reviewCount > 3)!

const DATA_URL = 'data:image/svg+xml,'

test('the first picture is drawn into the page, the same picture as its URL, without a request', async ({
  page,
  request,
}) => {
  const requested: string[] = []
  page.on('request', (r) => requested.push(new URL(r.url()).pathname))
  await page.goto(`/product/${product.objectID}`)
  const gallery = page.getByRole('region', { name: `${product.name} pictures` })
  const main = gallery.getByRole('img').first()
  const src = (await main.getAttribute('src')) ?? ''
  expect(src.startsWith(DATA_URL)).toBe(true)
  const served = await (await request.get(product.image)).text()
  expect(decodeURIComponent(src.slice(DATA_URL.length))).toBe(served)
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600)
  await page.waitForLoadState('networkidle')
  expect(requested).not.toContain(product.image)
})

test('choosing a colour shows the product in that colour, in every view', async ({ page }) => {
  const [first, second] = product.colors as [string, string]
  await page.goto(`/product/${product.objectID}`)
  const gallery = page.getByRole('region', { name: `${product.name} pictures` })
  const main = gallery.getByRole('img').first()
  await expect(main).toHaveAttribute('alt', `${product.name} in ${first.toLowerCase()}, front view`)

  await page.getByRole('radio', { name: second, exact: true }).check()
  await expect(main).toHaveAttribute('src', new RegExp(`-${colorSlug(second)}-1\\.svg$`))
  const sources = await gallery
    .getByRole('img', { includeHidden: true })
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')))
  expect(sources).toHaveLength(4)
  expect(new Set(sources).size).toBe(4)
  for (const src of sources) expect(src).toContain(`-${colorSlug(second)}-`)
  // A new picture loads after its src changes: wait for it rather than read it at once.
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600)

  await page.getByRole('radio', { name: first, exact: true }).check()
  await expect(main).toHaveAttribute('alt', `${product.name} in ${first.toLowerCase()}, front view`)
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600)
})

test('the reviews section shows the star histogram and reviews that match it', async ({ page }) => {
  await page.goto(`/product/${product.objectID}#reviews`)
  const reviews = page.locator('#reviews')
  const breakdown = reviews.getByRole('list', { name: 'Rating breakdown' })
  await expect(breakdown.getByRole('listitem')).toHaveCount(5)
  await expect(breakdown.getByRole('listitem').first()).toContainText('5 stars')
  await expect(reviews.getByText(product.reviews![0]!.text)).toBeVisible()
})

test('category tiles and hero slides have pictures', async ({ page }) => {
  await page.goto('/')
  const hero = page.locator('img[src^="/images/hero/"]').first()
  await expect.poll(() => hero.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(640)
  const tileImages = page.locator('section[aria-labelledby="categories-title"] img')
  await expect(tileImages.first()).toHaveAttribute('src', /^\/images\/categories\/.+\.svg$/)
  for (const img of await tileImages.all()) {
    await img.scrollIntoViewIfNeeded()
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(480)
  }
})

import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations, markWindow, readMarker } from './helpers'

test('home page shows the shell and featured products', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  expect(response?.headers()['x-content-type-options']).toBe('nosniff')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  const search = page.getByRole('search')
  const field = search.locator('input[type="search"]')
  await expect(field).toBeVisible()
  await expect(field).toHaveAccessibleName('Search products')
  await expect(
    page.getByRole('navigation', { name: 'Categories' }).getByRole('link'),
  ).not.toHaveCount(0)
  const featured = page.getByRole('region', { name: 'Featured products' })
  expect(await featured.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(3)
  // The shop puts forward what can be bought.
  await expect(featured.getByText('Out of stock')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)

  await markWindow(page)
  const first = featured.getByRole('heading', { level: 3 }).first()
  const name = await first.textContent()
  await first.getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name ?? '')
  expect(await readMarker(page)).toBe('same document')
})

test('unknown route shows the 404 page', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})

test('an address that is not valid UTF-8 is a 400 with the security headers, not a 500', async ({
  request,
}) => {
  for (const path of [
    '/product/%ff%fe',
    '/category/%ff',
    '/search/%c3',
    '/images/products/%ff/front.svg',
    '/images/categories/%ff',
    '/images/hero/%ed%a0%80.svg',
  ]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(400)
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff')
    expect(response.headers()['content-security-policy'], path).toBe("default-src 'none'")
  }
  // Valid escapes still reach their pages.
  expect((await request.get('/search?q=%C3%A9t%C3%A9')).status()).toBe(200)
  expect((await request.get('/product/p%30%30005')).status()).toBe(200)
})

test("headers past Node's 16 kB limit get Node's bare 431, never a 5xx (README: Requests it refuses)", async ({
  request,
}) => {
  const response = await request.get('/', { headers: { cookie: `big=${'x'.repeat(17_000)}` } })
  expect(response.status()).toBe(431)
  expect(await response.body()).toHaveLength(0)
})

test('product images are generated, immutable SVGs without text', async ({ request }) => {
  const response = await request.get('/images/products/p00042/tent-forest-green-2.svg')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('image/svg+xml')
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(response.headers()['x-content-type-options']).toBe('nosniff')
  expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin')
  const svg = await response.text()
  expect(svg).toContain('#2f5d40')
  expect(svg).not.toMatch(/<text|p00042/)
  for (const bad of [
    '/images/products/p00042.svg',
    '/images/products/p00042/tent-fuchsia-1.svg',
    '/images/products/p00042/spaceship-red-1.svg',
    '/images/products/p00042/..%2Fetc.svg',
    '/images/hero/nope.svg',
  ]) {
    expect((await request.get(bad)).status(), bad).toBe(404)
  }
  expect((await request.get('/images/categories/Sports.svg')).status()).toBe(200)
  expect((await request.get('/images/hero/sale.svg')).status()).toBe(200)
})

test("a picture route's 404 and 405, and the site icon, carry the security headers, CSP included", async ({
  request,
}) => {
  const answers = [
    await request.get('/images/products/p00042/spaceship-red-1.svg'),
    await request.get('/images/hero/constructor.svg'),
    await request.post('/images/hero/sale.svg', { data: 'x' }),
    await request.get('/images/hero/sale.svg'),
    await request.get('/icon.svg'),
  ]
  expect(answers.map((response) => response.status())).toEqual([404, 404, 405, 200, 200])
  for (const response of answers) {
    const headers = response.headers()
    expect(headers['content-security-policy'], response.url()).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    )
    expect(headers['x-content-type-options'], response.url()).toBe('nosniff')
    expect(headers['x-frame-options'], response.url()).toBe('DENY')
  }
})

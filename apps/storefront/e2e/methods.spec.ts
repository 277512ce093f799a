import { expect, test } from '@playwright/test'

const ROUTES = [
  '/',
  '/search?q=boots',
  '/category/Women',
  '/product/p00005',
  '/product/no-such-product',
  '/cart',
  '/help',
  '/no-such-page',
  '/images/hero/sale.svg',
  '/images/products/p00042/tent-forest-green-2.svg',
  '/icon.svg',
]
const METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH', 'TRACE']

test('every method on every route is answered below 500, with the security headers', async ({
  request,
}) => {
  for (const route of ROUTES) {
    for (const method of METHODS) {
      const response = await request.fetch(route, { method, maxRedirects: 0 })
      const what = `${method} ${route}`
      expect(response.status(), what).toBeLessThan(500)
      expect(response.headers()['x-content-type-options'], what).toBe('nosniff')
      expect(response.headers()['content-security-policy'], what).toBeTruthy()
    }
  }
})

test('TRACE is refused with 405 and the methods the shop answers', async ({ request }) => {
  const response = await request.fetch('/search?q=boots', { method: 'TRACE' })
  expect(response.status()).toBe(405)
  expect(response.headers().allow).toBe('GET, HEAD, POST, OPTIONS')
  expect(response.headers()['content-security-policy']).toBe("default-src 'none'")
})

test("a file's unmet Range or precondition gets the whole file, not a 500", async ({
  request,
  page,
}) => {
  await page.goto('/help')
  const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src')
  for (const path of ['/images/placeholder.svg', script ?? '/missing.js']) {
    const unmet: Record<string, string>[] = [
      { range: 'bytes=999999-' },
      { range: 'bytes=5-1' },
      { 'if-match': '"nope"' },
      { 'if-unmodified-since': 'Mon, 01 Jan 1990 00:00:00 GMT' },
    ]
    for (const headers of unmet) {
      const response = await request.get(path, { headers })
      const what = `${path} ${JSON.stringify(headers)}`
      expect(response.status(), what).toBe(200)
      expect(response.headers()['x-content-type-options'], what).toBe('nosniff')
    }
  }
})

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

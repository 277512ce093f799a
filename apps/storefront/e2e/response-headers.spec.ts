import { expect, test, type APIResponse } from '@playwright/test'

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers()
  expect(headers['x-content-type-options'], what).toBe('nosniff')
  expect(headers['x-frame-options'], what).toBe('DENY')
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin')
  expect(headers['content-security-policy'], what).toBeTruthy()
}

test("/favicon.ico is the 404 page with the pages' policy", async ({ request }) => {
  const response = await request.get('/favicon.ico')
  expect(response.status()).toBe(404)
  expectSecurityHeaders(response, '/favicon.ico')
  expect(response.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-/)
})

test("Next's global error page is no address of the shop: 404, not 500", async ({ request }) => {
  for (const path of ['/_global-error', '/_global-error?x=1']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    expectSecurityHeaders(response, path)
  }
})

test('a trailing slash redirects to the address without it, with the security headers', async ({
  request,
}) => {
  const redirects: [string, string][] = [
    ['/category/Women/', '/category/Women'],
    ['/search/?q=boots', '/search?q=boots'],
    ['/help/', '/help'],
    ['/images/hero/sale.svg/', '/images/hero/sale.svg'],
  ]
  for (const [path, location] of redirects) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(308)
    expect(response.headers().location, path).toBe(location)
    expectSecurityHeaders(response, path)
  }
})

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

test("Next's own files and endpoints carry a policy too", async ({ request, page }) => {
  await page.goto('/help')
  const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src')
  const answers = [
    await request.get(script ?? '/missing'),
    await request.get('/_next/static/chunks/no-such-chunk.js'),
    await request.get('/_next/image?url=x&w=64&q=75'),
  ]
  expect(answers.map((response) => response.status())).toEqual([200, 404, 400])
  for (const response of answers) {
    expectSecurityHeaders(response, response.url())
    expect(response.headers()['content-security-policy'], response.url()).toBe("default-src 'none'")
  }
})

test('a repeated slash or a backslash redirects to the clean path, with the security headers', async ({
  request,
  baseURL,
}) => {
  const redirects: [string, string][] = [
    ['//evil.example/', '/evil.example/'],
    ['/category//Women?q=a//b', '/category/Women?q=a//b'],
    ['/\\evil.example', '/evil.example'],
  ]
  for (const [path, location] of redirects) {
    // Joined by hand: a path starting with // would otherwise name another host.
    const response = await request.get(`${baseURL}${path}`, { maxRedirects: 0 })
    expect(response.status(), path).toBe(308)
    expect(response.headers().location, path).toBe(location)
    expectSecurityHeaders(response, path)
  }
})

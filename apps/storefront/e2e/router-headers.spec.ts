import { expect, test, type APIRequestContext } from '@playwright/test'
import { computeCacheBustingSearchParam } from 'next/dist/shared/lib/router/utils/cache-busting-search-param.js'

const PAGES = [
  '/',
  '/search?q=boots',
  '/category/Women',
  '/product/p00005',
  '/cart',
  '/help',
  '/nope',
]

/**
 * A request as Next's client router makes it: `rsc: 1` and the `_rsc` parameter its headers hash
 * to (without it, Next only redirects to the address with the right one).
 */
async function routerRequest(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string>,
) {
  const url = new URL(path, 'http://placeholder.invalid')
  const key = await computeCacheBustingSearchParam(
    // Any value is hashed; the type lists the ones Next's client sends.
    headers['next-router-prefetch'] as '1' | undefined,
    headers['next-router-segment-prefetch'],
    headers['next-router-state-tree'],
    headers['next-url'],
  )
  if (key) url.searchParams.set('_rsc', key)
  return request.get(`${url.pathname}${url.search}`, {
    headers: { rsc: '1', ...headers },
    maxRedirects: 0,
  })
}

test('a malformed Next.js router header is a 400 with the security headers, not a 500', async ({
  request,
}) => {
  const malformed: Record<string, string>[] = [
    { 'next-router-state-tree': 'x' },
    { 'next-router-state-tree': '%' },
    {
      'next-router-state-tree': encodeURIComponent(
        '["",{"children":["__PAGE__",{}]},null,null,true]',
      ),
    },
    { 'next-router-state-tree': 'x', 'next-router-prefetch': '1' },
    { 'next-router-segment-prefetch': '/%ff', 'next-router-prefetch': '1' },
    { 'next-url': 'http://evil.example/' },
    { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
  ]
  for (const path of PAGES) {
    for (const headers of malformed) {
      const response = await routerRequest(request, path, headers)
      const what = `${path} ${JSON.stringify(headers)}`
      expect(response.status(), what).toBe(400)
      expect(response.headers()['x-content-type-options'], what).toBe('nosniff')
      expect(response.headers()['content-security-policy'], what).toBe("default-src 'none'")
    }
  }
  // The router's own requests still reach their pages.
  const tree = encodeURIComponent('["",{"children":["__PAGE__",{}]}]')
  expect((await routerRequest(request, '/help', { 'next-router-state-tree': tree })).status()).toBe(
    200,
  )
  expect(
    (
      await routerRequest(request, '/search?q=boots', {
        'next-router-prefetch': '1',
        'next-router-segment-prefetch': '/_tree',
      })
    ).status(),
  ).toBe(200)
})

test("a page fetched as a prefetch carries the page's Content-Security-Policy", async ({
  request,
}) => {
  const prefetches: Record<string, string>[] = [
    { purpose: 'prefetch' },
    { 'next-router-prefetch': '1' },
  ]
  for (const headers of prefetches) {
    const response = await request.get('/search?q=boots', { headers })
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('text/html')
    expect(response.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-/)
  }
})

test("the router's own requests are never refused while the shopper browses", async ({ page }) => {
  const refused: string[] = []
  page.on('response', (response) => {
    if (response.status() === 400) refused.push(`${response.url()} ${response.request().method()}`)
  })
  await page.goto('/')
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link').first().click()
  await expect(page.getByTestId('hit').first()).toBeVisible()
  const hit = page.getByTestId('hit').first().getByRole('link').first()
  await hit.hover()
  await hit.click()
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible()
  await page.goBack()
  await expect(page.getByTestId('hit').first()).toBeVisible()
  await page.getByRole('link', { name: /cart/i }).first().click()
  await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible()
  expect(refused).toEqual([])
})

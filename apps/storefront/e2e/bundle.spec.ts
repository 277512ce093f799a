import { expect, test } from '@playwright/test'
import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { APP_DIR, E2E_KEYS } from './servers'

const STATIC_DIR = path.join(APP_DIR, '.next/static')
const ADMIN_KEYS = [
  E2E_KEYS.adminKey,
  'vitrine-local-admin-key',
  process.env.ALGOLIA_ADMIN_KEY,
].filter((key): key is string => Boolean(key))

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else yield full
  }
}

test('the client bundle holds the search-only key and no admin key', async () => {
  let scripts = 0
  let searchKeyFound = false
  for await (const file of files(STATIC_DIR)) {
    if (!/\.(js|css|html|json|txt)$/.test(file)) continue
    const text = await readFile(file, 'utf8')
    if (file.endsWith('.js')) scripts++
    for (const key of ADMIN_KEYS) expect(text, `${file} holds an admin key`).not.toContain(key)
    expect(text, file).not.toMatch(/ALGOLIA_ADMIN|adminKey/i)
    searchKeyFound ||= text.includes(E2E_KEYS.searchKey)
  }
  expect(scripts).toBeGreaterThan(5)
  // The browser gets its key from the server at run time, so not even that one is baked in.
  expect(searchKeyFound).toBe(false)
})

test('pages send only the search-only key to the browser', async ({ page }) => {
  for (const url of ['/', '/product/p00005', '/cart']) {
    const response = await page.goto(url)
    const html = (await response?.text()) ?? ''
    for (const key of ADMIN_KEYS) expect(html).not.toContain(key)
    expect(html).toContain(E2E_KEYS.searchKey)
  }
})

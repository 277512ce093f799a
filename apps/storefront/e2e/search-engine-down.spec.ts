import { expect, test } from '@playwright/test'
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expectNoSeriousA11yViolations } from './helpers'
import { engineCli, startProcess, stopProcess } from './servers'

// A storefront and engine of their own, so stopping the engine leaves the other specs alone.
const ENGINE_PORT = 4713
const APP_PORT = 3102
const origin = `http://127.0.0.1:${APP_PORT}`
const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-e2e-search-down-'))
let engine: ChildProcess | undefined
let app: ChildProcess | undefined

function startEngine() {
  return startProcess(
    process.execPath,
    [engineCli(), 'serve', '--port', String(ENGINE_PORT), '--data', dataDir, '--seed-if-empty'],
    /vitrine-search ready at/,
  )
}

test.describe.configure({ mode: 'serial', timeout: 120_000 })

test.beforeAll(async () => {
  engine = await startEngine()
  app = await startProcess(
    process.execPath,
    [
      path.resolve('node_modules/next/dist/bin/next'),
      'start',
      '-p',
      String(APP_PORT),
      '-H',
      '127.0.0.1',
    ],
    /Ready in|started server/i,
    { ALGOLIA_HOST: `http://127.0.0.1:${ENGINE_PORT}` },
  )
})

test.afterAll(async () => {
  await stopProcess(app)
  await stopProcess(engine)
  rmSync(dataDir, { recursive: true, force: true })
})

test('with the engine stopped, search and category pages show their error page, not a hang', async ({
  page,
}) => {
  await page.goto(`${origin}/search?q=boots`)
  await expect(page.getByTestId('hit').first()).toBeVisible()

  await stopProcess(engine)
  const started = Date.now()
  await page.goto(`${origin}/search?q=lamp`)
  await expect(page.getByRole('heading', { name: 'Search is unavailable' })).toBeVisible()
  expect(Date.now() - started).toBeLessThan(10_000)
  expect((await page.locator('main').textContent()) ?? '').not.toMatch(/RetryError|Unreachable/)
  await expectNoSeriousA11yViolations(page)

  await page.goto(`${origin}/category/Women`)
  await expect(page.getByRole('heading', { name: 'This category is unavailable' })).toBeVisible()

  engine = await startEngine()
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByTestId('listing-title')).toHaveText('Women')
  await expect(page.getByTestId('hit').first()).toBeVisible()
})

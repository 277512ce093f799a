import { expect, test } from '@playwright/test'
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expectNoSeriousA11yViolations } from './helpers'
import { engineCli, nextStartArgs, startProcess, stopProcess, waitForUrl } from './servers'

// A storefront and engine of its own, so stopping the engine leaves the other specs alone.
const ENGINE_PORT = 4712
const APP_PORT = 3101
const origin = `http://127.0.0.1:${APP_PORT}`
const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-e2e-down-'))
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
  app = await startProcess(process.execPath, nextStartArgs(APP_PORT), /Ready in/i, {
    ALGOLIA_HOST: `http://127.0.0.1:${ENGINE_PORT}`,
  })
  await waitForUrl(`${origin}/images/products/p00001.svg`)
})

test.afterAll(async () => {
  await stopProcess(app)
  await stopProcess(engine)
  rmSync(dataDir, { recursive: true, force: true })
})

test('with the engine stopped, a product shows the error page; retry recovers', async ({
  page,
}) => {
  await page.goto(`${origin}/product/p00002`)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
    'This product could not be loaded',
  )

  await stopProcess(engine)
  await page.goto(`${origin}/product/p00003`)
  await expect(
    page.getByRole('heading', { name: 'This product could not be loaded' }),
  ).toBeVisible()
  const body = (await page.locator('main').textContent()) ?? ''
  expect(body).not.toMatch(/RetryError|Unreachable|at \w+ \(/)
  await expect(page.getByRole('banner')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  engine = await startEngine()
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
    'This product could not be loaded',
  )
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible()
})

import { defineConfig, devices } from '@playwright/test'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  APP_DIR,
  APP_PORT,
  ENGINE_ENV,
  ENGINE_PORT,
  STOREFRONT_ENV,
  engineCommand,
  nextStartArgs,
} from './e2e/servers'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

// One fresh data directory per run, shared with the workers through the environment (the
// config file is evaluated again in each worker).
process.env.VITRINE_E2E_DATA ??= mkdtempSync(path.join(tmpdir(), 'vitrine-e2e-'))

export default defineConfig({
  testDir: './e2e',
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  timeout: 45_000,
  reporter: 'list',
  use: { baseURL: `http://127.0.0.1:${APP_PORT}`, trace: 'retain-on-failure' },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: CHROMIUM, args: ARGS },
      },
    },
  ],
  webServer: [
    {
      name: 'engine',
      command: engineCommand(ENGINE_PORT, process.env.VITRINE_E2E_DATA),
      wait: { stdout: /vitrine-search ready at/ },
      env: ENGINE_ENV,
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      name: 'storefront',
      command: ['node', ...nextStartArgs(APP_PORT)].map((arg) => JSON.stringify(arg)).join(' '),
      cwd: APP_DIR,
      url: `http://127.0.0.1:${APP_PORT}/images/categories/Home.svg`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NEXT_TELEMETRY_DISABLED: '1',
        ALGOLIA_HOST: `http://127.0.0.1:${ENGINE_PORT}`,
        ...STOREFRONT_ENV,
      },
    },
  ],
})

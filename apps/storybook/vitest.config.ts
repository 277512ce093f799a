import '../../tooling/node20-polyfills'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import path from 'node:path'
import { defineConfig } from 'vitest/config'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  // Same pixels on every machine: no LCD subpixel text, no GPU raster differences.
  '--disable-lcd-text',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
]

export default defineConfig({
  plugins: [storybookTest({ configDir: path.join(import.meta.dirname, '.storybook') })],
  // The screenshot baselines are written below this folder; stories also import the storefront.
  server: { fs: { allow: [path.resolve(import.meta.dirname, '../..')] } },
  test: {
    name: 'storybook',
    setupFiles: ['./screenshots/compare-story.ts'],
    // Writes reference screenshots (Storybook's plugin turns writes off unless asked). The API
    // server listens on localhost only.
    api: { allowWrite: true, allowExec: false },
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: CHROMIUM, args: ARGS },
        contextOptions: { deviceScaleFactor: 1 },
      }),
      instances: [{ browser: 'chromium' }],
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // Anti-aliased pixels count: text is nearly all anti-aliased edges, so without them a
          // story could lose a whole paragraph, or show another price, and still match. The same
          // Debian Chromium and bundled fonts draw the same pixels on every machine; 0.05% (540
          // pixels of a 1200x900 story) leaves room for a stray edge, not for changed text.
          comparatorOptions: {
            threshold: 0.2,
            includeAA: true,
            allowedMismatchedPixelRatio: 0.0005,
          },
          resolveScreenshotPath: ({ testFileName, arg, ext }) =>
            path.join(import.meta.dirname, 'screenshots/baseline', testFileName, `${arg}${ext}`),
          resolveDiffPath: ({ testFileName, arg, ext }) =>
            path.join(import.meta.dirname, 'screenshots/diff', testFileName, `${arg}${ext}`),
        },
      },
    },
  },
})

import { afterEach, expect } from 'vitest'
import { page } from 'vitest/browser'

/**
 * After each story's play function and checks: compare the rendered page with its committed
 * baseline (screenshots/baseline). Update them with `pnpm --filter @vitrine/storybook
 * test:storybook:update` and look at the changed PNGs before committing.
 */
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') return
  await document.fonts.ready
  const name = task.name.replace(/[^A-Za-z0-9]+/g, '-')
  await expect(page.elementLocator(document.body)).toMatchScreenshot(name)
})

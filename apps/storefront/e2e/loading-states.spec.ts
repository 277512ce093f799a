import { expect, test } from '@playwright/test'

// Before a rail loads (off screen, or before the page's code has run) its skeleton stands in
// for it: as many placeholder cards as the rail will show side by side.
test.use({ javaScriptEnabled: false })

for (const [width, cards] of [
  [375, 2],
  [768, 3],
  [1280, 4],
] as const) {
  test(`a recommendation rail's skeleton shows the rail's ${cards} cards at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/product/p00002')
    const rows = page.locator('[data-state="loading"] [role="status"]')
    await expect(rows).toHaveCount(3)
    for (const row of await rows.all()) {
      const shown = await row.evaluate(
        (el) => [...el.children].filter((child) => child.getBoundingClientRect().width > 1).length,
      )
      expect(shown).toBe(cards)
    }
  })
}

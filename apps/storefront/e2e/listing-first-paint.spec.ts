import { expect, test, type Page } from '@playwright/test'

/** What the listing shows at each DOM change: its count, heading and first hit. */
interface Frame {
  stats: string | null
  title: string | null
  first: string | null
}

/** Starts recording every distinct state of the listing, mutation by mutation. */
async function recordListingFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    const frames: Frame[] = []
    ;(window as unknown as { __frames: Frame[] }).__frames = frames
    const text = (selector: string) => document.querySelector(selector)?.textContent ?? null
    new MutationObserver(() => {
      const frame = {
        stats: text('[data-testid=stats]'),
        title: text('[data-testid=listing-title]'),
        first: document.querySelector('[data-testid=hit]')?.getAttribute('data-object-id') ?? null,
      }
      const last = frames.at(-1)
      if (frame.stats === null) return
      if (!last || JSON.stringify(last) !== JSON.stringify(frame)) frames.push(frame)
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  })
}

function framesOf(page: Page): Promise<Frame[]> {
  return page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames)
}

test('a category reached by client navigation shows its own results in its first paint', async ({
  page,
}) => {
  for (const from of ['/', '/search?q=lamp']) {
    await page.goto(from)
    await page.waitForLoadState('networkidle')
    await recordListingFrames(page)
    const link = page.getByRole('navigation', { name: 'Categories' }).getByRole('link').first()
    const category = (await link.textContent())!
    await link.click()
    await expect(page.getByTestId('listing-title')).toHaveText(category)
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
    const frames = await framesOf(page)
    expect(frames.length, `frames from ${from}`).toBeGreaterThan(0)
    // Every state the shopper could have seen is the final one: no "0 results", no unrelated list.
    const final = frames.at(-1)!
    expect(final.stats).not.toMatch(/^0 /)
    expect(frames, `frames from ${from}`).toEqual([final])
  }
})

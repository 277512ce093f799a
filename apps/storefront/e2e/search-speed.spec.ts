import { expect, test } from '@playwright/test'
import { hits, listingSearch, percentile } from './search-helpers'

/** Words typed one character at a time; every prefix matches products of the demo catalogue. */
const WORDS = [
  'sneakers',
  'sandals',
  'backpack',
  'headphones',
  'lamp',
  'jacket',
  'kettle',
  'mug',
  'tent',
  'coffee',
  'speaker',
  'dress',
  'watch',
  'boots',
]
/**
 * Issue 9's target is 50 ms p95. A busy shared runner adds noise of its own, so CI may set a
 * looser VITRINE_E2E_P95_BUDGET_MS; `pnpm bench` runs this spec with the default.
 */
const BUDGET_P95_MS = budgetFromEnv(process.env.VITRINE_E2E_P95_BUDGET_MS, 50)

function budgetFromEnv(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback
  const budget = Number(value)
  if (!Number.isFinite(budget) || budget <= 0)
    throw new Error(`VITRINE_E2E_P95_BUDGET_MS must be a positive number of ms, not "${value}"`)
  return budget
}

// Tracing records DOM snapshots and a screencast: measure the page, not the recorder.
test.use({ trace: 'off', video: 'off', screenshot: 'off' })

test(`search as you type: round trip p95 within ${BUDGET_P95_MS} ms in the browser`, async ({
  page,
}) => {
  await page.goto('/search')
  await expect(hits(page).first()).toBeVisible()
  await listingSearch(page).click()

  // Keystroke → request → response → rendered results, timed inside the page: the text is set
  // as a keystroke would, and the clock stops when the grid shows the results for that text.
  const samples = await page.evaluate(async (words) => {
    const input = document.querySelector<HTMLInputElement>('[data-testid="listing-search"]')!
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
    const shown = (query: string) =>
      document.querySelector('[data-testid="hits"]')?.getAttribute('data-query') === query
    const typed = (value: string) =>
      new Promise<number>((resolve, reject) => {
        const start = performance.now()
        const timer = setTimeout(() => reject(new Error(`no results for "${value}"`)), 5000)
        const observer = new MutationObserver(() => {
          if (!shown(value)) return
          observer.disconnect()
          clearTimeout(timer)
          resolve(performance.now() - start)
        })
        observer.observe(document.body, { subtree: true, childList: true, attributes: true })
        setValue.call(input, value)
        input.dispatchEvent(new Event('input', { bubbles: true }))
      })
    // Warm up (connection to the engine, first renders) before measuring.
    for (const value of ['s', 'sh', 'sho', 'shoe', '', 'b', 'bo', 'boo', 'boot', ''])
      await typed(value)
    // A fast typist's pace (100 ms per key): each keystroke starts once the previous results
    // are painted, as when typing, rather than piling up on the previous render.
    const pause = () => new Promise((resolve) => setTimeout(resolve, 100))
    const times: number[] = []
    for (const word of words) {
      for (let i = 1; i <= word.length; i++) {
        await pause()
        times.push(await typed(word.slice(0, i)))
      }
      await pause()
      await typed('')
    }
    return times
  }, WORDS)

  const p50 = percentile(samples, 0.5)
  const p95 = percentile(samples, 0.95)
  console.log(
    `search-as-you-type round trip over ${samples.length} keystrokes: ` +
      `p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${Math.max(...samples).toFixed(1)} ms ` +
      `(budget p95 ${BUDGET_P95_MS} ms)`,
  )
  expect(samples).toHaveLength(WORDS.join('').length)
  expect(p95).toBeLessThanOrEqual(BUDGET_P95_MS)
})

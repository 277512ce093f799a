import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, type Response } from '@playwright/test'
import { demoProducts } from './demo-catalog'
import { E2E_KEYS, ENGINE_PORT } from './servers'

const MODELS = ['related-products', 'bought-together', 'looking-similar'] as const
let found: Promise<string> | undefined

/** Results of the three models for each of `objectIDs`, in one call (at most 50 requests). */
async function recommendationCounts(objectIDs: string[]): Promise<number[][]> {
  const requests = objectIDs.flatMap((objectID) =>
    MODELS.map((model) => ({
      indexName: 'products',
      model,
      objectID,
      threshold: 0,
      maxRecommendations: 2,
    })),
  )
  const response = await fetch(`http://127.0.0.1:${ENGINE_PORT}/1/indexes/*/recommendations`, {
    method: 'POST',
    headers: {
      'x-algolia-application-id': E2E_KEYS.appId,
      'x-algolia-api-key': E2E_KEYS.searchKey,
    },
    body: JSON.stringify({ requests }),
  })
  const { results } = (await response.json()) as { results: { hits: unknown[] }[] }
  return objectIDs.map((_, i) =>
    MODELS.map((_, m) => results[i * MODELS.length + m]?.hits.length ?? 0),
  )
}

async function findProduct(): Promise<string> {
  // 16 products × 3 models per call: the engine answers at most 50 requests per call.
  for (let first = 1; first <= 60; first += 16) {
    // In stock: the tests add it to the cart.
    const candidates = demoProducts
      .slice(first - 1, first + 15)
      .filter((p) => p.inStock)
      .map((p) => p.objectID)
    const counts = await recommendationCounts(candidates)
    const index = counts.findIndex((models) => models.every((count) => count > 0))
    if (index >= 0) return candidates[index] as string
  }
  throw new Error('no demo product has results for all three models')
}

/**
 * A demo product in stock for which the engine (the one under test, asked with the search-only
 * key) has related, bought-together and similar items, so every section has something to show.
 */
export function productWithRecommendations(): Promise<string> {
  found ??= findProduct()
  return found
}

/** Fails on any serious or critical axe violation of the current page. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }))
  expect(serious).toEqual([])
}

/** One insights event as the engine receives it. */
export interface SentEvent {
  eventType: string
  eventSubtype?: string
  eventName: string
  index: string
  objectIDs: string[]
  positions?: number[]
  queryID?: string
  userToken?: string
  objectData?: { queryID?: string; price?: number; quantity?: number }[]
}

/** Collects every insights event the engine accepted from the page (`POST /1/events`, 2xx). */
export function collectEvents(page: Page): SentEvent[] {
  const events: SentEvent[] = []
  page.on('response', (response: Response) => {
    const request = response.request()
    if (request.method() !== 'POST' || !new URL(request.url()).pathname.endsWith('/1/events'))
      return
    if (response.status() >= 300) return
    const body = request.postDataJSON() as { events?: SentEvent[] } | null
    events.push(...(body?.events ?? []))
  })
  return events
}

/** Marks the window so a later check can tell a client-side navigation from a full reload. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    ;(window as unknown as { __vitrineMarker: string }).__vitrineMarker = 'same document'
  })
}

/** Whether the marker set by {@link markWindow} survived (no full reload happened). */
export function readMarker(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (window as unknown as { __vitrineMarker?: string }).__vitrineMarker)
}

/** The cart link's badge in the header. */
export function cartBadge(page: Page) {
  return page.getByTestId('cart-badge')
}

/**
 * On a product page: chooses the first colour and size where the product offers several and
 * none is chosen yet (nothing is preselected), then presses "Add to cart".
 */
export async function addToCart(page: Page): Promise<void> {
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Add to cart' }) })
  for (const legend of [/^Colour/, /^Size/]) {
    const group = form.getByRole('group', { name: legend })
    if ((await group.count()) === 0) continue
    if ((await group.getByRole('radio', { checked: true }).count()) === 0) {
      await group.getByRole('radio').first().check()
    }
  }
  await form.getByRole('button', { name: 'Add to cart' }).click()
}

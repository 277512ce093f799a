import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, type Request } from '@playwright/test'

/** A product of the (deterministic) demo catalogue with results for all three models. */
export const PRODUCT_ID = 'p00005'

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

/** Collects every insights event the page sends to the engine (`POST /1/events`). */
export function collectEvents(page: Page): SentEvent[] {
  const events: SentEvent[] = []
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST' || !new URL(request.url()).pathname.endsWith('/1/events')) return
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

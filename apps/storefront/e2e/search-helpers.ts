import { expect, type Page } from '@playwright/test'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** An insights event as the engine stored it (its event log, `<data>/events/*.ndjson`). */
export interface StoredEvent {
  eventName: string
  eventType: string
  eventSubtype?: string
  index: string
  userToken: string
  objectIDs?: string[]
  positions?: number[]
  queryID?: string
  objectData?: { queryID?: string }[]
  timestamp: number
}

/** The data directory of the engine under test (set by playwright.config.ts). */
function dataDir(): string {
  const dir = process.env.VITRINE_E2E_DATA
  if (!dir) throw new Error('VITRINE_E2E_DATA is not set: run through playwright.config.ts')
  return dir
}

/**
 * Every event in the engine's durable event log. The engine answers `POST /1/events` only
 * after the batch is written and fsynced, so what a test sent is on disk once acknowledged.
 */
export function readStoredEvents(): StoredEvent[] {
  const dir = path.join(dataDir(), 'events')
  return readdirSync(dir)
    .filter((name) => name.endsWith('.ndjson'))
    .sort()
    .flatMap((name) => readFileSync(path.join(dir, name), 'utf8').split('\n'))
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as StoredEvent | { $counts: unknown })
    .filter((line): line is StoredEvent => !('$counts' in line))
}

/** Waits until the engine has stored an event matching `predicate`, and returns it. */
export async function waitForStoredEvent(
  predicate: (event: StoredEvent) => boolean,
  timeout = 10_000,
): Promise<StoredEvent> {
  let found: StoredEvent | undefined
  await expect
    .poll(() => (found = readStoredEvents().find(predicate)), { timeout, message: 'stored event' })
    .toBeDefined()
  return found!
}

/** The shopper's anonymous insights token (first-party cookie set by the storefront). */
export async function userTokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'vitrine_utk')
  if (!cookie) throw new Error('no vitrine_utk cookie')
  return cookie.value
}

/** The listing's search field (not the header's). */
export function listingSearch(page: Page) {
  return page.getByTestId('listing-search')
}

/**
 * Whether the listing is hydrated (its code is fetched at the shopper's first interaction):
 * React has attached its handlers to the listing's search field.
 */
export function isListingHydrated(page: Page): Promise<boolean> {
  return listingSearch(page).evaluate((field) =>
    Object.keys(field).some((key) => key.startsWith('__reactProps$')),
  )
}

/** Waits until the listing is hydrated (see {@link isListingHydrated}). */
export async function waitForListingHydrated(page: Page): Promise<void> {
  await expect.poll(() => isListingHydrated(page)).toBe(true)
}

/** The result cards currently shown. */
export function hits(page: Page) {
  return page.getByTestId('hit')
}

/** Waits until the results shown are those of `query`. */
export async function expectResultsFor(page: Page, query: string): Promise<void> {
  await expect(page.getByTestId('hits')).toHaveAttribute('data-query', query)
}

/** The filter group of a facet in the sidebar (`Brand`, `Price`…). */
export function filterGroup(page: Page, legend: string) {
  return page.locator('#filters').getByRole('group', { name: legend })
}

/** `p` (0..1) percentile of `values`, nearest-rank. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.max(1, Math.ceil(p * sorted.length))
  return sorted[rank - 1] ?? Number.NaN
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ClientConfig } from '../client-config'
import { recallQueryID } from './attribution'
import { hitClickOf, sendEarlyHitClicks } from './early-hit-clicks'
import { HYDRATION_REGION_ATTRIBUTE, markHydrated } from './hold-early-events'

const config: ClientConfig = {
  appId: 'VITRINE',
  searchApiKey: 'search-key',
  indexName: 'products',
  host: { url: 'engine.test', protocol: 'https' },
  userToken: 'shopper-1',
}
const QUERY_ID = 'a'.repeat(32)

/** A results grid as the server rendered it, inside a region not hydrated yet. */
function renderGrid(): Element {
  document.body.innerHTML = `
    <div ${HYDRATION_REGION_ATTRIBUTE} style="display: contents">
      <ul data-testid="hits" data-query-id="${QUERY_ID}" data-index="products_price_asc">
        <li data-testid="hit" data-object-id="p00042" data-position="23">
          <a id="name" href="/product/p00042"><span>Trail boot</span></a>
          <a id="reviews" href="/product/p00042#reviews">12 reviews</a>
        </li>
      </ul>
    </div>`
  return document.querySelector(`[${HYDRATION_REGION_ATTRIBUTE}]`)!
}

function click(selector: string): void {
  // Not followed: happy-dom would navigate the test's window.
  document.addEventListener('click', (event) => event.preventDefault(), { once: true })
  document.querySelector(selector)!.dispatchEvent(new MouseEvent('click', { bubbles: true }))
}

describe('sendEarlyHitClicks', () => {
  const sendBeacon = vi.fn((_url: string, _body?: BodyInit | null) => true)
  let stop: () => void = () => {}
  let codeLoaded = false

  beforeEach(() => {
    sendBeacon.mockClear()
    codeLoaded = false
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true })
    stop = sendEarlyHitClicks(config, () => codeLoaded)
  })
  afterEach(() => {
    stop()
    document.body.innerHTML = ''
    sessionStorage.clear()
  })

  it('sends the click event of a result opened before the listing is hydrated, with a beacon', () => {
    renderGrid()
    click('#name span')
    expect(sendBeacon).toHaveBeenCalledTimes(1)
    const [url, body] = sendBeacon.mock.calls[0]!
    const sent = new URL(url)
    expect(sent.origin + sent.pathname).toBe('https://engine.test/1/events')
    expect(sent.searchParams.get('X-Algolia-Application-Id')).toBe('VITRINE')
    expect(sent.searchParams.get('X-Algolia-API-Key')).toBe('search-key')
    expect(JSON.parse(body as string)).toEqual({
      events: [
        {
          eventType: 'click',
          eventName: 'Product Clicked',
          index: 'products_price_asc',
          queryID: QUERY_ID,
          objectIDs: ['p00042'],
          positions: [23],
          userToken: 'shopper-1',
        },
      ],
    })
    // A later add-to-cart of the product is attributed to the search.
    expect(recallQueryID('p00042')).toBe(QUERY_ID)
  })

  it('leaves the click to the listing once hydrated, or once its code has arrived', () => {
    const region = renderGrid()
    codeLoaded = true
    click('#name')
    expect(sendBeacon).not.toHaveBeenCalled()
    codeLoaded = false
    markHydrated(region)
    click('#name')
    expect(sendBeacon).not.toHaveBeenCalled()
  })

  it('sends nothing for a result’s other links', () => {
    renderGrid()
    click('#reviews')
    expect(sendBeacon).not.toHaveBeenCalled()
  })
})

describe('hitClickOf', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('needs the search’s queryID and a position', () => {
    renderGrid()
    const name = document.querySelector('#name')!
    expect(hitClickOf(name)).toEqual({
      objectID: 'p00042',
      queryID: QUERY_ID,
      position: 23,
      index: 'products_price_asc',
    })
    document.querySelector('[data-testid="hits"]')!.removeAttribute('data-query-id')
    expect(hitClickOf(name)).toBeUndefined()
  })
})

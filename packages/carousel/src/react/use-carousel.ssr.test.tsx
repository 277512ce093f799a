// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

// Any read of a browser global during import or server render is recorded here.
const touched: string[] = []
const browserGlobals = ['window', 'document', 'navigator', 'matchMedia', 'IntersectionObserver']

beforeAll(() => {
  for (const name of browserGlobals) {
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get: () => void touched.push(name),
    })
  }
  // The hook reads whether `document` exists to skip useLayoutEffect on the server (React 18
  // warns about it there): reading is allowed, any use of it would throw.
  Object.defineProperty(globalThis, 'document', { configurable: true, value: undefined })
})
beforeEach(() => {
  touched.length = 0
})
afterAll(() => {
  for (const name of browserGlobals) delete (globalThis as Record<string, unknown>)[name]
})

describe('server rendering', () => {
  it('imports and renders without touching browser globals', async () => {
    const { renderToString } = await import('react-dom/server')
    const { CarouselFixture } = await import('../../test/carousel-fixture')
    const html = renderToString(<CarouselFixture total={3} autoplay defaultIndex={1} />)
    expect(touched).toEqual([])
    expect(html).toContain('role="region"')
    expect(html).toContain('aria-roledescription="carousel"')
    expect(html).toContain('aria-label="2 of 3"')
    // Autoplay only runs once attached in the browser, so the server says "polite".
    expect(html).toContain('aria-live="polite"')
    expect(html).toContain('transform:translateX(calc(-100% + 0px))')
    expect(html.match(/aria-hidden="true"/g)).toHaveLength(2)
    expect(html.match(/inert=""/g)).toHaveLength(2)
  })

  it('starts no timer or observer on the server', async () => {
    const { createCarousel } = await import('../index')
    const carousel = createCarousel({ total: 3, autoplay: true })
    carousel.next()
    expect(carousel.getState()).toMatchObject({ currentIndex: 1, playing: false })
    expect(touched).toEqual([])
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { createListingRouting } from './routing'

afterEach(() => {
  window.history.replaceState({}, '', '/')
  vi.useRealTimers()
})

describe('createListingRouting', () => {
  it('reads the URL it renders until the listing is mounted (the location may be the previous page)', () => {
    window.history.replaceState({}, '', '/')
    const { routing } = createListingRouting('products', '/category/Women?brand=Acme')
    expect(routing.router.read()).toEqual({ category: ['Women'], brand: ['Acme'] })
  })

  it('writes history only while the listing is the current page, and never a title', () => {
    vi.useFakeTimers()
    window.history.replaceState({}, '', '/search?q=shoe')
    document.title = 'Shoe · Vitrine'
    const listing = createListingRouting('products', '/search?q=shoe')
    const leave = listing.enter()
    const push = vi.spyOn(window.history, 'pushState')

    listing.routing.router.write({ q: 'shoes' })
    vi.advanceTimersByTime(500)
    expect(push).toHaveBeenCalledTimes(1)
    expect(window.location.pathname + window.location.search).toBe('/search?q=shoes')

    // The shopper opens a product; InstantSearch's late write (its disposal) must not land there.
    listing.routing.router.write({ q: 'shoes', brand: ['Acme'] })
    leave()
    window.history.replaceState({}, '', '/product/p1')
    vi.advanceTimersByTime(500)
    expect(push).toHaveBeenCalledTimes(1)
    expect(window.location.pathname).toBe('/product/p1')
    expect(document.title).toBe('Shoe · Vitrine')
  })

  it('reads a URL changed by the router (not by the listing) back into the search', () => {
    window.history.replaceState({}, '', '/search?q=a')
    const listing = createListingRouting('products', '/search?q=a')
    const onUpdate = vi.fn()
    listing.routing.router.onUpdate(onUpdate)
    listing.enter()
    listing.follow('/search?q=a')
    expect(onUpdate).not.toHaveBeenCalled()
    window.history.replaceState({}, '', '/search?q=b')
    listing.follow('/search?q=b')
    expect(onUpdate).toHaveBeenCalledWith({ q: 'b' })
  })

  it('does not read back a write of its own that Next.js reports late, after a newer refinement', () => {
    vi.useFakeTimers()
    window.history.replaceState({}, '', '/category/Women')
    const listing = createListingRouting('products', '/category/Women')
    const onUpdate = vi.fn()
    listing.routing.router.onUpdate(onUpdate)
    listing.enter()

    listing.routing.router.write({ category: ['Women', 'Shoes'] })
    vi.advanceTimersByTime(500)
    expect(window.location.pathname).toBe('/category/Women/Shoes')
    // The shopper ticks a brand; its URL is written 400 ms later. Meanwhile Next.js reports the
    // subcategory's URL: reading it back would drop the brand.
    listing.routing.router.write({ category: ['Women', 'Shoes'], brand: ['Acme'] })
    listing.follow('/category/Women/Shoes')
    vi.advanceTimersByTime(500)
    expect(window.location.search).toBe('?brand=Acme')
    // A report of a URL the page no longer shows is late too.
    listing.follow('/category/Women/Shoes')
    expect(onUpdate).not.toHaveBeenCalled()
  })

  it('takes the same URL written with another encoding of its query for the same URL', () => {
    window.history.replaceState({}, '', '/search?q=a&price=10:50')
    const listing = createListingRouting('products', '/search?q=a&price=10:50')
    const onUpdate = vi.fn()
    listing.routing.router.onUpdate(onUpdate)
    listing.enter()
    listing.follow('/search?q=a&price=10%3A50')
    expect(onUpdate).not.toHaveBeenCalled()
  })
})

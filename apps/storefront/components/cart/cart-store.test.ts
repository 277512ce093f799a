import { afterEach, describe, expect, it, vi } from 'vitest'
import { CART_STORAGE_KEY, createCartStore } from './cart-store'

const item = { objectID: 'p1', name: 'Shirt', brand: 'B', image: '/i.svg', unitPrice: 10 }

afterEach(() => localStorage.clear())

describe('cart store', () => {
  it('persists to localStorage and keeps a stable snapshot', () => {
    const store = createCartStore(window)
    store.add(item, 2)
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toHaveLength(1)
    expect(store.getSnapshot()).toBe(store.getSnapshot())
    expect(createCartStore(window).getSnapshot()[0]?.quantity).toBe(2)
  })

  it('notifies subscribers on changes and on storage events from other tabs', () => {
    const store = createCartStore(window)
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    store.add(item)
    expect(listener).toHaveBeenCalledTimes(1)

    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ ...item, quantity: 7 }]))
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }))
    expect(listener).toHaveBeenCalledTimes(2)
    expect(store.getSnapshot()[0]?.quantity).toBe(7)

    window.dispatchEvent(new StorageEvent('storage', { key: 'other' }))
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
    store.clear()
    expect(listener).toHaveBeenCalledTimes(2)
    expect(store.getSnapshot()).toEqual([])
  })

  it('is empty and inert without a window', () => {
    const store = createCartStore(undefined)
    store.add(item)
    expect(store.getSnapshot()).toEqual([])
    expect(store.getServerSnapshot()).toEqual([])
  })
})

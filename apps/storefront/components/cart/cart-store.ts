import { addLine, parseCart, removeLine, setLineQuantity } from './cart-lines'
import type { CartItem, CartLine } from './cart-lines'

/** localStorage key of the cart. */
export const CART_STORAGE_KEY = 'vitrine.cart.v1'

const EMPTY: readonly CartLine[] = Object.freeze([])

/** A tiny external store over localStorage, in sync across tabs through `storage` events. */
export interface CartStore {
  subscribe(listener: () => void): () => void
  getSnapshot(): readonly CartLine[]
  getServerSnapshot(): readonly CartLine[]
  add(item: CartItem, quantity?: number): void
  setQuantity(key: string, quantity: number): void
  remove(key: string): void
  clear(): void
}

/** Creates a cart store; without a window (server) it is empty and inert. */
export function createCartStore(win: Window | undefined): CartStore {
  const listeners = new Set<() => void>()
  let raw: string | null = null
  let lines: readonly CartLine[] = EMPTY

  function read(): readonly CartLine[] {
    let current: string | null
    try {
      current = win?.localStorage.getItem(CART_STORAGE_KEY) ?? null
    } catch {
      // Storage can be disabled (privacy mode); the cart then lives for this page only.
      return lines
    }
    if (current !== raw) {
      raw = current
      lines = parseCart(current)
    }
    return lines
  }

  function write(next: readonly CartLine[]) {
    lines = next
    raw = JSON.stringify(next)
    try {
      win?.localStorage.setItem(CART_STORAGE_KEY, raw)
    } catch {
      // Quota or disabled storage: keep the in-memory cart.
    }
    listeners.forEach((listener) => listener())
  }

  function onStorage(event: StorageEvent) {
    if (event.key === CART_STORAGE_KEY || event.key === null) listeners.forEach((l) => l())
  }

  return {
    subscribe(listener) {
      listeners.add(listener)
      if (listeners.size === 1) win?.addEventListener('storage', onStorage)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) win?.removeEventListener('storage', onStorage)
      }
    },
    getSnapshot: () => (win ? read() : EMPTY),
    getServerSnapshot: () => EMPTY,
    add: (item, quantity = 1) => write(addLine(read(), item, quantity)),
    setQuantity: (key, quantity) => write(setLineQuantity(read(), key, quantity)),
    remove: (key) => write(removeLine(read(), key)),
    clear: () => write([]),
  }
}

/** The page's cart. */
export const cartStore = createCartStore(typeof window === 'undefined' ? undefined : window)

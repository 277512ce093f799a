import { describe, expect, it } from 'vitest'
import {
  MAX_LINE_QUANTITY,
  addLine,
  cartCount,
  cartSubtotal,
  parseCart,
  removeLine,
  setLineQuantity,
  type CartItem,
} from './cart-lines'

const shirt: CartItem = {
  objectID: 'p1',
  name: 'Shirt',
  brand: 'B',
  image: '/i.svg',
  unitPrice: 19.99,
}

describe('cart lines', () => {
  it('merges identical items and keeps options apart', () => {
    let lines = addLine([], shirt, 2)
    lines = addLine(lines, shirt)
    lines = addLine(lines, { ...shirt, color: 'Red' })
    expect(lines.map((l) => [l.key, l.quantity])).toEqual([
      ['p1||', 3],
      ['p1|Red|', 1],
    ])
    expect(cartCount(lines)).toBe(4)
    expect(cartSubtotal(lines)).toBe(79.96)
  })

  it('sets, clamps and removes quantities', () => {
    const lines = addLine([], shirt)
    expect(setLineQuantity(lines, 'p1||', 5)[0]?.quantity).toBe(5)
    expect(setLineQuantity(lines, 'p1||', 5000)[0]?.quantity).toBe(MAX_LINE_QUANTITY)
    expect(setLineQuantity(lines, 'p1||', 0)).toEqual([])
    expect(removeLine(lines, 'p1||')).toEqual([])
  })

  it('parses stored lines and drops malformed ones', () => {
    const stored = JSON.stringify([
      { ...shirt, quantity: 2, key: 'forged', queryID: 'q1' },
      { objectID: '', unitPrice: 1, quantity: 1 },
      { objectID: 'p2', unitPrice: -1, quantity: 1 },
      { objectID: 'p3', unitPrice: 1, quantity: 0 },
      'junk',
    ])
    expect(parseCart(stored)).toEqual([{ ...shirt, key: 'p1||', quantity: 2, queryID: 'q1' }])
    expect(parseCart('{not json')).toEqual([])
    expect(parseCart('{}')).toEqual([])
    expect(parseCart(null)).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import {
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  MAX_TEXT_LENGTH,
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

  it('keeps a hand-edited cart to sane values (no $∞ subtotal)', () => {
    const stored = JSON.stringify([
      { ...shirt, objectID: 'huge', unitPrice: 1e308, quantity: 2 },
      { ...shirt, objectID: 'big', unitPrice: 1_000_000.01, quantity: 1 },
      { ...shirt, objectID: 'many', quantity: 1e12 },
      { ...shirt, objectID: 'part', quantity: 2.7, unitPrice: 0.105 },
      { ...shirt, objectID: 'text', quantity: '3' },
      { ...shirt, objectID: 'neg', quantity: -4 },
    ])
    const lines = parseCart(stored)
    expect(lines.map((l) => [l.objectID, l.quantity, l.unitPrice])).toEqual([
      ['many', MAX_LINE_QUANTITY, 19.99],
      ['part', 2, 0.11],
    ])
    expect(cartSubtotal(lines)).toBe(19_970.23)
  })

  it('merges lines stored twice under one key and keeps at most MAX_CART_LINES', () => {
    const twice = parseCart(
      JSON.stringify([
        { ...shirt, quantity: 600 },
        { ...shirt, quantity: 600 },
      ]),
    )
    expect(twice.map((l) => [l.key, l.quantity])).toEqual([['p1||', MAX_LINE_QUANTITY]])

    const many = Array.from({ length: 150 }, (_, i) => ({
      ...shirt,
      objectID: `p${i}`,
      name: 'x'.repeat(10_000),
      unitPrice: 1_000_000,
      quantity: 999,
    }))
    const lines = parseCart(JSON.stringify(many))
    expect(lines).toHaveLength(MAX_CART_LINES)
    expect(lines[0]?.name).toHaveLength(MAX_TEXT_LENGTH)
    expect(Number.isFinite(cartSubtotal(lines))).toBe(true)
    expect(cartCount(lines)).toBe(MAX_CART_LINES * MAX_LINE_QUANTITY)
  })
})

/** One line of the cart: a product in one colour and size. */
export interface CartLine {
  /** objectID plus the chosen options; identical choices share a line. */
  key: string
  objectID: string
  name: string
  brand: string
  image: string
  /** Price of one unit when it was added. */
  unitPrice: number
  color?: string
  size?: string
  quantity: number
  /** Set when the product was reached from a recommendation or search (insights attribution). */
  queryID?: string
}

/** What "add to cart" provides; the key is derived. */
export type CartItem = Omit<CartLine, 'key' | 'quantity'>

/** Largest quantity of one line. */
export const MAX_LINE_QUANTITY = 999

/**
 * Largest unit price a stored line may carry. The cart is in the shopper's storage, so its prices
 * are only what was shown when the item was added; one past this (1e308: its subtotal is
 * Infinity, shown "$∞") was edited by hand and the line is dropped.
 */
export const MAX_UNIT_PRICE = 1_000_000

/** Most lines a stored cart keeps (the first ones); with the bounds above its sums stay finite. */
export const MAX_CART_LINES = 100

/** Longest name or option a stored line keeps, so an edited one cannot stretch the page. */
export const MAX_TEXT_LENGTH = 200

/** The key of a product with its chosen options. */
export function toLineKey(item: Pick<CartItem, 'objectID' | 'color' | 'size'>): string {
  return [item.objectID, item.color ?? '', item.size ?? ''].join('|')
}

function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 1
  return Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(quantity)))
}

function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value.slice(0, MAX_TEXT_LENGTH) : undefined
}

function isUnitPrice(value: unknown): value is number {
  return typeof value === 'number' && value >= 0 && value <= MAX_UNIT_PRICE
}

/** To whole cents, as prices are shown. */
function toCents(value: number): number {
  return Math.round(value * 100) / 100
}

function toLine(value: unknown): CartLine | undefined {
  if (!value || typeof value !== 'object') return undefined
  const v = value as Record<string, unknown>
  if (typeof v.objectID !== 'string' || !v.objectID) return undefined
  if (!isUnitPrice(v.unitPrice)) return undefined
  if (typeof v.quantity !== 'number' || !(v.quantity >= 1)) return undefined
  const item: CartItem = {
    objectID: v.objectID,
    name: optionalText(v.name) ?? v.objectID,
    brand: optionalText(v.brand) ?? '',
    image: typeof v.image === 'string' ? v.image : '',
    unitPrice: toCents(v.unitPrice),
  }
  const color = optionalText(v.color)
  const size = optionalText(v.size)
  const queryID = optionalText(v.queryID)
  if (color) item.color = color
  if (size) item.size = size
  if (queryID) item.queryID = queryID
  return { ...item, key: toLineKey(item), quantity: clampQuantity(v.quantity) }
}

/** Lines with the same key (an edited cart) as one, their quantities added up to the maximum. */
function mergeSameKeys(lines: readonly CartLine[]): CartLine[] {
  const merged = new Map<string, CartLine>()
  for (const line of lines) {
    const existing = merged.get(line.key)
    merged.set(
      line.key,
      existing ? { ...existing, quantity: clampQuantity(existing.quantity + line.quantity) } : line,
    )
  }
  return [...merged.values()]
}

/**
 * Reads stored lines, dropping anything malformed or out of bounds (storage is
 * shopper-editable): at most {@link MAX_CART_LINES} lines, one per key, whole quantities of 1 to
 * {@link MAX_LINE_QUANTITY} and unit prices of 0 to {@link MAX_UNIT_PRICE} in whole cents.
 */
export function parseCart(raw: string | null): CartLine[] {
  if (!raw) return []
  try {
    const parsed: unknown = JSON.parse(raw)
    if (!Array.isArray(parsed)) return []
    const lines = parsed.map(toLine).filter((line): line is CartLine => line !== undefined)
    return mergeSameKeys(lines).slice(0, MAX_CART_LINES)
  } catch {
    return []
  }
}

/** Adds `quantity` units of an item, merging with an identical line. */
export function addLine(lines: readonly CartLine[], item: CartItem, quantity = 1): CartLine[] {
  const key = toLineKey(item)
  const existing = lines.find((line) => line.key === key)
  if (!existing) return [...lines, { ...item, key, quantity: clampQuantity(quantity) }]
  return lines.map((line) =>
    line === existing
      ? { ...line, ...item, key, quantity: clampQuantity(line.quantity + quantity) }
      : line,
  )
}

/** Sets a line's quantity; 0 or less removes it. */
export function setLineQuantity(lines: readonly CartLine[], key: string, quantity: number) {
  if (quantity < 1) return removeLine(lines, key)
  return lines.map((line) =>
    line.key === key ? { ...line, quantity: clampQuantity(quantity) } : line,
  )
}

/** Removes a line. */
export function removeLine(lines: readonly CartLine[], key: string): CartLine[] {
  return lines.filter((line) => line.key !== key)
}

/** Number of units in the cart (what the badge shows). */
export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0)
}

/** Sum of the lines, rounded to cents. */
export function cartSubtotal(lines: readonly CartLine[]): number {
  return (
    Math.round(lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0) * 100) / 100
  )
}

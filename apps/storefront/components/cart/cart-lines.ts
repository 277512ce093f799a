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

/** The key of a product with its chosen options. */
export function toLineKey(item: Pick<CartItem, 'objectID' | 'color' | 'size'>): string {
  return [item.objectID, item.color ?? '', item.size ?? ''].join('|')
}

function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 1
  return Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(quantity)))
}

function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined
}

function toLine(value: unknown): CartLine | undefined {
  if (!value || typeof value !== 'object') return undefined
  const v = value as Record<string, unknown>
  if (typeof v.objectID !== 'string' || !v.objectID) return undefined
  if (typeof v.unitPrice !== 'number' || !(v.unitPrice >= 0)) return undefined
  if (typeof v.quantity !== 'number' || !(v.quantity >= 1)) return undefined
  const item: CartItem = {
    objectID: v.objectID,
    name: typeof v.name === 'string' ? v.name : v.objectID,
    brand: typeof v.brand === 'string' ? v.brand : '',
    image: typeof v.image === 'string' ? v.image : '',
    unitPrice: v.unitPrice,
  }
  const color = optionalText(v.color)
  const size = optionalText(v.size)
  const queryID = optionalText(v.queryID)
  if (color) item.color = color
  if (size) item.size = size
  if (queryID) item.queryID = queryID
  return { ...item, key: toLineKey(item), quantity: clampQuantity(v.quantity) }
}

/** Reads stored lines, dropping anything malformed (storage is shopper-editable). */
export function parseCart(raw: string | null): CartLine[] {
  if (!raw) return []
  try {
    const parsed: unknown = JSON.parse(raw)
    if (!Array.isArray(parsed)) return []
    return parsed.map(toLine).filter((line): line is CartLine => line !== undefined)
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

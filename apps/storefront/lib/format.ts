const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const counts = new Intl.NumberFormat('en-US')

/** The catalogue's prices are in US dollars. */
export const CURRENCY = 'USD'

/** `19.5` → `$19.50`. */
export function formatPrice(value: number): string {
  return currency.format(value)
}

/** A count as shoppers read it, with thousands separators: `3900` → `3,900`. */
export function formatCount(value: number): string {
  return counts.format(value)
}

/** `1, 'review'` → `1 review`; `3900, 'review'` → `3,900 reviews` (English `-s` plurals). */
export function formatQuantity(value: number, noun: string): string {
  return `${formatCount(value)} ${value === 1 ? noun : `${noun}s`}`
}

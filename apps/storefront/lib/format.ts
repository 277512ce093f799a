const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** The catalogue's prices are in US dollars. */
export const CURRENCY = 'USD'

/** `19.5` → `$19.50`. */
export function formatPrice(value: number): string {
  return currency.format(value)
}

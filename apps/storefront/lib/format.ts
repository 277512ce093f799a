// Formatting by hand rather than with Intl.NumberFormat: building an en-US currency formatter
// initialises ICU data, about 7 ms of main thread on every page load (28 ms at Lighthouse's
// 4x CPU slowdown) in the module that every product card imports. Values the hand-written path
// does not cover (non-finite, huge, fractional counts) still go through Intl, built on first use.

let intl: { currency: Intl.NumberFormat; counts: Intl.NumberFormat } | undefined

function intlFormats() {
  intl ??= {
    currency: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }),
    counts: new Intl.NumberFormat('en-US'),
  }
  return intl
}

/** Digits with a comma every three from the right: `1234567` → `1,234,567`. */
function groupThousands(digits: string): string {
  let grouped = ''
  for (let end = digits.length; end > 0; end -= 3) {
    const group = digits.slice(Math.max(0, end - 3), end)
    grouped = grouped ? `${group},${grouped}` : group
  }
  return grouped
}

// Below this, String prints plain digits (no exponent above 1e-7).
const PLAIN_LIMIT = 1e15

/**
 * Cents of a non-negative number as Intl rounds them: half away from zero on its shortest
 * decimal form (`2.675` → `2.68`, where `toFixed` reads the binary value 2.67499… as `2.67`).
 */
function toCents(value: number): [whole: string, cents: string] {
  if (value < 0.001) return ['0', '00']
  const [int = '0', fraction = ''] = String(value).split('.')
  let digits = int + (fraction + '00').slice(0, 2)
  if (fraction.charCodeAt(2) >= 53) {
    // Add one cent, carrying through the nines.
    let i = digits.length - 1
    while (i >= 0 && digits[i] === '9') i--
    digits =
      (i < 0 ? '1' : digits.slice(0, i) + String(Number(digits[i]) + 1)) +
      '0'.repeat(digits.length - 1 - i)
  }
  return [digits.slice(0, -2).replace(/^0+(?=\d)/, '') || '0', digits.slice(-2)]
}

/** The catalogue's prices are in US dollars. */
export const CURRENCY = 'USD'

/** `19.5` → `$19.50` (as `Intl.NumberFormat('en-US', USD)` writes it). */
export function formatPrice(value: number): string {
  if (!(Math.abs(value) < PLAIN_LIMIT)) return intlFormats().currency.format(value)
  const negative = value < 0 || Object.is(value, -0)
  const [whole, cents] = toCents(Math.abs(value))
  return `${negative ? '-' : ''}$${groupThousands(whole)}.${cents}`
}

/** A count as shoppers read it, with thousands separators: `3900` → `3,900`. */
export function formatCount(value: number): string {
  if (!Number.isInteger(value) || !(Math.abs(value) < PLAIN_LIMIT))
    return intlFormats().counts.format(value)
  const digits = groupThousands(String(Math.abs(value)))
  return value < 0 || Object.is(value, -0) ? `-${digits}` : digits
}

/** `1, 'review'` → `1 review`; `3900, 'review'` → `3,900 reviews` (English `-s` plurals). */
export function formatQuantity(value: number, noun: string): string {
  return `${formatCount(value)} ${value === 1 ? noun : `${noun}s`}`
}

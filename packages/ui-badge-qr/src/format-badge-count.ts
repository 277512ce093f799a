/**
 * Formats a count for a badge: integers up to `max` as-is, larger ones as `${max}+`.
 * Throws a `RangeError` naming the value when `count` is not a non-negative integer or `max`
 * is not a positive integer.
 *
 * @example
 * formatBadgeCount(7) // '7'
 * formatBadgeCount(120) // '99+'
 * formatBadgeCount(1500, 999) // '999+'
 */
export function formatBadgeCount(count: number, max = 99): string {
  if (!Number.isInteger(max) || max < 1) {
    throw new RangeError(`max ${show(max)} must be a positive integer`)
  }
  if (!Number.isInteger(count) || count < 0) {
    throw new RangeError(`count ${show(count)} must be a non-negative integer`)
  }
  return count > max ? `${max}+` : String(count)
}

// A string shows its quotes: `count "5"` is a string that looks like a number, not the number 5.
const show = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value) : String(value))

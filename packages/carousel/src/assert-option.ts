/**
 * Lowest value of each numeric option. `autoplayDelay` is at least a second: faster rotation
 * cannot be read, flashes near the 3-a-second seizure threshold and keeps the CPU busy.
 */
const minimums: Partial<Record<string, number>> = {
  total: 0,
  step: 1,
  slidesVisible: 1,
  autoplayDelay: 1000,
  transitionMs: 0,
  swipeThreshold: 0,
  visibilityThreshold: 0,
}

/** What `value` breaks for option `key`, or nothing when it is valid (or not checked). */
function brokenRule(key: string, value: unknown): string | undefined {
  const min = minimums[key]
  if (min === undefined) {
    return key === 'direction' && value !== 'ltr' && value !== 'rtl' ? `'ltr' or 'rtl'` : undefined
  }
  const whole = key === 'total' || key === 'step' || key === 'slidesVisible'
  const max = key === 'visibilityThreshold' ? 1 : Infinity
  const valid =
    (whole ? Number.isInteger(value) : Number.isFinite(value)) &&
    (value as number) >= min &&
    (value as number) <= max
  return valid
    ? undefined
    : `${whole ? 'an integer' : 'a finite number'} ${max < Infinity ? `in ${min}..${max}` : `>= ${min}`}`
}

/**
 * Throws a `TypeError` naming the option, the rule and the value when `value` is not valid for
 * `key`: the numeric options must be finite and in range (`total`, `step` and `slidesVisible`
 * whole numbers, `autoplayDelay` at least 1000 ms, `visibilityThreshold` at most 1), `direction` must be `'ltr'` or `'rtl'`.
 */
export function assertOption(key: string, value: unknown): void {
  const rule = brokenRule(key, value)
  if (rule) {
    const shown = typeof value === 'string' ? JSON.stringify(value) : String(value)
    throw new TypeError(`carousel option ${key} must be ${rule}, got ${shown}`)
  }
}

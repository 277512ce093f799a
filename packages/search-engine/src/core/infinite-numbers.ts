/**
 * Path (`a.b[2]`) of the first number of a parsed JSON value that is not finite, or undefined.
 * JSON.parse reads a literal past a double's range (`1e400`) as Infinity, which JSON cannot write
 * back (it becomes `null`): such a value must be refused where it comes in, not stored.
 */
export function findInfiniteNumber(value: unknown, path = ''): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path || '(the value)'
  if (value === null || typeof value !== 'object') return undefined
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findInfiniteNumber(value[i], `${path}[${i}]`)
      if (found !== undefined) return found
    }
    return undefined
  }
  for (const [key, item] of Object.entries(value)) {
    const found = findInfiniteNumber(item, path === '' ? key : `${path}.${key}`)
    if (found !== undefined) return found
  }
  return undefined
}

/** Percent-decodes a URL component with `+` as space; malformed escapes are kept as written. */
export function decodeComponent(text: string): string {
  const spaced = text.includes('+') ? text.replace(/\+/g, ' ') : text
  if (!spaced.includes('%')) return spaced
  try {
    return decodeURIComponent(spaced)
  } catch {
    return spaced.replace(/(%[0-9a-fA-F]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run)
      } catch {
        return run
      }
    })
  }
}

/**
 * Splits a URL-encoded `a=1&b=2` string (a query string or a v4 `params` value) into decoded
 * pairs. A key without `=` gets the empty string; later duplicates win.
 */
export function parseUrlEncoded(text: string): Map<string, string> {
  const pairs = new Map<string, string>()
  const body = text.startsWith('?') ? text.slice(1) : text
  if (body === '') return pairs
  for (const part of body.split('&')) {
    if (part === '') continue
    const eq = part.indexOf('=')
    const key = decodeComponent(eq === -1 ? part : part.slice(0, eq))
    pairs.set(key, eq === -1 ? '' : decodeComponent(part.slice(eq + 1)))
  }
  return pairs
}

/** Serialises parameters the way the clients do: sorted keys, arrays and objects as JSON. */
export function encodeParams(params: Record<string, unknown>): string {
  return Object.keys(params)
    .filter((key) => params[key] !== undefined)
    .sort()
    .map((key) => {
      const value = params[key]
      const text =
        typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)
      return `${encodeURIComponent(key)}=${encodeURIComponent(text)}`
    })
    .join('&')
}

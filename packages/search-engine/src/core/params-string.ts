function encode(value: string): string {
  return encodeURIComponent(value).replace(/%20/g, '+')
}

/**
 * URL-encoded echo of the received search parameters, as in Algolia's `params` response field
 * (arrays and objects JSON-encoded, strings as they are).
 */
export function paramsString(params: object): string {
  const parts: string[] = []
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue
    const text = typeof value === 'string' ? value : JSON.stringify(value)
    parts.push(`${encode(key)}=${encode(text)}`)
  }
  return parts.join('&')
}

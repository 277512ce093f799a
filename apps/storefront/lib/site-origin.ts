/**
 * The origin the shop's absolute URLs (canonical links, Open Graph, JSON-LD, the share panel's
 * link and QR code) are written with.
 *
 * `VITRINE_SITE_URL` fixes it, so no request header can change what a page links to; set it in
 * production. Without it the origin is the one the shopper reached, read from `X-Forwarded-Host` /
 * `X-Forwarded-Proto` (a proxy in front) or `Host`. Those headers are the client's words: a value
 * that is not a plain `host[:port]` is passed over, never allowed to fail the page.
 */

import { ConfigError } from './config'

export const SITE_URL_VAR = 'VITRINE_SITE_URL'

const FALLBACK_HOST = 'localhost'

// A DNS name or IPv4 address, or a bracketed IPv6 address, with an optional port.
const HOST_PATTERN =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i

export interface RequestOriginHeaders {
  forwardedHost?: string | null
  forwardedProto?: string | null
  host?: string | null
}

/** `host[:port]` when `raw` is one (the first of a comma-separated list), else `undefined`. */
export function plainHost(raw: string | null | undefined): string | undefined {
  const candidate = raw?.split(',')[0]?.trim().toLowerCase()
  if (!candidate || candidate.length > 260) return undefined
  const match = HOST_PATTERN.exec(candidate)
  if (!match) return undefined
  const port = match[1]
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return undefined
  try {
    return new URL(`http://${candidate}`).host
  } catch {
    return undefined
  }
}

/**
 * The configured site origin (`https://shop.example`), or `undefined` when `raw` is unset.
 * @throws ConfigError when `raw` is set but is not an http(s) origin.
 */
export function configuredOrigin(raw: string | undefined): string | undefined {
  const value = raw?.trim()
  if (!value) return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new ConfigError(
      `${SITE_URL_VAR}="${value}" is not a URL. Set it to the shop's origin, e.g. https://shop.example.`,
    )
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${SITE_URL_VAR}="${value}" must use http or https.`)
  }
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || url.username) {
    throw new ConfigError(
      `${SITE_URL_VAR}="${value}" must be an origin alone (no path, query or user).`,
    )
  }
  return url.origin
}

/** The origin a request reached, from its headers; never throws. */
export function requestOrigin(headers: RequestOriginHeaders): string {
  const host = plainHost(headers.forwardedHost) ?? plainHost(headers.host) ?? FALLBACK_HOST
  const proto = headers.forwardedProto?.split(',')[0]?.trim().toLowerCase()
  const protocol = proto === 'https' || proto === 'http' ? proto : 'http'
  return `${protocol}://${host}`
}

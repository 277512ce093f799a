import { NextResponse, type NextRequest } from 'next/server'
import { getConfig } from './lib/config'
import { buildCsp, createNonce } from './lib/csp'
import { invalidRouterHeader } from './lib/next-router-headers'
import { securityHeaders } from './lib/security-headers'
import {
  USER_TOKEN_COOKIE,
  USER_TOKEN_MAX_AGE,
  createUserToken,
  isUserToken,
} from './lib/user-token'

/**
 * Whether the path's percent-escapes decode to UTF-8. Next answers a malformed one in a dynamic
 * segment (`/product/%ff`) with a bare 500 before any route runs, so it is refused here.
 */
export function hasValidEscapes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

/** A plain-text answer of the proxy's own, with the static headers and a policy allowing nothing. */
function plainAnswer(status: number, text: string): NextResponse {
  const response = new NextResponse(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  })
  return withStaticHeaders(response)
}

function withStaticHeaders(response: NextResponse): NextResponse {
  for (const { key, value } of securityHeaders) response.headers.set(key, value)
  response.headers.set('content-security-policy', "default-src 'none'")
  return response
}

/** The answer to a request no page could have been asked: 400, with the static headers. */
function badRequest(reason: string): NextResponse {
  return plainAnswer(400, `Bad request: ${reason}.`)
}

/**
 * Next serves its prerendered global error page at this address, with status 500; it is no page
 * of the shop.
 */
const GLOBAL_ERROR_PATH = '/_global-error'

/**
 * Per request: a CSP nonce that Next applies to its scripts, and the shopper's anonymous
 * insights token (set on the request too, so the first render sees it). The static security
 * headers come from next.config.ts for every response.
 */
export function proxy(request: NextRequest) {
  if (!hasValidEscapes(request.nextUrl.pathname)) {
    return badRequest('the address is not valid UTF-8')
  }
  const header = invalidRouterHeader(request.headers)
  if (header) return badRequest(`the ${header} header is not one this site's pages send`)
  const { pathname, search } = request.nextUrl
  // Next's own trailing-slash redirect goes out without a header (skipTrailingSlashRedirect).
  if (pathname.length > 1 && pathname.endsWith('/')) {
    const target = new URL(`${pathname.replace(/\/+$/, '') || '/'}${search}`, request.url)
    return withStaticHeaders(NextResponse.redirect(target, 308))
  }
  if (pathname === GLOBAL_ERROR_PATH) return plainAnswer(404, 'Not found.')
  // Pictures need neither a nonce nor the shopper's token: only the check above.
  if (pathname.startsWith('/images/')) return NextResponse.next()
  const nonce = createNonce()
  const csp = buildCsp({
    nonce,
    config: getConfig(),
    isDev: process.env.NODE_ENV === 'development',
  })
  const existing = request.cookies.get(USER_TOKEN_COOKIE)?.value
  const token = isUserToken(existing) ? existing : createUserToken()

  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('x-nonce', nonce)
  requestHeaders.set('content-security-policy', csp)
  if (token !== existing) {
    request.cookies.set(USER_TOKEN_COOKIE, token)
    requestHeaders.set('cookie', request.cookies.toString())
  }

  const response = NextResponse.next({ request: { headers: requestHeaders } })
  response.headers.set('content-security-policy', csp)
  if (token !== existing) {
    response.cookies.set(USER_TOKEN_COOKIE, token, {
      maxAge: USER_TOKEN_MAX_AGE,
      sameSite: 'lax',
      httpOnly: true,
      secure: request.nextUrl.protocol === 'https:',
      path: '/',
    })
  }
  return response
}

export const config = {
  matcher: [
    {
      // Prefetches too: their router headers are checked, and a page prefetched by the browser
      // (`Purpose: prefetch`) may be shown as the document, so it needs its policy. The shop has
      // no /favicon.ico: its 404 page needs the pages' policy too.
      source: '/((?!_next/static|_next/image|icon.svg).*)',
    },
  ],
}

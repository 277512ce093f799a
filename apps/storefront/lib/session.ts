import 'server-only'
import { cookies, headers } from 'next/headers'
import { toClientConfig, type ClientConfig } from './client-config'
import { getConfig } from './config'
import { SITE_URL_VAR, configuredOrigin, requestOrigin } from './site-origin'
import { USER_TOKEN_COOKIE, createUserToken, isUserToken } from './user-token'

/** The browser's search configuration and this shopper's anonymous token (set by the proxy). */
export async function getClientConfig(): Promise<ClientConfig> {
  const token = (await cookies()).get(USER_TOKEN_COOKIE)?.value
  return toClientConfig(getConfig(), isUserToken(token) ? token : createUserToken())
}

/** The absolute URL of a path on this site: on `VITRINE_SITE_URL`, else as the shopper reached it. */
export async function getAbsoluteUrl(path: string): Promise<string> {
  const origin = configuredOrigin(process.env[SITE_URL_VAR]) ?? (await originOfRequest())
  return new URL(path, origin).toString()
}

async function originOfRequest(): Promise<string> {
  const requestHeaders = await headers()
  return requestOrigin({
    forwardedHost: requestHeaders.get('x-forwarded-host'),
    forwardedProto: requestHeaders.get('x-forwarded-proto'),
    host: requestHeaders.get('host'),
  })
}

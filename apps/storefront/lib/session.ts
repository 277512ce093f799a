import 'server-only'
import { cookies, headers } from 'next/headers'
import { toClientConfig, type ClientConfig } from './client-config'
import { getConfig } from './config'
import { USER_TOKEN_COOKIE, createUserToken, isUserToken } from './user-token'

/** The browser's search configuration and this shopper's anonymous token (set by the proxy). */
export async function getClientConfig(): Promise<ClientConfig> {
  const token = (await cookies()).get(USER_TOKEN_COOKIE)?.value
  return toClientConfig(getConfig(), isUserToken(token) ? token : createUserToken())
}

/** The absolute URL of a path on this site, as the shopper reached it. */
export async function getAbsoluteUrl(path: string): Promise<string> {
  const requestHeaders = await headers()
  const host = requestHeaders.get('x-forwarded-host') ?? requestHeaders.get('host') ?? 'localhost'
  const forwarded = requestHeaders.get('x-forwarded-proto')?.split(',')[0]?.trim()
  const protocol = forwarded === 'https' || forwarded === 'http' ? forwarded : 'http'
  return new URL(path, `${protocol}://${host}`).toString()
}

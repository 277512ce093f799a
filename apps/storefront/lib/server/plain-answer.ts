import type { ServerResponse } from 'node:http'
import { securityHeaders } from '../security-headers'

/** Ends `response` with a short text, the security headers and a policy allowing nothing. */
export function plainAnswer(
  response: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  response.statusCode = status
  for (const { key, value } of securityHeaders) response.setHeader(key, value)
  response.setHeader('Content-Security-Policy', "default-src 'none'")
  response.setHeader('Content-Type', 'text/plain; charset=utf-8')
  for (const [key, value] of Object.entries(headers)) response.setHeader(key, value)
  response.end(text)
}

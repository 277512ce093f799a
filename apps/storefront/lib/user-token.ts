/** First-party cookie holding the shopper's anonymous insights user token. */
export const USER_TOKEN_COOKIE = 'vitrine_utk'

/** One year, in seconds. */
export const USER_TOKEN_MAX_AGE = 60 * 60 * 24 * 365

const TOKEN_PATTERN = /^anon-[0-9a-f-]{36}$/

/** A new anonymous token (Algolia allows [A-Za-z0-9_=+/-], up to 129 characters). */
export function createUserToken(): string {
  return `anon-${crypto.randomUUID()}`
}

/** Whether a cookie value is a token this app issued (anything else is replaced). */
export function isUserToken(value: string | undefined): value is string {
  return value !== undefined && TOKEN_PATTERN.test(value)
}

import { badRequest } from '../http-error'

/**
 * Data an index stores to be echoed in every search answer: the settings' `userData` and
 * `renderingContent`, and the same in each of the (up to 10) rules a search applies. Unbounded,
 * an admin-stored 14 MB of them made every search-key search answer 14 MB, and a multi-query of
 * 50 searches built an answer past V8's longest string: a 500 for the search key.
 */
export const ECHOED_LIMITS = {
  /** Algolia: "You can store up to 32kB as custom data" (indexSettings.userData). */
  settingsUserData: 32 * 1024,
  /** Algolia: a rule's userData "is limited to 1 kB of minified JSON" (consequence.userData). */
  ruleUserData: 1024,
  /** Ours (Algolia documents none): a facet ordering of a large shop is a few kB. */
  renderingContent: 64 * 1024,
} as const

function kB(bytes: number): string {
  return bytes % 1024 === 0 ? `${bytes / 1024} kB` : `${bytes} bytes`
}

/** Throws a 400 naming `where` when `value`'s minified JSON is longer than `limit` bytes. */
export function checkEchoedSize(value: unknown, limit: number, where: string): void {
  if (value === undefined || value === null) return
  const bytes = Buffer.byteLength(JSON.stringify(value) ?? '')
  if (bytes > limit) {
    throw badRequest(
      `Invalid value for ${where}: ${bytes} bytes of JSON, at most ${kB(limit)} (it is sent with every search answer)`,
    )
  }
}

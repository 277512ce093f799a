/**
 * Longest key (JSON of parameters or filters) a cache keeps an entry for. Caches are bounded in
 * entries; with keys as long as a request body (1 MiB), 256 entries could hold gigabytes.
 * What a shop repeats, a listing page's parameters and filters, is far shorter.
 */
export const MAX_CACHED_KEY_CHARS = 16_384

/** Whether an entry with this key may be cached. */
export const isCacheableKey = (key: string) => key.length <= MAX_CACHED_KEY_CHARS

const SPECIAL: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ı: 'i',
  þ: 'th',
}
const MARKS = /\p{M}/gu
const SPECIAL_CHARS = /[ßæœøđðłıþ]/g
const PLAIN = /^[a-z0-9]*$/
const CACHE_LIMIT = 100_000
const MAX_CACHED_TEXT = 64
const cache = new Map<string, string>()

function normalizeSlow(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(MARKS, '')
    .replace(SPECIAL_CHARS, (c) => SPECIAL[c] ?? c)
}

/**
 * Normalises text for matching: lower case, diacritics removed (é → e, ß → ss). Used on both
 * record words and query words so that "Crème" matches "creme".
 */
export function normalizeText(text: string): string {
  if (PLAIN.test(text)) return text
  const cached = cache.get(text)
  if (cached !== undefined) return cached
  const lower = text.toLowerCase()
  const result = PLAIN.test(lower) ? lower : normalizeSlow(lower)
  // Words are short; a long text (a filter value) is not kept, so the cache's size stays bounded.
  if (text.length > MAX_CACHED_TEXT) return result
  if (cache.size >= CACHE_LIMIT) cache.clear()
  cache.set(text, result)
  return result
}

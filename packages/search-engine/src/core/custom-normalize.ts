import { normalizeText } from './normalize'

const CACHE_LIMIT = 20_000

/**
 * A word normaliser with Algolia's exceptions to the default one: characters of
 * `keepDiacriticsOnCharacters` (lower case; their upper case too) are only lower-cased, and
 * `customNormalization` maps single characters (read lower-cased) to their replacement. Other
 * characters are normalised as usual. Only precomposed characters are seen as one: "u" followed
 * by a combining diaeresis is still "u", as Algolia documents.
 */
export function customNormalizer(
  keep: string,
  mapping: Readonly<Record<string, string>>,
): (text: string) => string {
  const replacements = new Map<string, string>()
  for (const char of keep) replacements.set(char, char)
  for (const [from, to] of Object.entries(mapping)) replacements.set(from.toLowerCase(), to)
  const cache = new Map<string, string>()
  return (text) => {
    let result = cache.get(text)
    if (result !== undefined) return result
    const lower = text.toLowerCase()
    let special = false
    for (const char of lower) if ((special = replacements.has(char))) break
    if (!special) result = normalizeText(text)
    else {
      result = ''
      for (const char of lower) result += replacements.get(char) ?? normalizeText(char)
    }
    if (cache.size >= CACHE_LIMIT) cache.clear()
    cache.set(text, result)
    return result
  }
}

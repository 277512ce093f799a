/**
 * Why the index-time text settings are invalid (undefined: they are valid): `separatorsToIndex`
 * and `keepDiacriticsOnCharacters` are strings; `customNormalization` is an object of objects of
 * strings. Types only: Algolia's lengths (one character in, at most two out) are checked by
 * setSettings (`normalization-lengths.ts`), since this check also runs on settings loaded from
 * disk, saved before it existed; an entry that breaks them never applies.
 */
export function textSettingsError(settings: Record<string, unknown>): string | undefined {
  for (const key of ['separatorsToIndex', 'keepDiacriticsOnCharacters']) {
    const value = settings[key]
    if (value !== undefined && value !== null && typeof value !== 'string') {
      return `${key} must be a string`
    }
  }
  const groups = settings.customNormalization
  if (groups === undefined || groups === null) return undefined
  const isObject = (v: unknown): v is Record<string, unknown> =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
  if (!isObject(groups)) return 'customNormalization must be an object of objects'
  for (const mapping of Object.values(groups)) {
    if (!isObject(mapping)) return 'customNormalization must be an object of objects'
    if (Object.values(mapping).some((to) => typeof to !== 'string')) {
      return 'customNormalization must map characters to strings'
    }
  }
  return undefined
}

/**
 * Algolia's lengths for `customNormalization`: "The input of a custom normalization must contain
 * a single character. The output of a custom normalization must have at most two characters."
 * Characters are code points.
 */
export const MAX_NORMALIZATION_OUTPUT = 2

/** Whether `from` → `to` is an entry Algolia accepts (one character in, at most two out). */
export function normalizationEntryFits(from: string, to: string): boolean {
  return [...from].length === 1 && [...to].length <= MAX_NORMALIZATION_OUTPUT
}

/**
 * Why a `customNormalization` value breaks Algolia's lengths (undefined: it does not). Checked
 * where settings are written (setSettings); settings stored before the check still load, and
 * their entries that do not fit never apply (`text-options.ts`).
 */
export function normalizationLengthError(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined
  for (const [group, mapping] of Object.entries(value)) {
    if (mapping === null || typeof mapping !== 'object' || Array.isArray(mapping)) continue
    for (const [from, to] of Object.entries(mapping as Record<string, unknown>)) {
      if (typeof to !== 'string' || normalizationEntryFits(from, to)) continue
      const where = `customNormalization.${group}.${from}`
      return [...from].length !== 1
        ? `Invalid value for ${where}: the input of a custom normalization must be a single character`
        : `Invalid value for ${where}: the output of a custom normalization must have at most ${MAX_NORMALIZATION_OUTPUT} characters`
    }
  }
  return undefined
}

/**
 * Parses the Analytics API's `tags` parameter: tags combined with `OR` and `AND` (AND binds
 * tighter, as usual; parentheses are ignored). Returns a predicate over a search's tag set, or
 * `undefined` when the parameter is empty (every search matches).
 * @example
 * tagsPredicate('autocomplete OR device:mobile AND search-page')
 */
export function tagsPredicate(
  expression: string | undefined,
): ((tags: readonly string[]) => boolean) | undefined {
  const text = expression?.replace(/[()]/g, ' ').trim()
  if (!text) return undefined
  const groups = text
    .split(/\s+OR\s+/)
    .map((group) =>
      group
        .split(/\s+AND\s+/)
        .map((tag) => tag.trim())
        .filter(Boolean),
    )
    .filter((group) => group.length > 0)
  return (tags) => groups.some((group) => group.every((tag) => tags.includes(tag)))
}

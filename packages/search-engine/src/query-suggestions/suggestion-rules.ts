import { toExcludePattern, type SuggestionsConfig } from './config'

// Never suggested, whatever the configuration: addresses, e-mails and long digit runs (phone
// or card numbers) are personal data or noise, not searches to promote.
const BANNED: readonly RegExp[] = [
  /\b[\w.+-]+@[\w-]+\.[\w.]+\b/u,
  /\b(?:https?:\/\/|www\.)\S+/iu,
  /\d{6,}/u,
]
const SPECIAL = /[^\p{L}\p{N}\s'&-]/u

/** Why a candidate is refused, or `undefined` when it may be suggested. */
export type Refusal = string | undefined

/** Checks that do not depend on a source index: banned patterns, exclude list, characters. */
export function createQueryRules(config: SuggestionsConfig): (query: string) => Refusal {
  const exclude = (config.exclude ?? []).map(toExcludePattern)
  return (query) => {
    if (query === '') return 'empty query'
    if (BANNED.some((pattern) => pattern.test(query))) return 'banned pattern'
    if (!config.allowSpecialCharacters && SPECIAL.test(query)) return 'special characters'
    const excluded = exclude.find((pattern) => pattern.test(query))
    if (excluded) return `excluded by ${excluded.source}`
    return undefined
  }
}

/** Number of letters and digits in a query (what `minLetters` counts). */
export function letterCount(query: string): number {
  return query.replace(/[^\p{L}\p{N}]/gu, '').length
}

/** Whether singular/plural de-duplication applies (English rules: `languages` true or has `en`). */
export function dedupesPlurals(config: SuggestionsConfig): boolean {
  return (
    config.languages === true ||
    (Array.isArray(config.languages) && config.languages.includes('en'))
  )
}

function singular(word: string): string | undefined {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`
  if (word.length > 3 && word.endsWith('es') && /(ch|sh|x|s|z)es$/.test(word))
    return word.slice(0, -2)
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1)
  return undefined
}

/**
 * Keeps the more popular of a query's singular and plural forms ("jacket" / "jackets", the
 * last word decides), adding nothing: the other form is dropped, as Algolia's `languages` does.
 */
export function dropPluralTwins(popularity: Map<string, number>): Set<string> {
  const dropped = new Set<string>()
  for (const query of popularity.keys()) {
    const words = query.split(' ')
    const last = singular(words[words.length - 1]!)
    if (!last) continue
    const twin = [...words.slice(0, -1), last].join(' ')
    const twinCount = popularity.get(twin)
    if (twinCount === undefined) continue
    if (twinCount >= popularity.get(query)!) dropped.add(query)
    else dropped.add(twin)
  }
  return dropped
}

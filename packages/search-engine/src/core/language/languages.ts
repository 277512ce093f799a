import type { SearchParams } from '../types'
import { englishPluralForms } from './plurals'

/** Languages with plural forms the engine knows. */
const PLURALS: Record<string, (word: string) => string[]> = { en: englishPluralForms }
/** Used when a language feature is `true` and `queryLanguages` is not set (Algolia: all). */
const SUPPORTED = ['en']

type LanguageSetting = boolean | string | string[] | null | undefined

/**
 * The languages a `true` / list setting (ignorePlurals, removeStopWords) applies to: a list
 * names them, `true` means `queryLanguages` (or every supported language), `false` none.
 */
export function languagesOf(setting: LanguageSetting, queryLanguages?: string[] | null): string[] {
  if (Array.isArray(setting)) return setting
  if (setting === true || setting === 'true') {
    return queryLanguages && queryLanguages.length > 0 ? queryLanguages : SUPPORTED
  }
  return []
}

/** Singular / plural alternatives of a word in the given languages. */
export function pluralForms(word: string, languages: readonly string[]): string[] {
  const out = new Set<string>()
  for (const language of languages)
    if (Object.hasOwn(PLURALS, language)) for (const form of PLURALS[language]!(word)) out.add(form)
  return [...out]
}

/** The languages of `ignorePlurals` and `removeStopWords` for a query. */
export function queryLanguageSettings(params: SearchParams): {
  plurals: string[]
  stopWords: string[]
} {
  return {
    plurals: languagesOf(params.ignorePlurals, params.queryLanguages),
    stopWords: languagesOf(params.removeStopWords, params.queryLanguages),
  }
}

import { EngineError } from './errors'
import { DEFAULT_RANKING } from './ranking'
import { textSettingsError } from './text-settings-check'
import type { IndexSettings } from './types'

/** Defaults returned by getSettings for unset settings (values from the OpenAPI spec). */
export const DEFAULT_SETTINGS: IndexSettings = {
  attributesForFaceting: [],
  replicas: [],
  paginationLimitedTo: 1000,
  unretrievableAttributes: [],
  disableTypoToleranceOnWords: [],
  camelCaseAttributes: [],
  decompoundedAttributes: {},
  indexLanguages: [],
  disablePrefixOnAttributes: [],
  allowCompressionOfIntegerArray: false,
  numericAttributesForFiltering: [],
  separatorsToIndex: '',
  searchableAttributes: [],
  userData: {},
  maxFacetHits: 10,
  keepDiacriticsOnCharacters: '',
  customRanking: [],
  attributesToRetrieve: ['*'],
  ranking: DEFAULT_RANKING,
  relevancyStrictness: 100,
  attributesToSnippet: [],
  highlightPreTag: '<em>',
  highlightPostTag: '</em>',
  snippetEllipsisText: '…',
  restrictHighlightAndSnippetArrays: false,
  hitsPerPage: 20,
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  typoTolerance: true,
  allowTyposOnNumericTokens: true,
  disableTypoToleranceOnAttributes: [],
  ignorePlurals: false,
  removeStopWords: false,
  queryLanguages: [],
  decompoundQuery: true,
  enableRules: true,
  enablePersonalization: false,
  queryType: 'prefixLast',
  removeWordsIfNoResults: 'none',
  mode: 'keywordSearch',
  advancedSyntax: false,
  disableExactOnAttributes: [],
  exactOnSingleWordQuery: 'attribute',
  alternativesAsExact: ['ignorePlurals', 'singleWordSynonym'],
  advancedSyntaxFeatures: ['exactPhrase', 'excludeWords'],
  distinct: 0,
  replaceSynonymsInHighlight: false,
  minProximity: 1,
  responseFields: ['*'],
  maxValuesPerFacet: 100,
  sortFacetValuesBy: 'count',
  attributeCriteriaComputedByMinProximity: false,
  enableReRanking: true,
}

const STRING_ARRAYS = [
  'attributesForFaceting',
  'replicas',
  'unretrievableAttributes',
  'searchableAttributes',
  'customRanking',
  'ranking',
  'attributesToRetrieve',
  'attributesToHighlight',
  'attributesToSnippet',
  'advancedSyntaxFeatures',
  'alternativesAsExact',
  'disableTypoToleranceOnAttributes',
  'disableExactOnAttributes',
  'disablePrefixOnAttributes',
  'camelCaseAttributes',
] as const

const INTEGER_RANGES: Record<string, [number, number]> = {
  hitsPerPage: [0, 1000],
  maxValuesPerFacet: [0, 1000],
  paginationLimitedTo: [0, 20000],
  maxFacetHits: [0, 100],
  minWordSizefor1Typo: [0, 1000],
  minWordSizefor2Typos: [0, 1000],
  personalizationImpact: [0, 100],
  relevancyStrictness: [0, 100],
  minProximity: [1, 7],
}

/**
 * Checks the settings the engine relies on (string arrays, integer ranges) so that bad values
 * become a 400 instead of a crash later. Other keys are stored as given.
 */
export function validateSettings(settings: Record<string, unknown>, where = 'settings'): void {
  for (const key of STRING_ARRAYS) {
    const value = settings[key]
    if (value === undefined || value === null) continue
    if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
      throw new EngineError(400, `Invalid ${where}: ${key} must be an array of strings`)
    }
  }
  const textError = textSettingsError(settings)
  if (textError !== undefined) throw new EngineError(400, `Invalid ${where}: ${textError}`)
  for (const [key, [min, max]] of Object.entries(INTEGER_RANGES)) {
    const value = settings[key]
    if (value === undefined || value === null) continue
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      throw new EngineError(
        400,
        `Invalid ${where}: ${key} must be an integer from ${min} to ${max}`,
      )
    }
  }
}

/** Applies a setSettings patch: unspecified keys are kept, `null` resets a key to its default. */
export function mergeSettings(current: IndexSettings, patch: IndexSettings): IndexSettings {
  const next: Record<string, unknown> = { ...current }
  for (const [key, value] of Object.entries(patch)) {
    if (key === 'primary' || value === undefined) continue
    if (value === null) delete next[key]
    else next[key] = value
  }
  return next as IndexSettings
}

/** Settings as getSettings returns them: defaults filled in, explicit values on top. */
export function effectiveSettings(stored: IndexSettings): IndexSettings {
  return { ...DEFAULT_SETTINGS, ...stored }
}

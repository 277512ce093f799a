/** A facet whose top values are stored with each suggestion (`facets` of a source index). */
export interface SuggestionFacet {
  attribute: string
  amount: number
}

/** One source index of a Query Suggestions configuration (Algolia's `SourceIndex`). */
export interface SourceIndex {
  indexName: string
  replicas: boolean
  analyticsTags: string[] | null
  facets: SuggestionFacet[] | null
  minHits: number
  minLetters: number
  generate: string[][] | null
  external: string[] | null
}

/** A Query Suggestions configuration, with every default filled in. */
export interface SuggestionsConfig {
  indexName: string
  sourceIndices: SourceIndex[]
  languages: string[] | boolean
  exclude: string[] | null
  enablePersonalization: boolean
  allowSpecialCharacters: boolean
}

/** Thrown for an invalid configuration body (answered 400 with the message). */
export class ConfigInvalid extends Error {}

type Json = Record<string, unknown>

const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v)
const isStringList = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((s) => typeof s === 'string')

function invalid(message: string): never {
  throw new ConfigInvalid(`Invalid body "${message}"`)
}

function nullableStrings(value: unknown, name: string): string[] | null {
  if (value === undefined || value === null) return null
  if (!isStringList(value)) invalid(`${name} must be a list of strings`)
  return value
}

function readFacets(value: unknown): SuggestionFacet[] | null {
  if (value === undefined || value === null) return null
  if (!Array.isArray(value)) invalid('facets must be a list')
  return value.map((facet) => {
    if (!isObject(facet) || typeof facet.attribute !== 'string' || facet.attribute === '') {
      invalid('every facet must have an `attribute`')
    }
    const amount = facet.amount ?? 1
    if (!Number.isInteger(amount) || (amount as number) < 1 || (amount as number) > 100) {
      invalid('every facet `amount` must be an integer from 1 to 100')
    }
    return { attribute: facet.attribute, amount: amount as number }
  })
}

function readCount(value: unknown, name: string, fallback: number): number {
  if (value === undefined) return fallback
  if (!Number.isInteger(value) || (value as number) < 0) {
    invalid(`every source index \`${name}\` must be positive`)
  }
  return value as number
}

function readSource(value: unknown): SourceIndex {
  if (!isObject(value) || typeof value.indexName !== 'string' || value.indexName === '') {
    invalid('every source index must have an `indexName`')
  }
  if (value.replicas !== undefined && typeof value.replicas !== 'boolean') {
    invalid('every source index `replicas` must be a boolean')
  }
  const generate = value.generate
  if (generate !== undefined && generate !== null) {
    if (!Array.isArray(generate) || !generate.every(isStringList)) {
      invalid('generate must be a list of lists of strings')
    }
  }
  return {
    indexName: value.indexName,
    replicas: value.replicas === true,
    analyticsTags: nullableStrings(value.analyticsTags, 'analyticsTags'),
    facets: readFacets(value.facets),
    minHits: readCount(value.minHits, 'minHits', 5),
    minLetters: readCount(value.minLetters, 'minLetters', 4),
    generate: (generate as string[][] | null | undefined) ?? null,
    external: nullableStrings(value.external, 'external'),
  }
}

/**
 * Validates a configuration body (`Configuration`, or `ConfigurationWithIndex` when
 * `indexName` is given) and fills in Algolia's defaults. Throws {@link ConfigInvalid}.
 */
export function readConfig(body: unknown, indexName?: string): SuggestionsConfig {
  if (!isObject(body)) invalid('the body must be a JSON object')
  const name = indexName ?? body.indexName
  if (typeof name !== 'string' || name.trim() === '') {
    throw new ConfigInvalid('IndexName cannot be empty.')
  }
  if (!Array.isArray(body.sourceIndices) || body.sourceIndices.length === 0) {
    invalid('sourceIndices needs to contain at least one index')
  }
  const languages = body.languages ?? false
  if (typeof languages !== 'boolean' && !isStringList(languages)) {
    invalid('languages must be a boolean or a list of language codes')
  }
  for (const flag of ['enablePersonalization', 'allowSpecialCharacters'] as const) {
    if (body[flag] !== undefined && typeof body[flag] !== 'boolean')
      invalid(`${flag} must be a boolean`)
  }
  const exclude = nullableStrings(body.exclude, 'exclude')
  for (const pattern of exclude ?? []) toExcludePattern(pattern)
  return {
    indexName: name,
    sourceIndices: body.sourceIndices.map(readSource),
    languages,
    exclude,
    enablePersonalization: body.enablePersonalization === true,
    allowSpecialCharacters: body.allowSpecialCharacters === true,
  }
}

/**
 * An `exclude` entry as a matcher: a plain word excludes suggestions containing that word; an
 * entry with regular-expression syntax is a case-insensitive regular expression.
 */
export function toExcludePattern(entry: string): RegExp {
  if (/[\\^$.*+?()[\]{}|]/.test(entry)) {
    try {
      return new RegExp(entry, 'iu')
    } catch {
      invalid(`exclude entry ${JSON.stringify(entry)} is not a valid regular expression`)
    }
  }
  const escaped = entry.trim().toLowerCase()
  return new RegExp(`(^|\\s)${escaped}(\\s|$)`, 'u')
}

import type { AttributePath } from './attributes'
import type { ScanOptions } from './tokenizer'

/**
 * Index-time tokenizing settings: a text index is built with them, and a query reading that
 * index tokenizes its words with the same separators. Undefined when both are unset (the default
 * scan), so that indexes and searches without them take the usual path.
 */
export interface TextOptions {
  /** `separatorsToIndex`: characters indexed as words of their own ("c++" is c, +, +). */
  separators?: string
  /** `camelCaseAttributes`: attributes whose camelCase words are cut ("iPhoneCase"). */
  camelCase?: readonly string[]
}

/** The text options of effective settings (undefined when none applies). */
export function textOptionsOf(params: {
  separatorsToIndex?: unknown
  camelCaseAttributes?: unknown
}): TextOptions | undefined {
  const separators =
    typeof params.separatorsToIndex === 'string' && params.separatorsToIndex.length > 0
      ? params.separatorsToIndex
      : undefined
  const camel = params.camelCaseAttributes
  const camelCase = Array.isArray(camel) && camel.length > 0 ? (camel as string[]) : undefined
  if (separators === undefined && camelCase === undefined) return undefined
  const options: TextOptions = {}
  if (separators !== undefined) options.separators = separators
  if (camelCase !== undefined) options.camelCase = camelCase
  return options
}

/** Part of a text index's cache key ('' for the defaults). */
export function textOptionsKey(options: TextOptions | undefined): string {
  return options === undefined ? '' : JSON.stringify([options.separators, options.camelCase])
}

/** How query words are scanned for an index built with `options` (camelCase is index-time only). */
export function queryScan(options: TextOptions | undefined): ScanOptions | undefined {
  return options?.separators === undefined ? undefined : { separators: options.separators }
}

/** How the values of one attribute are scanned (undefined: the default scan). */
export function attributeScan(
  options: TextOptions | undefined,
  path: AttributePath,
): ScanOptions | undefined {
  if (options === undefined) return undefined
  const camelCase = options.camelCase?.includes(path.name) === true
  if (options.separators === undefined && !camelCase) return undefined
  const scan: ScanOptions = {}
  if (options.separators !== undefined) scan.separators = options.separators
  if (camelCase) scan.camelCase = true
  return scan
}

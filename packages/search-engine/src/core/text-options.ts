import type { AttributePath } from './attributes'
import { customNormalizer } from './custom-normalize'
import { normalizationEntryFits } from './normalization-lengths'
import type { ScanOptions } from './tokenizer'

/**
 * Index-time tokenizing settings: a text index is built with them, and a query reading that
 * index splits and normalises its words the same way. Undefined when none is set (the default
 * scan), so that indexes and searches without them take the usual path. One object per distinct
 * value (memoised), so the scans derived from it are too, and caches can key on them.
 */
export interface TextOptions {
  /** `separatorsToIndex`: characters indexed as words of their own ("c++" is c, +, +). */
  separators?: string
  /** `camelCaseAttributes`: attributes whose camelCase words are cut ("iPhoneCase"). */
  camelCase?: readonly string[]
  /** `keepDiacriticsOnCharacters` and `customNormalization.default` as one normaliser. */
  normalize?: (text: string) => string
  /** Identifies the options (part of a text index's cache key). */
  key: string
  /** How queries and attributes not cut are scanned. */
  scan: ScanOptions
  /** How `camelCaseAttributes` are scanned. */
  camelScan: ScanOptions
}

const MEMO_LIMIT = 64
const memo = new Map<string, TextOptions>()

/** `customNormalization.default` as applied, and a number naming its content in the options' key. */
interface Mapping {
  mapping: Record<string, string> | undefined
  id: number
}

// Read once per settings value: every search asks for its options several times, and reading a
// mapping of 20,000 characters each time (and keying the options by its text) cost 170 ms a
// search (60,000: 680 ms). Equal mappings share an id; an id is never given to other content.
const mappings = new WeakMap<object, Mapping>()
const mappingIds = new Map<string, number>()
let lastMappingId = 0

function mappingOf(value: unknown): Mapping {
  if (value === null || typeof value !== 'object') return { mapping: undefined, id: 0 }
  let found = mappings.get(value)
  if (found === undefined) {
    const mapping = plainMapping(value)
    let id = 0
    if (mapping !== undefined) {
      const text = JSON.stringify(mapping)
      id = mappingIds.get(text) ?? ++lastMappingId
      if (mappingIds.size >= MEMO_LIMIT) mappingIds.clear()
      mappingIds.set(text, id)
    }
    found = { mapping, id }
    mappings.set(value, found)
  }
  return found
}

function plainMapping(value: unknown): Record<string, string> | undefined {
  const mapping = (value as { default?: unknown } | null | undefined)?.default
  if (mapping === null || typeof mapping !== 'object' || Array.isArray(mapping)) return undefined
  const out: Record<string, string> = {}
  // Algolia maps single characters (a longer key could never apply: words are read per
  // character) to at most two: an entry stored before setSettings checked it is passed over, or
  // one 'a' -> 5,000 characters made every record word thousands of times longer.
  for (const [from, to] of Object.entries(mapping)) {
    if (typeof to === 'string' && normalizationEntryFits(from, to)) out[from] = to
  }
  return Object.keys(out).length > 0 ? out : undefined
}

function build(
  separators: string | undefined,
  camelCase: readonly string[] | undefined,
  keep: string | undefined,
  mapping: Record<string, string> | undefined,
  key: string,
): TextOptions {
  const scan: ScanOptions = {}
  if (separators !== undefined) scan.separators = separators
  if (keep !== undefined || mapping !== undefined) {
    scan.normalize = customNormalizer(keep ?? '', mapping ?? {})
  }
  const options: TextOptions = { key, scan, camelScan: { ...scan, camelCase: true } }
  if (separators !== undefined) options.separators = separators
  if (camelCase !== undefined) options.camelCase = camelCase
  if (scan.normalize !== undefined) options.normalize = scan.normalize
  return options
}

/**
 * The characters of `separatorsToIndex` the scan can index: one UTF-16 unit each (it reads the
 * text per unit) and not white space (Algolia refuses spaces; each would become a word).
 */
function indexedSeparators(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const kept = [...value].filter((char) => char.length === 1 && !/\s/u.test(char)).join('')
  return kept.length > 0 ? kept : undefined
}

/** The text options of effective settings (undefined when none applies). */
export function textOptionsOf(settings: object): TextOptions | undefined {
  const params = settings as {
    separatorsToIndex?: unknown
    camelCaseAttributes?: unknown
    keepDiacriticsOnCharacters?: unknown
    customNormalization?: unknown
  }
  const { separatorsToIndex, camelCaseAttributes, keepDiacriticsOnCharacters } = params
  const separators = indexedSeparators(separatorsToIndex)
  const camelCase =
    Array.isArray(camelCaseAttributes) && camelCaseAttributes.length > 0
      ? (camelCaseAttributes as string[])
      : undefined
  const keep =
    typeof keepDiacriticsOnCharacters === 'string' && keepDiacriticsOnCharacters.length > 0
      ? keepDiacriticsOnCharacters
      : undefined
  const { mapping, id } = mappingOf(params.customNormalization)
  if (!separators && !camelCase && !keep && !mapping) return undefined
  const key = JSON.stringify([separators, camelCase, keep, id])
  let options = memo.get(key)
  if (options === undefined) {
    options = build(separators, camelCase, keep, mapping, key)
    if (memo.size >= MEMO_LIMIT) memo.clear()
    memo.set(key, options)
  }
  return options
}

/** Part of a text index's cache key ('' for the defaults). */
export function textOptionsKey(options: TextOptions | undefined): string {
  return options === undefined ? '' : options.key
}

/** How query words are scanned for an index built with `options` (camelCase is index-time only). */
export function queryScan(options: TextOptions | undefined): ScanOptions | undefined {
  return options === undefined || (!options.separators && !options.normalize)
    ? undefined
    : options.scan
}

/** How the values of one attribute are scanned (undefined: the default scan). */
export function attributeScan(
  options: TextOptions | undefined,
  path: AttributePath,
): ScanOptions | undefined {
  if (options === undefined) return undefined
  if (options.camelCase?.includes(path.name) === true) return options.camelScan
  return queryScan(options)
}

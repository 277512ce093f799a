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

/** A setting value as the scan applies it, and a number naming that content in the options' key. */
interface Derived<T> {
  value: T | undefined
  id: number
}

// Each setting value is read once: every search asks for its options several times, and reading
// (then keying the options by) 60,000 mapped characters took 770 ms a search, 500,000
// separators 340 ms. Values are cached by identity (objects) or text (strings, whose hash the
// engine keeps); equal contents share an id, and an id is never given to other content.
// The text caches hold at most CACHE_LIMIT values of a kind and CACHED_CHARS characters in all
// (values may come from request bodies: Recommend's fallbackParameters, for the admin key).
const CACHE_LIMIT = 256
const CACHED_CHARS = 16 * 1024 * 1024
const byObject = new WeakMap<object, Derived<unknown>>()
const byText = new Map<string, Map<string, Derived<unknown>>>()
const contentIds = new Map<string, number>()
let cachedChars = 0
let lastId = 0

function makeRoom(chars: number): void {
  if (cachedChars + chars <= CACHED_CHARS) return
  byText.clear()
  contentIds.clear()
  cachedChars = 0
}

function contentId(content: string): number {
  const id = contentIds.get(content) ?? ++lastId
  if (contentIds.size >= CACHE_LIMIT) contentIds.clear()
  makeRoom(content.length)
  contentIds.set(content, id)
  cachedChars += content.length
  return id
}

function derived<T>(
  kind: string,
  raw: unknown,
  read: (raw: unknown) => T | undefined,
  text: (value: T) => string,
): Derived<T> {
  if (raw === null || raw === undefined) return { value: undefined, id: 0 }
  let texts = byText.get(kind)
  if (texts === undefined) byText.set(kind, (texts = new Map()))
  const cached = typeof raw === 'object' ? byObject.get(raw) : texts.get(String(raw))
  if (cached !== undefined) return cached as Derived<T>
  const value = read(raw)
  const found = { value, id: value === undefined ? 0 : contentId(`${kind}:${text(value)}`) }
  if (typeof raw === 'object') byObject.set(raw, found)
  else {
    const key = String(raw)
    if (texts.size >= CACHE_LIMIT) texts.clear()
    makeRoom(key.length)
    // Cleared with the others by makeRoom: look the kind's map up again.
    let current = byText.get(kind)
    if (current === undefined) byText.set(kind, (current = new Map()))
    current.set(key, found)
    cachedChars += key.length
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
  // Built once per value: the scan looks up every non-word character of every text in it.
  if (separators !== undefined) scan.separators = separatorCodes(separators)
  if (keep !== undefined || mapping !== undefined) {
    scan.normalize = customNormalizer(keep ?? '', mapping ?? {})
  }
  const options: TextOptions = { key, scan, camelScan: { ...scan, camelCase: true } }
  if (separators !== undefined) options.separators = separators
  if (camelCase !== undefined) options.camelCase = camelCase
  if (scan.normalize !== undefined) options.normalize = scan.normalize
  return options
}

function separatorCodes(separators: string): ReadonlySet<number> {
  const codes = new Set<number>()
  for (let i = 0; i < separators.length; i++) codes.add(separators.charCodeAt(i))
  return codes
}

// Letters, digits and marks: the scan reads them as words before it looks at the separators.
const WORD_CHARACTER = /[\p{L}\p{N}\p{M}]/u

/**
 * The characters of `separatorsToIndex` the scan can index, each once: one UTF-16 unit each (it
 * reads the text per unit), not white space (Algolia refuses spaces; each would become a word)
 * and not a letter or digit (Algolia documents separators as non-letter characters; the scan
 * never reads one as a separator).
 */
function indexedSeparators(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const kept = new Set<string>()
  for (const char of value) {
    if (char.length === 1 && !/\s/u.test(char) && !WORD_CHARACTER.test(char)) kept.add(char)
  }
  return kept.size > 0 ? [...kept].join('') : undefined
}

const nonEmptyText = (value: unknown) =>
  typeof value === 'string' && value.length > 0 ? value : undefined
const listOfNames = (value: unknown) =>
  Array.isArray(value) && value.length > 0 ? (value as string[]) : undefined

/** The text options of effective settings (undefined when none applies). */
export function textOptionsOf(settings: object): TextOptions | undefined {
  const params = settings as {
    separatorsToIndex?: unknown
    camelCaseAttributes?: unknown
    keepDiacriticsOnCharacters?: unknown
    customNormalization?: unknown
  }
  const separators = derived('s', params.separatorsToIndex, indexedSeparators, (v) => v)
  const camelCase = derived('c', params.camelCaseAttributes, listOfNames, (v) => JSON.stringify(v))
  const keep = derived('k', params.keepDiacriticsOnCharacters, nonEmptyText, (v) => v)
  const mapping = derived('m', params.customNormalization, plainMapping, (v) => JSON.stringify(v))
  if (!separators.value && !camelCase.value && !keep.value && !mapping.value) return undefined
  const key = `${separators.id},${camelCase.id},${keep.id},${mapping.id}`
  let options = memo.get(key)
  if (options === undefined) {
    options = build(separators.value, camelCase.value, keep.value, mapping.value, key)
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

import { markText, textJson, textTokens, type MarkOptions } from './mark-text'
import type { Steps } from './steps'
import type { HighlightResult, HighlightResultOption, MatchLevel, SnippetResult } from './types'
import { setOwn } from './own-keys'

/** Match level from the number of distinct query words matched. */
export function matchLevel(matched: number, total: number): MatchLevel {
  if (matched === 0 || total === 0) return 'none'
  return matched >= total ? 'full' : 'partial'
}

/** Options for highlighting: tags, matcher, and the query words for `matchedWords`. */
export interface HighlightOptions extends MarkOptions {
  words: string[]
  /** Number of distinct `words` (computed from `words` when absent). */
  distinctWords?: number
  /** `restrictHighlightAndSnippetArrays`: array items without any match are left out. */
  restrictArrays?: boolean
}

/** Distinct query words among the matched word positions. */
export function matchedQueryWords(matched: Set<number>, words: string[]): string[] {
  const out: string[] = []
  for (const i of matched) {
    const word = words[i]!
    if (!out.includes(word)) out.push(word)
  }
  return out
}

function highlightLeaf(text: string, options: HighlightOptions): HighlightResultOption {
  if (options.words.length === 0) return { value: text, matchLevel: 'none', matchedWords: [] }
  const marked = markText(text, textTokens(text, options.scan), options)
  const distinct = options.distinctWords ?? new Set(options.words).size
  const matchedWords = matchedQueryWords(marked.matchedWords, options.words)
  const level = matchLevel(matchedWords.length, distinct)
  const result: HighlightResultOption = { value: marked.value, matchLevel: level, matchedWords }
  if (level !== 'none') result.fullyHighlighted = marked.fully
  return result
}

/** `JSON.stringify(highlightLeaf(text, options))`, without building the object. */
function highlightLeafJson(text: string, options: HighlightOptions): string {
  const tokens = textTokens(text, options.scan)
  if (options.words.length === 0) {
    return `{"value":${textJson(text, tokens)},"matchLevel":"none","matchedWords":[]}`
  }
  const marked = markText(text, tokens, options)
  const distinct = options.distinctWords ?? new Set(options.words).size
  const matchedWords = matchedQueryWords(marked.matchedWords, options.words)
  const level = matchLevel(matchedWords.length, distinct)
  const value = marked.value === text ? textJson(text, tokens) : JSON.stringify(marked.value)
  const words = matchedWords.length === 0 ? '[]' : JSON.stringify(matchedWords)
  const fully = level === 'none' ? '' : `,"fullyHighlighted":${marked.fully}`
  return `{"value":${value},"matchLevel":"${level}","matchedWords":${words}${fully}}`
}

/** Leaf caches holding entries, and their total size (all are emptied past the limit). */
const liveLeafCaches = new Set<Map<string, string>>()
let leafCount = 0
const LEAF_LIMIT = 50_000

/** A leaf's JSON from `cache` (by text), else from `build`, then cached (bounded). */
export function cachedLeaf(
  cache: Map<string, string> | undefined,
  text: string,
  build: () => string,
): string {
  if (cache === undefined) return build()
  let json = cache.get(text)
  if (json === undefined) {
    json = build()
    if (++leafCount > LEAF_LIMIT) {
      for (const live of liveLeafCaches) live.clear()
      liveLeafCaches.clear()
      leafCount = 1
    }
    liveLeafCaches.add(cache)
    cache.set(text, json)
  }
  return json
}

/**
 * A key that `JSON.stringify` writes in insertion order as an own property: not an array index
 * (those come first in an object's key order) and not `__proto__` (assigning it sets the prototype).
 */
export function isOrderedKey(key: string): boolean {
  const first = key.charCodeAt(0)
  return !(first >= 48 && first <= 57) && key !== '__proto__'
}

/**
 * Whether a leaf's or tree's JSON holds a match. Values are JSON strings, where a quote is
 * escaped, so `"matchLevel":"` only occurs as a key of a result.
 */
function jsonHasMatch(json: string): boolean {
  return json.includes('"matchLevel":"full"') || json.includes('"matchLevel":"partial"')
}

/** Whether a highlight or snippet tree holds a match (at any depth). */
export function hasMatch(result: HighlightResult | SnippetResult): boolean {
  if (Array.isArray(result)) return result.some(hasMatch)
  if (typeof result.matchLevel === 'string') return result.matchLevel !== 'none'
  return Object.values(result as Record<string, HighlightResult>).some(hasMatch)
}

/**
 * A tree of leaves as JSON: `leaf` writes strings (and numbers); arrays and objects keep their
 * shape, values with nothing to mark are dropped, and so are array items without a match when
 * `restrictArrays`. Returns null when the tree cannot be written in order (see
 * {@link isOrderedKey}): the caller then stringifies the object form.
 */
export function treeJson(
  value: unknown,
  leaf: (text: string) => string,
  restrictArrays = false,
): string | undefined | null {
  if (typeof value === 'string') return leaf(value)
  if (typeof value === 'number') return leaf(String(value))
  if (Array.isArray(value)) {
    let out = '['
    for (const item of value) {
      const text = treeJson(item, leaf, restrictArrays)
      if (text === null) return null
      if (text === undefined || (restrictArrays && !jsonHasMatch(text))) continue
      out += out.length > 1 ? `,${text}` : text
    }
    return `${out}]`
  }
  if (value !== null && typeof value === 'object') {
    let out = '{'
    for (const [key, item] of Object.entries(value)) {
      if (!isOrderedKey(key)) return null
      const text = treeJson(item, leaf, restrictArrays)
      if (text === null) return null
      if (text !== undefined) out += `${out.length > 1 ? ',' : ''}${JSON.stringify(key)}:${text}`
    }
    return `${out}}`
  }
  return undefined
}

/** The texts {@link treeJson} writes as leaves (numbers as text), in order. */
export function* leafTexts(value: unknown): Generator<string, void, void> {
  if (typeof value === 'string') yield value
  else if (typeof value === 'number') yield String(value)
  else if (Array.isArray(value)) for (const item of value) yield* leafTexts(item)
  else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) yield* leafTexts(item)
  }
}

/**
 * Puts the highlight JSON of every text of `value` in `leaves`, one step per text: a writer that
 * may pause between steps then writes the value's JSON from the cache at once.
 */
export function* warmHighlight(
  value: unknown,
  options: HighlightOptions,
  leaves: Map<string, string>,
): Steps<void> {
  for (const text of leafTexts(value)) {
    cachedLeaf(leaves, text, () => highlightLeafJson(text, options))
    yield
  }
}

/** `JSON.stringify(highlightValue(value, options))`, or null (see {@link treeJson}). */
export function highlightJson(
  value: unknown,
  options: HighlightOptions,
  leaves?: Map<string, string>,
): string | undefined | null {
  return treeJson(
    value,
    (text) => cachedLeaf(leaves, text, () => highlightLeafJson(text, options)),
    options.restrictArrays,
  )
}

/**
 * Highlight tree of a value: strings (and numbers) become `{ value, matchLevel, matchedWords }`,
 * arrays and objects keep their shape. Returns undefined for values with nothing to highlight.
 */
export function highlightValue(
  value: unknown,
  options: HighlightOptions,
): HighlightResult | undefined {
  if (typeof value === 'string') return highlightLeaf(value, options)
  if (typeof value === 'number') return highlightLeaf(String(value), options)
  if (Array.isArray(value)) {
    const items = value.map((item) => highlightValue(item, options))
    return items.filter(
      (item): item is HighlightResult =>
        item !== undefined && (options.restrictArrays !== true || hasMatch(item)),
    )
  }
  if (value !== null && typeof value === 'object') {
    const out: Record<string, HighlightResult> = {}
    for (const [key, item] of Object.entries(value)) {
      const result = highlightValue(item, options)
      if (result !== undefined) setOwn(out, key, result)
    }
    return out
  }
  return undefined
}

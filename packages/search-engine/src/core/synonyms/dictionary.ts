import { tokenizeWith, type ScanOptions } from '../tokenizer'
import { usablePhrase } from './limits'
import type { SynonymHit } from './types'

/** What a phrase of query words may be replaced by. */
export interface SynonymTarget {
  words: string[]
  typos: number
  /** `singleWordSynonym` or `multiWordsSynonym` (for `alternativesAsExact`); corrections: none. */
  kind: 'singleWordSynonym' | 'multiWordsSynonym' | 'correction'
}

/** Phrase (normalised words joined by spaces) → its targets, in the order the synonyms list them. */
export interface SynonymDictionary {
  get(phrase: string): SynonymTarget[] | undefined
}

/** The distinct phrases of a regular synonym set, shared by each of them. */
interface Group {
  phrases: string[][]
  keys: string[]
}

type Source = SynonymTarget | Group

const dictionaries = new WeakMap<readonly SynonymHit[], SynonymDictionary>()
/** Dictionaries of indexes with text options, per scan (memoised per settings value). */
const scannedDictionaries = new WeakMap<
  ScanOptions,
  WeakMap<readonly SynonymHit[], SynonymDictionary>
>()
const KEPT_TARGETS = 64

function kindOf(from: number, to: number, typos: number): SynonymTarget['kind'] {
  if (typos > 0) return 'correction'
  return from === 1 && to === 1 ? 'singleWordSynonym' : 'multiWordsSynonym'
}

function push(sources: Map<string, Source[]>, key: string, source: Source): void {
  const list = sources.get(key)
  if (list === undefined) sources.set(key, [source])
  else if (list.at(-1) !== source) list.push(source)
}

function add(sources: Map<string, Source[]>, from: string[], to: string[], typos: number): void {
  if (from.length === 0 || to.length === 0 || !usablePhrase(from) || !usablePhrase(to)) return
  const key = from.join(' ')
  if (key === to.join(' ')) return
  push(sources, key, { words: to, typos, kind: kindOf(from.length, to.length, typos) })
}

// A regular set of n phrases is kept once and expanded for the phrase looked up: listing every
// pair made a set of 3,000 words cost 2.2 s and 570 MB at its first search (n² targets).
function addGroup(sources: Map<string, Source[]>, phrases: string[][]): void {
  const group: Group = { phrases: [], keys: [] }
  const seen = new Set<string>()
  for (const phrase of phrases) {
    // A phrase over the word cap (saved before it) is skipped: matching it cost a search seconds.
    if (phrase.length === 0 || !usablePhrase(phrase)) continue
    const key = phrase.join(' ')
    if (seen.has(key)) continue
    seen.add(key)
    group.phrases.push(phrase)
    group.keys.push(key)
  }
  for (const key of group.keys) push(sources, key, group)
}

function compile(
  hits: readonly SynonymHit[],
  scan: ScanOptions | undefined,
): Map<string, Source[]> {
  const tokenize = (text: string) => tokenizeWith(text, scan)
  const sources = new Map<string, Source[]>()
  for (const hit of hits) {
    const phrases = (hit.synonyms ?? []).map(tokenize)
    if (hit.type === 'synonym') {
      addGroup(sources, phrases)
    } else if (hit.type === 'onewaysynonym') {
      for (const to of phrases) add(sources, tokenize(hit.input ?? ''), to, 0)
    } else if (hit.type === 'altcorrection1' || hit.type === 'altcorrection2') {
      const typos = hit.type === 'altcorrection1' ? 1 : 2
      for (const c of hit.corrections ?? []) {
        add(sources, tokenize(hit.word ?? ''), tokenize(c), typos)
      }
    } else if (hit.type === 'placeholder') {
      // Records hold the placeholder as `<name>`, which the tokenizer indexes as `name`.
      const token = tokenize(hit.placeholder ?? '')
      for (const r of hit.replacements ?? []) add(sources, tokenize(r), token, 0)
    }
  }
  return sources
}

function expand(key: string, sources: Source[]): SynonymTarget[] {
  const from = key.split(' ').length
  const out: SynonymTarget[] = []
  for (const source of sources) {
    if (!('phrases' in source)) {
      out.push(source)
      continue
    }
    source.phrases.forEach((to, i) => {
      if (source.keys[i] !== key)
        out.push({ words: to, typos: 0, kind: kindOf(from, to.length, 0) })
    })
  }
  return out
}

/**
 * The phrase dictionary of a synonym list (compiled once per list: lists are replaced, not
 * edited), its phrases split and normalised with the index's `scan` (indexed separators,
 * custom normalisation) when it has one.
 */
export function synonymDictionary(
  hits: readonly SynonymHit[],
  scan?: ScanOptions,
): SynonymDictionary {
  let cache = dictionaries
  if (scan !== undefined) {
    let scanned = scannedDictionaries.get(scan)
    if (scanned === undefined) scannedDictionaries.set(scan, (scanned = new WeakMap()))
    cache = scanned
  }
  let dict = cache.get(hits)
  if (!dict) {
    const sources = compile(hits, scan)
    // Short expansions (nearly every phrase) are kept: a search looks up the same few phrases.
    const kept = new Map<string, SynonymTarget[]>()
    dict = {
      get(phrase) {
        const list = sources.get(phrase)
        if (list === undefined) return undefined
        let targets = kept.get(phrase)
        if (targets === undefined) {
          targets = expand(phrase, list)
          if (targets.length <= KEPT_TARGETS) kept.set(phrase, targets)
        }
        return targets
      },
    }
    cache.set(hits, dict)
  }
  return dict
}

import { tokenize } from '../tokenizer'
import type { SynonymHit } from './types'

/** What a phrase of query words may be replaced by. */
export interface SynonymTarget {
  words: string[]
  typos: number
  /** `singleWordSynonym` or `multiWordsSynonym` (for `alternativesAsExact`); corrections: none. */
  kind: 'singleWordSynonym' | 'multiWordsSynonym' | 'correction'
}

/** Phrase (normalised words joined by spaces) → its targets. */
export type SynonymDictionary = Map<string, SynonymTarget[]>

const dictionaries = new WeakMap<readonly SynonymHit[], SynonymDictionary>()

function add(dict: SynonymDictionary, from: string[], to: string[], typos: number): void {
  if (from.length === 0 || to.length === 0) return
  const key = from.join(' ')
  if (key === to.join(' ')) return
  const kind =
    typos > 0
      ? 'correction'
      : from.length === 1 && to.length === 1
        ? 'singleWordSynonym'
        : 'multiWordsSynonym'
  const list = dict.get(key) ?? []
  list.push({ words: to, typos, kind })
  dict.set(key, list)
}

function compile(hits: readonly SynonymHit[]): SynonymDictionary {
  const dict: SynonymDictionary = new Map()
  for (const hit of hits) {
    const phrases = (hit.synonyms ?? []).map((s) => tokenize(s))
    if (hit.type === 'synonym') {
      for (const from of phrases) for (const to of phrases) add(dict, from, to, 0)
    } else if (hit.type === 'onewaysynonym') {
      for (const to of phrases) add(dict, tokenize(hit.input ?? ''), to, 0)
    } else if (hit.type === 'altcorrection1' || hit.type === 'altcorrection2') {
      const typos = hit.type === 'altcorrection1' ? 1 : 2
      for (const c of hit.corrections ?? []) add(dict, tokenize(hit.word ?? ''), tokenize(c), typos)
    } else if (hit.type === 'placeholder') {
      // Records hold the placeholder as `<name>`, which the tokenizer indexes as `name`.
      const token = tokenize(hit.placeholder ?? '')
      for (const r of hit.replacements ?? []) add(dict, tokenize(r), token, 0)
    }
  }
  return dict
}

/** The phrase dictionary of a synonym list (compiled once per list: lists are replaced, not edited). */
export function synonymDictionary(hits: readonly SynonymHit[]): SynonymDictionary {
  let dict = dictionaries.get(hits)
  if (!dict) {
    dict = compile(hits)
    dictionaries.set(hits, dict)
  }
  return dict
}

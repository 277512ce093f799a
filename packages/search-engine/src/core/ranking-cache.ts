import { plainJson } from './effective-params'
import type { QueryWord } from './query-words'
import type { Snapshot } from './snapshot'
import type { SynonymHit } from './synonyms/types'
import type { TextIndex } from './text-index'
import type { IndexSettings, SearchParams } from './types'

/**
 * The first ranked documents of a search, with what its hits need besides them: enough to answer
 * any page within them with the same hits, order, `nbHits` and highlighting as ranking again.
 */
export interface KeptRanking {
  /** The first documents in ranking order (every match when there are fewer). */
  ranked: Uint32Array
  nbHits: number
  /** The query words as matched (highlighting follows them). */
  words: QueryWord[]
  index: TextIndex | undefined
  /** The synonyms the words were expanded with (the list is replaced on every change). */
  synonyms: readonly SynonymHit[] | undefined
}

/** Ranked documents kept per search: enough for the first pages of an autocomplete. */
export const RANKED_KEPT = 64
/** Searches kept as they are answered, per index version and settings (least recently used out). */
const RECENT_LIMIT = 256
/** A search is kept as it is answered only when ranking it again would cost (many matches). */
export const MIN_KEPT_HITS = 1_000

/**
 * Parameters that only shape the answer (page, retrieved and highlighted attributes, analytics):
 * searches differing in them alone rank the same documents in the same order.
 */
const PRESENTATION = new Set([
  'hitsPerPage',
  'page',
  'offset',
  'length',
  'attributesToRetrieve',
  'attributesToHighlight',
  'attributesToSnippet',
  'highlightPreTag',
  'highlightPostTag',
  'snippetEllipsisText',
  'restrictHighlightAndSnippetArrays',
  'replaceSynonymsInHighlight',
  'responseFields',
  'analytics',
  'analyticsTags',
  'clickAnalytics',
  'enableABTest',
  'percentileComputation',
  'userToken',
  'facets',
  'maxValuesPerFacet',
  'sortFacetValuesBy',
  'maxFacetHits',
  'facetingAfterDistinct',
  'paginationLimitedTo',
])

interface Kept {
  /** Prepared in idle time for the index version: never evicted. */
  prepared: Map<string, KeptRanking>
  recent: Map<string, KeptRanking>
}

// Per index version and settings object (settings are replaced, never edited).
const store = new WeakMap<Snapshot, WeakMap<IndexSettings, Kept>>()

function keptOf(snapshot: Snapshot, settings: IndexSettings): Kept {
  let bySettings = store.get(snapshot)
  if (!bySettings) store.set(snapshot, (bySettings = new WeakMap()))
  let kept = bySettings.get(settings)
  if (!kept) bySettings.set(settings, (kept = { prepared: new Map(), recent: new Map() }))
  return kept
}

/**
 * What decides a search's ranking among its parameters (every parameter but the presentation
 * ones, the query included), as a key; undefined when one of them is not plain JSON.
 */
export function rankingKey(params: SearchParams): string | undefined {
  let out = ''
  for (const key of Object.keys(params)) {
    const value = (params as Record<string, unknown>)[key]
    if (value === undefined || value === null || PRESENTATION.has(key)) continue
    const text = plainJson(value)
    if (text === undefined) return undefined
    out += `${JSON.stringify(key)}:${text},`
  }
  return out
}

/** Where one search's ranking is looked for and kept. */
export interface RankingSlot {
  snapshot: Snapshot
  settings: IndexSettings
  synonyms: readonly SynonymHit[] | undefined
  key: string
}

/** The kept ranking of a search if it holds the first `end` documents. */
export function findRanking(slot: RankingSlot, end: number): KeptRanking | undefined {
  const kept = keptOf(slot.snapshot, slot.settings)
  let found = kept.prepared.get(slot.key)
  if (!found) {
    found = kept.recent.get(slot.key)
    if (found) {
      kept.recent.delete(slot.key)
      kept.recent.set(slot.key, found)
    }
  }
  if (!found || found.synonyms !== slot.synonyms) return undefined
  return end <= found.ranked.length || found.ranked.length === found.nbHits ? found : undefined
}

/** Keeps a search's ranking among the prepared ones, or the recent ones (least recently used out). */
export function keepRanking(slot: RankingSlot, ranking: KeptRanking, prepared: boolean): void {
  const kept = keptOf(slot.snapshot, slot.settings)
  if (prepared) {
    kept.prepared.set(slot.key, ranking)
    return
  }
  if (kept.prepared.has(slot.key)) return
  kept.recent.delete(slot.key)
  kept.recent.set(slot.key, ranking)
  if (kept.recent.size > RECENT_LIMIT) kept.recent.delete(kept.recent.keys().next().value!)
}

/** Whether a search's ranking was prepared for this index version and settings. */
export function isPrepared(slot: RankingSlot): boolean {
  return keptOf(slot.snapshot, slot.settings).prepared.has(slot.key)
}

/** Rankings kept for an index version and settings: how many, and the documents they hold. */
export function keptSize(
  snapshot: Snapshot,
  settings: IndexSettings,
): { prepared: number; recent: number; documents: number } {
  const kept = keptOf(snapshot, settings)
  let documents = 0
  for (const r of kept.prepared.values()) documents += r.ranked.length
  for (const r of kept.recent.values()) documents += r.ranked.length
  return { prepared: kept.prepared.size, recent: kept.recent.size, documents }
}

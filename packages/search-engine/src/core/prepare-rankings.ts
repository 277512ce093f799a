import { effectiveParams } from './effective-params'
import { heavyPrefixes, typoHeavyPrefixes } from './heavy-prefixes'
import { searchableFor } from './matches'
import { isPrepared, rankingKey } from './ranking-cache'
import { isDistinct, searchSteps, type SearchTarget } from './search'
import { textOptionsOf } from './text-options'
import type { Steps } from './steps'

/**
 * Prefixes whose terms hold this many postings are prepared: a search on one merges and ranks
 * about as many matches, the costliest common search of an autocomplete (one or two letters).
 */
export const PREPARED_MIN_POSTINGS = 4_096

/**
 * Ranks, for the index version, every prefix typed alone that matches many records (see
 * {@link heavyPrefixes} and, with typos, {@link typoHeavyPrefixes}) and keeps its first ranked
 * documents, so that no search pays for it: searches differing from those only in presentation
 * parameters (page, highlighting, analytics) take their page from them. Each prefix is ranked as
 * the search itself would be, in its steps. Returns how many prefixes are prepared, now or by an
 * earlier call (0 when nothing applies: a virtual replica, `distinct`), undefined when the text
 * index is not built yet and `build` is not set.
 */
export function* prepareRankings(target: SearchTarget, build: boolean): Steps<number | undefined> {
  const p = effectiveParams(target.settings, {})
  if (target.virtual === true || isDistinct(p)) return 0
  const attributes = searchableFor(p)
  const options = textOptionsOf(p)
  if (!build && !target.snapshot.hasTextIndex(attributes, options)) return undefined
  const index = target.snapshot.textIndex(attributes, options)
  yield
  const prefixes = new Set([
    ...(yield* heavyPrefixes(index, PREPARED_MIN_POSTINGS)),
    ...(yield* typoHeavyPrefixes(index, p, PREPARED_MIN_POSTINGS)),
  ])
  const { snapshot, settings, synonyms } = target
  for (const query of prefixes) {
    const params = { query, hitsPerPage: 0 }
    if (isPrepared({ snapshot, settings, synonyms, key: rankingKey(params)! })) continue
    yield
    yield* searchSteps(target, params, { rankings: 'prepare' })
  }
  return prefixes.size
}

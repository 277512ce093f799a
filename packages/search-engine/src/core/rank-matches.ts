import type { CriteriaInput } from './criteria'
import type { GeoRanking } from './geo/geo-ranking'
import { customGroups } from './custom-groups'
import type { EffectiveParams, Matches } from './matches'
import { rankCandidates } from './order'
import { compileCustomRanking, compileRanking, type CustomKey, type Criterion } from './ranking'
import type { Snapshot } from './snapshot'
import type { Steps } from './steps'

/** Hooks that add non-textual ranking signals. */
export interface RankHooks {
  filterScore?: (doc: number) => number
  personalization?: (doc: number) => number
  /** Set when the search ranks around a point. */
  geo?: GeoRanking
}

/**
 * Criteria before `custom` (geo only around a point), with personalization inserted where custom
 * was.
 */
export function activeCriteria(params: EffectiveParams, hooks: RankHooks): Criterion[] {
  const tolerance = params.typoTolerance
  const all = compileRanking(params.ranking, tolerance === 'min' || tolerance === 'strict')
  const custom = all.findIndex((c) => c.kind === 'custom')
  const before = (custom < 0 ? all : all.slice(0, custom)).filter(
    (c) => c.kind !== 'geo' || hooks.geo,
  )
  if (hooks.personalization) before.push({ kind: 'personalization' })
  return before
}

function walkOrder(order: Uint32Array, matches: Matches, k: number): Uint32Array {
  const take = Math.min(k, matches.n)
  if (!matches.filter) return order.slice(0, take)
  const out = new Uint32Array(take)
  let found = 0
  for (let i = 0; i < order.length && found < take; i++) {
    if (matches.filter.has(order[i]!)) out[found++] = order[i]!
  }
  return out
}

/**
 * The first `k` matching documents in ranking order (none for `k` 0). An empty query without ranking hooks walks
 * a precomputed order (sort keys, then custom ranking) and stops after `k` hits; every other
 * query ranks the candidates with packed keys.
 */
export function* rankMatches(
  snapshot: Snapshot,
  params: EffectiveParams,
  matches: Matches,
  hooks: RankHooks,
  k: number,
): Steps<Uint32Array> {
  // No hit asked for (`hitsPerPage: 0`: facet-only and count-only queries): nothing to rank.
  if (k <= 0 || matches.n === 0) return new Uint32Array(0)
  const criteria = activeCriteria(params, hooks)
  const customKeys = compileCustomRanking(params.customRanking)
  const tieBreak = snapshot.order(customKeys)
  const hooked =
    hooks.filterScore !== undefined ||
    hooks.personalization !== undefined ||
    criteria.some((c) => c.kind === 'geo')
  if (matches.states.length === 0 && !hooked) {
    const sortKeys = criteria
      .filter((c): c is Extract<Criterion, { kind: 'sort' }> => c.kind === 'sort')
      .map((c): CustomKey => ({ attribute: c.attribute, descending: c.descending }))
    const order = sortKeys.length === 0 ? tieBreak : snapshot.order([...sortKeys, ...customKeys])
    return walkOrder(order.order, matches, k)
  }
  let docs = matches.docs
  if (!docs) {
    docs = snapshot.buffer('candidates', (size) => new Uint32Array(size))
    for (let i = 0; i < matches.n; i++) docs[i] = i
  }
  const input: CriteriaInput = {
    snapshot,
    index: matches.index,
    states: matches.states,
    criteria,
    ...hooks,
  }
  const groups = customGroups(snapshot, customKeys)
  if (groups) input.customGroups = groups
  if (params.exactOnSingleWordQuery) input.exactOnSingleWordQuery = params.exactOnSingleWordQuery
  if (params.minProximity) input.minProximity = params.minProximity
  if (params.attributeCriteriaComputedByMinProximity === true) input.attributeByProximity = true
  if (matches.dropped) input.dropped = matches.dropped
  return yield* rankCandidates(input, docs, matches.n, tieBreak, k)
}

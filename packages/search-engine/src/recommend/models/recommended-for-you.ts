import { computeAffinity, facetMatch, type Affinity } from '../../personalization/affinity'
import { topOfGroup } from '../catalog-index'
import type { IndexModel } from '../index-model'
import { createScoreBoard } from '../score-board'
import { MAX_CANDIDATES, type ScoredItem } from '../scored'
import { addCoViewScores } from './related-products'

const behaviour = createScoreBoard()
const candidates = createScoreBoard()

function topEntries(map: ReadonlyMap<number, number>, n: number): Array<[number, number]> {
  return [...map].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, n)
}

/** Co-viewed neighbours of the user's strongest items, weighted by the user's interest. */
function scoreBehaviour(model: IndexModel, affinity: Affinity): void {
  behaviour.reset(model.catalog.items.size)
  const seeds = topEntries(affinity.items, 10)
  const total = seeds.reduce((sum, [, weight]) => sum + weight, 0)
  for (const [seed, weight] of seeds) addCoViewScores(model, seed, behaviour, weight / total)
}

/**
 * recommended-for-you: items matching the user's affinities (time-decayed facet values of what
 * they viewed, clicked, bought, and of the filters they used), plus items co-viewed with the
 * items they engaged with most, plus a little popularity. Items the user bought are left out.
 * An unknown user gets no recommendations (not an error).
 */
export function recommendedForYou(model: IndexModel, userToken: string, now: number): ScoredItem[] {
  const profile = model.profiles.get(userToken)
  if (!profile) return []
  const affinity = computeAffinity(profile, model.catalog.strings, now)
  scoreBehaviour(model, affinity)
  candidates.reset(model.catalog.items.size)
  for (const [facet] of topEntries(affinity.facets, 8)) {
    for (const item of topOfGroup(model.catalog, `f:${facet}`, 100)) candidates.set(item, 0)
  }
  for (const item of behaviour.items) candidates.set(item, 0)
  const popularity = model.interactions.popularity
  let maxPopularity = 0
  for (const item of candidates.items) maxPopularity = Math.max(maxPopularity, popularity.get(item))
  const logMax = Math.log1p(maxPopularity)
  for (const item of candidates.items) {
    if (profile.purchased.has(item)) {
      candidates.set(item, Number.NEGATIVE_INFINITY)
      continue
    }
    const facets = model.features(item)?.facets ?? []
    const pop = logMax > 0 ? Math.log1p(popularity.get(item)) / logMax : 0
    const score = 0.55 * facetMatch(affinity, facets) + 0.35 * behaviour.get(item) + 0.1 * pop
    candidates.set(item, 100 * score)
  }
  return candidates.top(MAX_CANDIDATES, (item) => popularity.get(item))
}

import { computeAffinity, logShareMatch, type Affinity } from '../../personalization/affinity'
import { eachTopOfGroup } from '../catalog-index'
import type { IndexModel } from '../index-model'
import { createScoreBoard } from '../score-board'
import { MAX_CANDIDATES, type ScoredItem } from '../scored'
import { addCoViewScores } from './related-products'

const behaviour = createScoreBoard()
const candidates = createScoreBoard()

/** Smoothing of the taste shares: an unseen brand is not impossible. */
const EPSILON = 0.1
/** Weight of popularity against taste (tuned on the simulated shoppers, see bench/eval). */
const POPULARITY = 1.5
/** Weight of the co-views of the user's own items. */
const BEHAVIOUR = 2
/** Co-viewed items considered, the closest first (the long tail cannot outscore them). */
const BEHAVIOUR_CANDIDATES = 120

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

function gatherCandidates(model: IndexModel, affinity: Affinity): void {
  candidates.reset(model.catalog.items.size)
  for (const [facet] of topEntries(affinity.shares, 6)) {
    eachTopOfGroup(model.catalog, `f:${facet}`, 80, (item) => candidates.set(item, 0))
  }
  const floor = behaviour.kthLargest(BEHAVIOUR_CANDIDATES)
  for (const item of behaviour.items) if (behaviour.get(item) >= floor) candidates.set(item, 0)
}

/**
 * recommended-for-you: a user-conditioned popularity model. Each candidate (popular items of
 * the user's favourite facet values, and items co-viewed with what they engaged with) is
 * scored by how much its brand, product type, category and colours weigh in the user's
 * time-decayed interests (from views, clicks, purchases and filters), times its popularity,
 * plus the co-views: 100 × exp((Σ log-shares + 1.5·log popularity ratio + 2·(co-view − 1)) / n),
 * so a perfect match that is also the most popular candidate scores 100. Items the user bought
 * are left out; an unknown user gets no recommendations (not an error).
 */
export function recommendedForYou(
  model: IndexModel,
  userToken: string,
  now: number,
  limit = MAX_CANDIDATES,
): ScoredItem[] {
  const profile = model.profiles.get(userToken)
  if (!profile) return []
  const affinity = computeAffinity(profile, model.catalog.strings, now)
  scoreBehaviour(model, affinity)
  gatherCandidates(model, affinity)
  const popularity = model.interactions.popularity
  let maxPopularity = 0
  for (const item of candidates.items) maxPopularity = Math.max(maxPopularity, popularity.get(item))
  const norm = affinity.attributes.length + POPULARITY + BEHAVIOUR
  for (const item of candidates.items) {
    if (profile.purchased.has(item)) {
      candidates.set(item, Number.NEGATIVE_INFINITY)
      continue
    }
    const taste = logShareMatch(affinity, model.features(item)?.facets ?? [], EPSILON)
    const pop = POPULARITY * Math.log((1 + popularity.get(item)) / (1 + maxPopularity))
    const seen = BEHAVIOUR * (Math.min(1, behaviour.get(item)) - 1)
    candidates.set(item, 100 * Math.exp((taste + pop + seen) / norm))
  }
  return candidates.top(limit, (item) => popularity.get(item))
}

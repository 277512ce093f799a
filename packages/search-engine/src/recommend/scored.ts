/** A candidate recommendation: an item number and its score on 0..100. */
export interface ScoredItem {
  item: number
  score: number
}

/** A trending facet value and its score on 0..100. */
export interface ScoredFacet {
  facetValue: string
  score: number
}

/** Most candidates a model returns (queryParameters filters then pick from these). */
export const MAX_CANDIDATES = 200

/** Clamps a score to 0..100 (and maps NaN to 0). */
export function clampScore(score: number): number {
  if (!(score > 0)) return 0
  return score > 100 ? 100 : score
}

/** Saturating map of a non-negative strength to 0..100: 0 → 0, `scale` → 63, ∞ → 100. */
export function saturate(strength: number, scale: number): number {
  return clampScore(100 * (1 - Math.exp(-strength / scale)))
}

/**
 * Turns a map of item → score into the `MAX_CANDIDATES` best, sorted by score (then by
 * `tiebreak`, higher first, then by item number, for a deterministic order).
 */
export function rank(
  scores: ReadonlyMap<number, number>,
  tiebreak: (item: number) => number = () => 0,
): ScoredItem[] {
  const list: ScoredItem[] = []
  for (const [item, score] of scores) list.push({ item, score: clampScore(score) })
  list.sort((a, b) => b.score - a.score || tiebreak(b.item) - tiebreak(a.item) || a.item - b.item)
  return list.length > MAX_CANDIDATES ? list.slice(0, MAX_CANDIDATES) : list
}

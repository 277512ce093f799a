import { createEngine } from '../../src/core/engine'
import type { IndexSettings, RankingInfo } from '../../src/core/types'
import type { CatalogueProduct } from './catalogue'
import { ndcgAt, type Judgment } from './judgments'

/** Hits read per query: ties past them are not reordered. */
const DEPTH = 1000

/** The criteria values a hit is ranked by (no custom ranking in the bench settings). */
function criteriaOf(info: RankingInfo | undefined): string {
  if (!info) return ''
  return `${info.nbTypos}|${info.words}|${info.proximityDistance}|${info.nbExactWords}`
}

/**
 * NDCG@10 per query if the engine ordered every run of hits with equal Algolia criteria
 * perfectly (relevant first, by the judgments): the most any order of complete ties can reach
 * with these settings, since matching and the criteria are Algolia's. Approximate: runs are read
 * from the ranking info (the one-word `exact` of `exactOnSingleWordQuery` is not in it, so a run
 * may span two of the engine's ties).
 */
export function tieCeiling(
  products: CatalogueProduct[],
  judgments: Judgment[],
  settings: IndexSettings,
): Map<string, number> {
  const engine = createEngine()
  engine.setSettings('catalogue', settings)
  engine.saveObjects(
    'catalogue',
    products.map((p) => ({ objectID: p.id, name: p.name })),
  )
  const out = new Map<string, number>()
  for (const j of judgments) {
    const { hits } = engine.search('catalogue', {
      query: j.query,
      hitsPerPage: DEPTH,
      getRankingInfo: true,
    })
    const ordered: string[] = []
    for (let start = 0; start < hits.length && ordered.length < 10;) {
      const key = criteriaOf(hits[start]!._rankingInfo)
      let end = start
      while (end < hits.length && criteriaOf(hits[end]!._rankingInfo) === key) end++
      const run = hits.slice(start, end).map((h) => h.objectID)
      ordered.push(...run.filter((id) => j.relevant.has(id)))
      ordered.push(...run.filter((id) => !j.relevant.has(id)))
      start = end
    }
    out.set(j.query, ndcgAt(10, ordered, j.relevant))
  }
  return out
}

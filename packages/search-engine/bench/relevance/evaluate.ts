import type { RankingEngine } from './engines'
import { ndcgAt, type Judgment } from './judgments'

/** NDCG@10 of one engine: mean and per query. */
export interface EngineScore {
  name: string
  mean: number
  perQuery: Map<string, number>
  buildMs: number
}

/** Builds the engine on the products and scores every judged query. */
export async function scoreEngine(
  engine: RankingEngine,
  build: () => Promise<void> | void,
  judgments: Judgment[],
): Promise<EngineScore> {
  const started = performance.now()
  await build()
  const buildMs = performance.now() - started
  const perQuery = new Map<string, number>()
  for (const j of judgments)
    perQuery.set(j.query, ndcgAt(10, await engine.top10(j.query), j.relevant))
  const mean = [...perQuery.values()].reduce((a, b) => a + b, 0) / Math.max(1, perQuery.size)
  return { name: engine.name, mean, perQuery, buildMs }
}

/** Mean NDCG@10 of an engine over the queries of one split. */
export function splitMean(score: EngineScore, judgments: Judgment[], split: Judgment['split']) {
  const queries = judgments.filter((j) => j.split === split).map((j) => j.query)
  const sum = queries.reduce((total, q) => total + (score.perQuery.get(q) ?? 0), 0)
  return { mean: sum / Math.max(1, queries.length), count: queries.length }
}

/** Queries where `ours` trails the better of the baselines most (largest gap first). */
export function worstQueries(ours: EngineScore, baselines: EngineScore[], count: number) {
  return [...ours.perQuery]
    .map(([query, score]) => {
      const scores = baselines.map((b) => b.perQuery.get(query) ?? 0)
      const best = Math.max(...scores)
      return { query, ours: score, best, baselines: scores, gap: best - score }
    })
    .filter((q) => q.gap > 0)
    .sort((a, b) => b.gap - a.gap)
    .slice(0, count)
}

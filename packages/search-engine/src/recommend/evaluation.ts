import type { Hit } from '../core/types'
import type { InsightsEvent } from '../insights/types'
import { createIndexModel, type IndexModel } from './index-model'
import { boughtTogether } from './models/bought-together'
import { recommendedForYou } from './models/recommended-for-you'
import { relatedProducts } from './models/related-products'
import type { ScoredItem } from './scored'
import { sessionItems, sessionize, type Session } from './sessions'

/** HitRate@k and NDCG@k of one model and of the popularity baseline on the same queries. */
export interface TaskScore {
  queries: number
  hitRate: number
  ndcg: number
  baselineHitRate: number
  baselineNdcg: number
}

/** Offline evaluation of the three personal/item models. */
export interface EvaluationReport {
  trainEvents: number
  testSessions: number
  relatedProducts: TaskScore
  boughtTogether: TaskScore
  recommendedForYou: TaskScore
}

interface Query {
  exclude: string[]
  targets: Set<string>
  recommend: () => ScoredItem[]
}

const K = 10

function metrics(ranked: readonly string[], targets: Set<string>): [hit: number, ndcg: number] {
  let dcg = 0
  let hit = 0
  ranked.slice(0, K).forEach((id, i) => {
    if (targets.has(id)) {
      hit = 1
      dcg += 1 / Math.log2(i + 2)
    }
  })
  let ideal = 0
  for (let i = 0; i < Math.min(K, targets.size); i++) ideal += 1 / Math.log2(i + 2)
  return [hit, ideal > 0 ? dcg / ideal : 0]
}

function score(model: IndexModel, queries: Query[], popular: string[]): TaskScore {
  const total = { hit: 0, ndcg: 0, baseHit: 0, baseNdcg: 0 }
  for (const q of queries) {
    const ranked = q.recommend().map(({ item }) => model.catalog.items.name(item))
    const [hit, ndcg] = metrics(ranked, q.targets)
    const baseline = popular.filter((id) => !q.exclude.includes(id)).slice(0, K)
    const [baseHit, baseNdcg] = metrics(baseline, q.targets)
    total.hit += hit
    total.ndcg += ndcg
    total.baseHit += baseHit
    total.baseNdcg += baseNdcg
  }
  const n = Math.max(1, queries.length)
  return {
    queries: queries.length,
    hitRate: total.hit / n,
    ndcg: total.ndcg / n,
    baselineHitRate: total.baseHit / n,
    baselineNdcg: total.baseNdcg / n,
  }
}

function popularity(model: IndexModel): string[] {
  const { popularity: pop } = model.interactions
  const items = Array.from({ length: model.catalog.items.size }, (_, i) => i).filter(
    (i) => pop.get(i) > 0,
  )
  items.sort((a, b) => pop.get(b) - pop.get(a) || a - b)
  return items.slice(0, K + 25).map((i) => model.catalog.items.name(i))
}

function itemQueries(model: IndexModel, test: Session[]): Query[] {
  return test.flatMap((session) => {
    const [first, ...rest] = sessionItems(session)
    if (first === undefined || rest.length === 0) return []
    return [
      { exclude: [first], targets: new Set(rest), recommend: () => relatedProducts(model, first) },
    ]
  })
}

function basketQueries(model: IndexModel, test: Session[]): Query[] {
  return test.flatMap((session) =>
    session.events.flatMap((event) => {
      const [first, ...rest] = event.eventSubtype === 'purchase' ? (event.objectIDs ?? []) : []
      if (first === undefined || rest.length === 0) return []
      return [
        { exclude: [first], targets: new Set(rest), recommend: () => boughtTogether(model, first) },
      ]
    }),
  )
}

function userQueries(model: IndexModel, test: Session[]): Query[] {
  return test.flatMap((session) => {
    const items = sessionItems(session)
    if (items.length === 0 || !model.profiles.get(session.user)) return []
    return [
      {
        exclude: [],
        targets: new Set(items),
        recommend: () => recommendedForYou(model, session.user, session.start),
      },
    ]
  })
}

/**
 * Offline evaluation: sessions are ordered by start time, the last `holdout` share is held out,
 * the models are trained on the events of the others, then each held-out session asks:
 * related-products of its first item (targets: its other items), bought-together of the first
 * item of each multi-item purchase (targets: the rest of the purchase), recommended-for-you for
 * its user (targets: its items). The baseline recommends the most popular training items.
 * @example
 * const report = evaluateModels({ records, events: simulateShoppers({ records, sessions: 20000 }) })
 */
export function evaluateModels(options: {
  records: readonly Hit[]
  events: readonly InsightsEvent[]
  holdout?: number
  index?: string
}): EvaluationReport {
  const sessions = sessionize(options.events)
  const cut = Math.floor(sessions.length * (1 - (options.holdout ?? 0.1)))
  const train = sessions.slice(0, cut).flatMap((s) => s.events)
  train.sort((a, b) => a.timestamp - b.timestamp)
  const test = sessions.slice(cut)
  const model = createIndexModel(options.index ?? 'products', options.records)
  for (const event of train) model.apply(event)
  const popular = popularity(model)
  return {
    trainEvents: train.length,
    testSessions: test.length,
    relatedProducts: score(model, itemQueries(model, test), popular),
    boughtTogether: score(model, basketQueries(model, test), popular),
    recommendedForYou: score(model, userQueries(model, test), popular),
  }
}

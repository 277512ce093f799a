import type { CatalogueProduct } from './catalogue'

/** A shopper query (a category name) and the products filed under that category. */
export interface Judgment {
  query: string
  relevant: Set<string>
  /**
   * The evaluation split: `tuning` for articleType names (the queries diagnosed while tuning),
   * `heldOut` for subCategory names that are not also an articleType (reported apart, never tuned on).
   */
  split: 'tuning' | 'heldOut'
}

/**
 * Queries are the lower-cased articleType and subCategory names with at least `minProducts`
 * products; a product is relevant when it is filed under that name (either level).
 */
export function categoryJudgments(products: CatalogueProduct[], minProducts = 20): Judgment[] {
  const byName = new Map<string, Set<string>>()
  const articleTypes = new Set<string>()
  for (const p of products) {
    for (const category of [p.articleType, p.subCategory]) {
      const query = category.toLowerCase().trim()
      if (query === '') continue
      const set = byName.get(query) ?? new Set<string>()
      set.add(p.id)
      byName.set(query, set)
    }
    articleTypes.add(p.articleType.toLowerCase().trim())
  }
  return [...byName]
    .filter(([, relevant]) => relevant.size >= minProducts)
    .map(([query, relevant]): Judgment => ({
      query,
      relevant,
      split: articleTypes.has(query) ? 'tuning' : 'heldOut',
    }))
    .sort((a, b) => a.query.localeCompare(b.query))
}

/** NDCG@k with binary gains. */
export function ndcgAt(k: number, ranked: string[], relevant: Set<string>): number {
  let dcg = 0
  ranked.slice(0, k).forEach((id, i) => {
    if (relevant.has(id)) dcg += 1 / Math.log2(i + 2)
  })
  let ideal = 0
  for (let i = 0; i < Math.min(k, relevant.size); i++) ideal += 1 / Math.log2(i + 2)
  return ideal > 0 ? dcg / ideal : 0
}

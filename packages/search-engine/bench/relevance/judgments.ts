import type { CatalogueProduct } from './catalogue'

/** A shopper query (a category name) and the products filed under that category. */
export interface Judgment {
  query: string
  relevant: Set<string>
}

/**
 * Queries are the lower-cased articleType and subCategory names with at least `minProducts`
 * products; a product is relevant when it is filed under that name (either level).
 */
export function categoryJudgments(products: CatalogueProduct[], minProducts = 20): Judgment[] {
  const byName = new Map<string, Set<string>>()
  for (const p of products) {
    for (const category of [p.articleType, p.subCategory]) {
      const query = category.toLowerCase().trim()
      if (query === '') continue
      const set = byName.get(query) ?? new Set<string>()
      set.add(p.id)
      byName.set(query, set)
    }
  }
  return [...byName]
    .filter(([, relevant]) => relevant.size >= minProducts)
    .map(([query, relevant]) => ({ query, relevant }))
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

import type { CatalogueProduct } from './catalogue'
import type { Judgment } from './judgments'

/**
 * Shopper-style two-word queries: a trait value and an article type, as a shopper types them
 * ("men casual shoes", "black jeans", "formal shirts"), one query per pair held by at least
 * `minProducts` products; relevant = the product has both. A second query style on the same
 * catalogue, never tuned on, beside the category names: it asks the engine to combine words,
 * where the category queries mostly ask for one. Every query is in the held-out split.
 */
export function traitJudgments(
  products: CatalogueProduct[],
  trait: string,
  minProducts = 20,
): Judgment[] {
  const byQuery = new Map<string, Set<string>>()
  for (const p of products) {
    const value = p.traits?.[trait]?.trim()
    const type = p.articleType.trim()
    if (!value || !type) continue
    const query = `${value} ${type}`.toLowerCase()
    const relevant = byQuery.get(query) ?? new Set<string>()
    relevant.add(p.id)
    byQuery.set(query, relevant)
  }
  return [...byQuery]
    .filter(([, relevant]) => relevant.size >= minProducts)
    .map(([query, relevant]): Judgment => ({ query, relevant, split: 'heldOut' }))
    .sort((a, b) => a.query.localeCompare(b.query))
}

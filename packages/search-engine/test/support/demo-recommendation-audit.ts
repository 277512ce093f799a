import { typesBoughtWith } from '@vitrine/demo-catalog'

/** What the audit needs to know of a demo product. */
export interface AuditedProduct {
  objectID: string
  name: string
  type: string
  /** `hierarchicalCategories.lvl2`, the leaf category path. */
  leaf: string
  department: string
}

/** One recommended item as the Recommend API answers it. */
export interface ListedHit {
  objectID: string
  _score?: number
}

/** The models the audit asks for each product. */
export const ITEM_MODELS = ['bought-together', 'related-products', 'looking-similar'] as const
export type ItemModel = (typeof ITEM_MODELS)[number]

/** A server to ask: its base URL and a search key. */
export interface AuditTarget {
  url: string
  appId: string
  searchKey: string
  indexName: string
}

/** The demo record's fields the audit reads. */
export function toAuditedProduct(record: Record<string, unknown>): AuditedProduct {
  const hc = (record.hierarchicalCategories ?? {}) as Record<string, string>
  return {
    objectID: String(record.objectID),
    name: String(record.name ?? ''),
    type: String(record.productType ?? ''),
    leaf: hc.lvl2 ?? hc.lvl1 ?? hc.lvl0 ?? '',
    department: hc.lvl0 ?? '',
  }
}

/**
 * How an item sits beside a source in a bought-together list: the same leaf category, a type the
 * taxonomy pairs with the source's (either way: `goesWith` is declared per leaf), or neither.
 * `complement-other-department` is a declared pair taken from another department although the
 * source's own sells that type (women's sneakers with men's jeans).
 */
export type PairKind = 'same' | 'complement' | 'complement-other-department' | 'incoherent'

const DEPARTMENT_TYPES = new Map<string, Set<string>>()

/** Registers the catalogue's types per department, for {@link pairKind}'s department rule. */
export function indexDepartments(products: Iterable<AuditedProduct>): void {
  DEPARTMENT_TYPES.clear()
  for (const p of products) {
    let types = DEPARTMENT_TYPES.get(p.department)
    if (!types) DEPARTMENT_TYPES.set(p.department, (types = new Set()))
    types.add(p.type)
  }
}

/** See {@link PairKind}. */
export function pairKind(source: AuditedProduct, item: AuditedProduct): PairKind {
  if (source.leaf === item.leaf) return 'same'
  const declared =
    typesBoughtWith(source.leaf).includes(item.type) ||
    typesBoughtWith(item.leaf).includes(source.type)
  if (!declared) return 'incoherent'
  const ownSellsIt = DEPARTMENT_TYPES.get(source.department)?.has(item.type) ?? false
  return item.department !== source.department && ownSellsIt
    ? 'complement-other-department'
    : 'complement'
}

/** POSTs `requests` in calls of 50 (the engine's cap) and returns each request's hits. */
export async function askRecommendations(
  target: AuditTarget,
  requests: ReadonlyArray<Record<string, unknown>>,
): Promise<ListedHit[][]> {
  const out: ListedHit[][] = []
  for (let i = 0; i < requests.length; i += 50) {
    const res = await fetch(`${target.url}/1/indexes/*/recommendations`, {
      method: 'POST',
      headers: {
        'x-algolia-application-id': target.appId,
        'x-algolia-api-key': target.searchKey,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ requests: requests.slice(i, i + 50) }),
    })
    if (res.status !== 200) throw new Error(`recommendations: ${res.status} ${await res.text()}`)
    const body = (await res.json()) as { results: Array<{ hits: ListedHit[] }> }
    for (const result of body.results) out.push(result.hits)
  }
  return out
}

/** Top `limit` of `model` for every source, asked with `threshold` (and `filters`). */
export async function listsOf(
  target: AuditTarget,
  model: ItemModel,
  sources: readonly string[],
  threshold: number,
  limit = 5,
  filters?: string,
): Promise<Map<string, ListedHit[]>> {
  const requests = sources.map((objectID) => ({
    indexName: target.indexName,
    model,
    objectID,
    threshold,
    maxRecommendations: limit,
    queryParameters: { attributesToRetrieve: ['objectID'], ...(filters && { filters }) },
  }))
  const answers = await askRecommendations(target, requests)
  return new Map(sources.map((id, i) => [id, answers[i]!]))
}

/** A defect found in one list. */
export interface Finding {
  model: string
  source: string
  kind: string
  detail: string
}

/** Defects any list can have: the source itself, duplicates, scores off 0..100 or not descending. */
export function listDefects(
  model: string,
  source: string | undefined,
  hits: readonly ListedHit[],
): Finding[] {
  const found: Finding[] = []
  const at = (kind: string, detail: string) =>
    found.push({ model, source: source ?? '-', kind, detail })
  const seen = new Set<string>()
  hits.forEach((hit, i) => {
    if (hit.objectID === source) at('source', `the source at position ${i + 1}`)
    if (seen.has(hit.objectID)) at('duplicate', hit.objectID)
    seen.add(hit.objectID)
    const s = hit._score
    if (typeof s !== 'number' || !Number.isFinite(s) || s < 0 || s > 100)
      at('score-range', `${hit.objectID} _score ${String(s)}`)
    const before = hits[i - 1]?._score
    if (typeof s === 'number' && typeof before === 'number' && s > before)
      at('order', `${hit.objectID} ${s} after ${before}`)
  })
  return found
}

/**
 * The list asked with `threshold` must be the unthresholded list's items scoring at least it,
 * in the same order (the top `limit` of both lists is the same ranking).
 */
export function thresholdDefects(
  model: string,
  source: string,
  threshold: number,
  all: readonly ListedHit[],
  kept: readonly ListedHit[],
): Finding[] {
  const found: Finding[] = []
  for (const hit of kept) {
    if ((hit._score ?? -1) < threshold)
      found.push({ model, source, kind: 'threshold', detail: `${hit.objectID} ${hit._score}` })
  }
  const expected = all.filter((h) => (h._score ?? -1) >= threshold).map((h) => h.objectID)
  const got = kept.map((h) => h.objectID).slice(0, expected.length)
  if (expected.join() !== got.join())
    found.push({
      model,
      source,
      kind: 'threshold-list',
      detail: `expected ${expected.join(' ')} got ${kept.map((h) => h.objectID).join(' ')}`,
    })
  return found
}

/** Equal scores in a list: the size of the largest run of one score. */
export function largestTie(hits: readonly ListedHit[]): number {
  const counts = new Map<number, number>()
  for (const h of hits) counts.set(h._score ?? -1, (counts.get(h._score ?? -1) ?? 0) + 1)
  return Math.max(0, ...counts.values())
}

/** Shares of bought-together pairs by {@link PairKind}, over every listed pair. */
export interface PairShares {
  pairs: number
  sources: number
  emptySources: number
  same: number
  complement: number
  otherDepartment: number
  incoherent: number
  /** (same + complement + otherDepartment) / pairs. */
  coherent: number
}

/** Counts the kinds of every (source, listed item) pair. */
export function pairShares(
  lists: ReadonlyMap<string, readonly ListedHit[]>,
  byID: ReadonlyMap<string, AuditedProduct>,
): PairShares {
  const tally = { same: 0, complement: 0, 'complement-other-department': 0, incoherent: 0 }
  let pairs = 0
  let empty = 0
  for (const [source, hits] of lists) {
    if (hits.length === 0) empty++
    for (const hit of hits) {
      const a = byID.get(source)
      const b = byID.get(hit.objectID)
      if (!a || !b) continue
      tally[pairKind(a, b)]++
      pairs++
    }
  }
  const share = (n: number) => (pairs === 0 ? 0 : n / pairs)
  return {
    pairs,
    sources: lists.size,
    emptySources: empty,
    same: share(tally.same),
    complement: share(tally.complement),
    otherDepartment: share(tally['complement-other-department']),
    incoherent: share(tally.incoherent),
    coherent: share(tally.same + tally.complement + tally['complement-other-department']),
  }
}

/** The storefront's "Frequently bought together" request: 30 in-stock candidates, 8 shown. */
export const SHOP_BOUGHT_TOGETHER = { candidates: 30, shown: 8, filters: 'NOT inStock:false' }

/**
 * What the storefront's section shows of a bought-together list (its `boughtTogetherSelection`):
 * the best of each product type in rank order, then the second of each, and so on, cut to
 * {@link SHOP_BOUGHT_TOGETHER}.shown. One stray type deep in the 30 candidates thus reaches the
 * section's first places.
 */
export function shopSelection(
  hits: readonly ListedHit[],
  byID: ReadonlyMap<string, AuditedProduct>,
): ListedHit[] {
  const seen = new Map<string, number>()
  return hits
    .map((hit, rank) => {
      const type = byID.get(hit.objectID)?.type ?? hit.objectID
      const round = seen.get(type) ?? 0
      seen.set(type, round + 1)
      return { hit, rank, round }
    })
    .sort((a, b) => a.round - b.round || a.rank - b.rank)
    .slice(0, SHOP_BOUGHT_TOGETHER.shown)
    .map(({ hit }) => hit)
}

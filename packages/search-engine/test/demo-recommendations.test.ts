import { writeFile } from 'node:fs/promises'
import { generateCatalog } from '@vitrine/demo-catalog'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recommenderRuntime } from '../src/recommend/runtime-scope'
import {
  askRecommendations,
  type AuditedProduct,
  type AuditTarget,
  type Finding,
  indexDepartments,
  ITEM_MODELS,
  type ItemModel,
  largestTie,
  listDefects,
  type ListedHit,
  listsOf,
  pairKind,
  pairShares,
  SHOP_BOUGHT_TOGETHER,
  shopSelection,
  thresholdDefects,
  toAuditedProduct,
} from './support/demo-recommendation-audit'
import { startTestServer, TEST_KEYS, type TestServer } from './support/test-server'

/*
 * The demo shop's recommendations as a shopper sees them: every demo product's bought-together,
 * related-products and looking-similar top 5, and a few shoppers' recommended-for-you, asked
 * through the HTTP Recommend API of a server seeded with the demo defaults (5,000 products, seed
 * 42, the simulated shoppers).
 *
 * Also an audit of a running server: VITRINE_AUDIT_URL=http://127.0.0.1:4951
 * VITRINE_AUDIT_SEARCH_KEY=… VITRINE_AUDIT_COUNT=5000 VITRINE_AUDIT_SEED=42 (what it was seeded
 * with), and VITRINE_AUDIT_OUT=lists.txt writes every list, with each pair's kind, to read them.
 */

const env = process.env
const COUNT = Number(env.VITRINE_AUDIT_COUNT ?? 5000)
const SEED = Number(env.VITRINE_AUDIT_SEED ?? 42)
const LIMIT = 5
const FOR_YOU_USERS = ['shopper-0', 'shopper-1', 'shopper-2', 'shopper-7', 'shopper-40']

let server: TestServer | undefined
let target: AuditTarget
const products = generateCatalog({ count: COUNT, seed: SEED }).records.map((r) =>
  toAuditedProduct(r as Record<string, unknown>),
)
const byID = new Map(products.map((p) => [p.objectID, p]))
const sources = products.map((p) => p.objectID)
const lists = new Map<ItemModel, Map<string, ListedHit[]>>()
const kept = new Map<ItemModel, { threshold: number; lists: Map<string, ListedHit[]> }>()
let forYou: ListedHit[][] = []
/** Each product's "Frequently bought together" section as the storefront shows it. */
let shown = new Map<string, ListedHit[]>()

beforeAll(async () => {
  if (env.VITRINE_AUDIT_URL) {
    target = {
      url: env.VITRINE_AUDIT_URL,
      appId: env.VITRINE_AUDIT_APP_ID ?? 'VITRINE',
      searchKey: env.VITRINE_AUDIT_SEARCH_KEY ?? '',
      indexName: 'products',
    }
  } else {
    server = await startTestServer({ seedCount: COUNT })
    const { app, engine, config } = server.server
    const runtime = await recommenderRuntime({ scope: app.scope, engine, dataDir: config.dataDir })
    await runtime.ready
    target = {
      url: server.url,
      appId: TEST_KEYS.appId,
      searchKey: TEST_KEYS.searchKey,
      indexName: 'products',
    }
  }
  indexDepartments(products)
  for (const model of ITEM_MODELS) {
    const all = await listsOf(target, model, sources, 0, LIMIT)
    lists.set(model, all)
    // A threshold that cuts lists: the median of the lists' first scores.
    const firsts = [...all.values()].flatMap((hits) => hits.slice(0, 1).map((h) => h._score!))
    const threshold = firsts.sort((a, b) => a - b)[Math.floor(firsts.length / 2)] ?? 0
    kept.set(model, { threshold, lists: await listsOf(target, model, sources, threshold, LIMIT) })
  }
  const { candidates, filters } = SHOP_BOUGHT_TOGETHER
  const shop = await listsOf(target, 'bought-together', sources, 0, candidates, filters)
  shown = new Map([...shop].map(([source, hits]) => [source, shopSelection(hits, byID)]))
  forYou = await askRecommendations(
    target,
    FOR_YOU_USERS.map((userToken) => ({
      indexName: 'products',
      model: 'recommended-for-you',
      threshold: 0,
      maxRecommendations: LIMIT,
      queryParameters: { userToken, attributesToRetrieve: ['objectID'] },
    })),
  )
  if (env.VITRINE_AUDIT_OUT) await writeFile(env.VITRINE_AUDIT_OUT, report())
}, 600_000)

afterAll(async () => {
  await server?.close()
})

const show = (p: AuditedProduct | undefined, id: string) =>
  p ? `${p.name} [${p.leaf}]` : `${id} (not in the catalogue)`

/** Every list, readable: source, then each item with its score (and pair kind). */
function report(): string {
  const lines: string[] = []
  for (const model of ITEM_MODELS) {
    lines.push(`## ${model}`)
    for (const [source, hits] of lists.get(model)!) {
      const a = byID.get(source)!
      lines.push(`${source} ${show(a, source)}`)
      for (const hit of hits) {
        const b = byID.get(hit.objectID)
        const kind =
          model === 'looking-similar'
            ? b?.type === a.type
              ? ''
              : ' TYPE'
            : b
              ? ` ${pairKind(a, b)}`
              : ''
        lines.push(`    ${hit._score?.toFixed(2)}${kind}  ${hit.objectID} ${show(b, hit.objectID)}`)
      }
    }
  }
  lines.push('## bought-together as the shop shows it')
  for (const [source, hits] of shown) {
    const a = byID.get(source)!
    lines.push(`${source} ${show(a, source)}`)
    for (const hit of hits) {
      const b = byID.get(hit.objectID)
      const kind = b ? ` ${pairKind(a, b)}` : ''
      lines.push(`    ${hit._score?.toFixed(2)}${kind}  ${hit.objectID} ${show(b, hit.objectID)}`)
    }
  }
  lines.push('## recommended-for-you')
  FOR_YOU_USERS.forEach((user, i) => {
    lines.push(user)
    for (const hit of forYou[i]!)
      lines.push(`    ${hit._score?.toFixed(2)}  ${show(byID.get(hit.objectID), hit.objectID)}`)
  })
  return `${lines.join('\n')}\n`
}

function defects(): Finding[] {
  const found: Finding[] = []
  for (const model of ITEM_MODELS) {
    const { threshold, lists: cut } = kept.get(model)!
    for (const [source, hits] of lists.get(model)!) {
      found.push(...listDefects(model, source, hits))
      found.push(...thresholdDefects(model, source, threshold, hits, cut.get(source)!))
    }
  }
  forYou.forEach((hits) => found.push(...listDefects('recommended-for-you', undefined, hits)))
  return found
}

/**
 * Share of bought-together pairs (source, item) of one leaf category or of types the taxonomy
 * pairs, asked of the top 5 and of the shop's section. Measured on the demo defaults: 98.0% (top
 * 5) and 98.7% (section) when an order held every companion of its first item (men's boots with
 * jeans, a jacket and a shirt paired the jacket with the shirt; headphones a phone with a
 * laptop), 99.98% and 99.99% since an order holds only products that all go together: what is
 * left is one shopper's cart of women's jeans joined with a toys order, as real shops see.
 */
const MIN_COHERENT = 0.995

describe("the demo shop's recommendations", () => {
  it('hold no list defect: the source, a duplicate, a score off 0..100, a threshold ignored', () => {
    const found = defects()
    if (found.length > 0) console.log(found.slice(0, 20))
    expect(found).toEqual([])
  })

  it('bought-together pairs are of one category or of declared complements', () => {
    const top = pairShares(lists.get('bought-together')!, byID)
    const section = pairShares(shown, byID)
    console.log('bought-together top 5', top, 'as the shop shows it', section)
    expect(top.emptySources).toBe(0)
    expect(top.coherent).toBeGreaterThanOrEqual(MIN_COHERENT)
    expect(section.coherent).toBeGreaterThanOrEqual(MIN_COHERENT)
  })

  it('looking-similar shows products of the same type, seldom with equal scores', () => {
    let otherType = 0
    let tied = 0
    for (const [source, hits] of lists.get('looking-similar')!) {
      const type = byID.get(source)!.type
      otherType += hits.filter((h) => byID.get(h.objectID)?.type !== type).length
      if (largestTie(hits) >= 3) tied++
    }
    console.log('looking-similar', { otherType, listsWith3EqualScores: tied })
    expect(otherType).toBe(0)
    // 9 of 5,000 lists (yoga mats, mugs, lamps whose traits and name words tie).
    expect(tied / sources.length).toBeLessThan(0.01)
  })

  it('related-products stay within the category or its complements', () => {
    const shares = pairShares(lists.get('related-products')!, byID)
    console.log('related-products', shares)
    expect(shares.emptySources).toBe(0)
    expect(shares.coherent).toBeGreaterThanOrEqual(0.99)
  })

  it('gives each demo shopper recommendations for you', () => {
    for (const hits of forYou) expect(hits.length).toBeGreaterThan(0)
  })
})

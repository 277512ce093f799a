import { test } from 'vitest'
import {
  loadMyntra,
  MYNTRA_PATH,
  MYNTRA_TRAITS,
  type CatalogueProduct,
} from './relevance/catalogue'
import { loadCatalogueFile } from './relevance/catalogue-file'
import {
  miniSearchRanking,
  oramaRanking,
  SHOP_SETTINGS,
  vitrineRanking,
  type RankingEngine,
} from './relevance/engines'
import { scoreEngine, splitMean, worstQueries, type EngineScore } from './relevance/evaluate'
import { GROCERY_MIN_ITEMS, loadGroceryItems } from './relevance/grocery-items'
import { categoryJudgments, type Judgment } from './relevance/judgments'
import { AGREEMENT_SHARE, nameAgreement } from './relevance/name-agreement'
import { tieCeiling } from './relevance/tie-ceiling'
import { traitJudgments } from './relevance/trait-queries'

// Relevance on real catalogues (issue 13): the retailer's category names as shopper queries,
// category membership as the judgment, only the product name searchable, NDCG@10 with binary
// gains. Our engine with a shop's relevance settings and with Algolia's defaults, beside
// MiniSearch and Orama on the same records, in the same run. Myntra is the measured catalogue
// (goal: >= 1.1x the better of MiniSearch and Orama); the Groceries items are a second real
// catalogue, never tuned on, that any change must not lose on.
const GOAL = 1.1

/** The engines compared, fresh for each catalogue (ours first, then the baselines). */
function engines(): RankingEngine[] {
  return [
    vitrineRanking('vitrine (shop settings)', SHOP_SETTINGS),
    vitrineRanking('vitrine (Algolia defaults)', {
      searchableAttributes: ['name'],
      attributesToHighlight: [],
    }),
    // Informative: the same shop settings with the name ordered (word position ranked).
    vitrineRanking('vitrine (shop settings, ordered name)', {
      ...SHOP_SETTINGS,
      searchableAttributes: ['name'],
    }),
    // Informative: the shop settings with searchableAttributes unset (every attribute searched,
    // the attribute criterion off, as Algolia documents: word position not ranked either).
    vitrineRanking('vitrine (shop settings, no searchableAttributes)', {
      ...SHOP_SETTINGS,
      searchableAttributes: undefined,
    }),
    miniSearchRanking(),
    oramaRanking(),
  ]
}
const BASELINES = 2

interface CatalogueRun {
  judgments: Judgment[]
  scores: EngineScore[]
  ours: EngineScore
  baselines: EngineScore[]
  best: EngineScore
}

async function runCatalogue(
  products: CatalogueProduct[],
  judgments: Judgment[],
  compared: () => RankingEngine[] = engines,
): Promise<CatalogueRun> {
  const scores: EngineScore[] = []
  for (const engine of compared()) {
    scores.push(await scoreEngine(engine, () => engine.build(products), judgments))
  }
  const baselines = scores.slice(-BASELINES)
  const best = baselines.reduce((a, b) => (b.mean > a.mean ? b : a))
  return { judgments, scores, ours: scores[0]!, baselines, best }
}

const tuning = (run: CatalogueRun, s: EngineScore) => splitMean(s, run.judgments, 'tuning')
const heldOut = (run: CatalogueRun, s: EngineScore) => splitMean(s, run.judgments, 'heldOut')

/** Our shop-settings score over the better baseline's, on all queries or one split. */
function ratio(run: CatalogueRun, split?: 'tuning' | 'heldOut'): number {
  const mean = (s: EngineScore) => (split ? splitMean(s, run.judgments, split).mean : s.mean)
  return mean(run.ours) / Math.max(...run.baselines.map(mean))
}

function printWorst(run: CatalogueRun, count: number) {
  const split = new Map(run.judgments.map((j) => [j.query, j.split]))
  console.table(
    worstQueries(run.ours, run.baselines, count).map((q) => ({
      query: q.query,
      split: split.get(q.query),
      vitrine: q.ours.toFixed(3),
      ...Object.fromEntries(run.baselines.map((b, i) => [b.name, q.baselines[i]!.toFixed(3)])),
    })),
  )
}

/**
 * NDCG@10 by whether the product names agree with the category labels (`name-agreement.ts`):
 * ours, the better baseline, and the tie-ordering ceiling, per class of queries. Where names
 * agree, the ceiling says how far Algolia's matching and criteria can go; where they disagree,
 * only the labels can order the hits.
 */
function printAgreement(
  run: CatalogueRun,
  items: CatalogueProduct[],
  ceiling: Map<string, number>,
) {
  const classes = nameAgreement(items, run.judgments)
  const rows = (['names agree', 'names disagree', 'in no name'] as const).map((kind) => {
    const queries = run.judgments.filter((j) => classes.get(j.query) === kind).map((j) => j.query)
    const mean = (score: (q: string) => number) =>
      queries.reduce((sum, q) => sum + score(q), 0) / Math.max(1, queries.length)
    const ours = mean((q) => run.ours.perQuery.get(q) ?? 0)
    const best = Math.max(...run.baselines.map((b) => mean((q) => b.perQuery.get(q) ?? 0)))
    const top = mean((q) => ceiling.get(q) ?? 0)
    const times = (x: number) => (best > 0 ? `${(x / best).toFixed(2)}x` : '-')
    return {
      'query class': kind,
      queries: queries.length,
      vitrine: ours.toFixed(3),
      'better baseline': best.toFixed(3),
      'vitrine vs baseline': times(ours),
      'tie ceiling': top.toFixed(3),
      'ceiling vs baseline': times(top),
      'a perfect 1.000 vs baseline': times(1),
    }
  })
  console.table(rows)
  // The whole catalogue's ratio with every query whose names agree answered as well as Algolia's
  // criteria allow (the tie ceiling), or perfectly, and the others as now: what any ranking of
  // the names could add, at most.
  const agreeing = run.judgments.filter((j) => classes.get(j.query) === 'names agree')
  const others = run.judgments.filter((j) => classes.get(j.query) !== 'names agree')
  const rest = others.reduce((sum, j) => sum + (run.ours.perQuery.get(j.query) ?? 0), 0)
  const whole = (score: (q: string) => number) =>
    (agreeing.reduce((sum, j) => sum + score(j.query), 0) + rest) /
    Math.max(1, run.judgments.length)
  const line = (x: number) =>
    `${x.toFixed(3)} (${(x / run.best.mean).toFixed(3)}x ${run.best.name})`
  console.log(
    `Every query whose names agree at its tie ceiling, the others as now: ${line(whole((q) => ceiling.get(q) ?? 0))};` +
      ` at a perfect 1.000: ${line(whole(() => 1))}. The rest of any gain must come from queries whose names` +
      ' disagree with the labels or hold no category word.',
  )
  for (const kind of ['names disagree', 'in no name'] as const) {
    const queries = others.filter((j) => classes.get(j.query) === kind).map((j) => j.query)
    console.log(`  ${kind}: ${queries.join(', ')}`)
  }
}

/** The tie-ordering ceiling of one catalogue run: all queries, tuning and held-out splits. */
function ceilingLine(name: string, run: CatalogueRun, perQuery: Map<string, number>): string {
  const mean = (split?: Judgment['split']) => {
    const js = run.judgments.filter((j) => !split || j.split === split)
    return js.reduce((sum, j) => sum + perQuery.get(j.query)!, 0) / Math.max(1, js.length)
  }
  const best = (split?: Judgment['split']) =>
    Math.max(
      ...run.baselines.map((b) => (split ? splitMean(b, run.judgments, split).mean : b.mean)),
    )
  const part = (split?: Judgment['split']) =>
    `${mean(split).toFixed(3)} (${(mean(split) / best(split)).toFixed(2)}x)`
  return `${name} ${part()}, tuning ${part('tuning')}, held-out ${part('heldOut')}`
}

test('relevance: NDCG@10 on the Myntra and Groceries catalogues vs minisearch and orama', async () => {
  const products = loadMyntra()
  const groceries = loadGroceryItems()
  if (!products || !groceries) {
    console.log(`Relevance bench: dataset not found, skipped (${MYNTRA_PATH})`)
    return
  }
  const myntra = await runCatalogue(products, categoryJudgments(products))
  const grocery = await runCatalogue(groceries, categoryJudgments(groceries, GROCERY_MIN_ITEMS))
  console.log(
    `\nRelevance on Myntra: ${products.length} products, ${myntra.judgments.length} category queries (>= 20 products each):` +
      ` ${tuning(myntra, myntra.best).count} articleType names (tuning split), ${heldOut(myntra, myntra.best).count} subCategory-only names (held-out split).` +
      `\nOn Groceries: ${groceries.length} items, ${grocery.judgments.length} category queries (>= ${GROCERY_MIN_ITEMS} items each):` +
      ` ${tuning(grocery, grocery.best).count} level-2 names, ${heldOut(grocery, grocery.best).count} level-1-only names (never tuned on).`,
  )
  console.table(
    myntra.scores.map((s, i) => {
      const g = grocery.scores[i]!
      return {
        engine: s.name,
        'Myntra all': s.mean.toFixed(3),
        [`vs ${myntra.best.name}`]: `${(s.mean / myntra.best.mean).toFixed(2)}x`,
        tuning: tuning(myntra, s).mean.toFixed(3),
        'held-out': heldOut(myntra, s).mean.toFixed(3),
        'Groceries all': g.mean.toFixed(3),
        [`vs ${grocery.best.name} `]: `${(g.mean / grocery.best.mean).toFixed(2)}x`,
        'G level 2': tuning(grocery, g).mean.toFixed(3),
        'G level 1': heldOut(grocery, g).mean.toFixed(3),
        build: `${(s.buildMs / 1000).toFixed(1)} s`,
      }
    }),
  )
  const [, defaults, ordered] = myntra.scores
  const mine = ratio(myntra)
  console.log(
    `Myntra ratio (shop settings / better baseline ${myntra.best.name}): ${mine.toFixed(2)}x, goal >= ${GOAL}x: ${mine >= GOAL ? 'met' : 'NOT MET'}` +
      ` (tuning split ${ratio(myntra, 'tuning').toFixed(2)}x, held-out split ${ratio(myntra, 'heldOut').toFixed(2)}x;` +
      ` Algolia defaults: ${(defaults!.mean / myntra.best.mean).toFixed(2)}x, ordered name: ${(ordered!.mean / myntra.best.mean).toFixed(2)}x).` +
      ` Groceries ratio: ${ratio(grocery).toFixed(2)}x (level 2 ${ratio(grocery, 'tuning').toFixed(2)}x, level 1 ${ratio(grocery, 'heldOut').toFixed(2)}x).`,
  )
  const ceiling =
    myntra.judgments.reduce(
      (sum, j) => sum + Math.max(...myntra.scores.map((s) => s.perQuery.get(j.query) ?? 0)),
      0,
    ) / myntra.judgments.length
  console.log(
    `Headroom: the best of all rows per Myntra query averages ${ceiling.toFixed(3)} (${(ceiling / myntra.best.mean).toFixed(2)}x);` +
      ' many category names are in no product name (topwear, bottomwear, headwear, free gifts).',
  )
  const myntraCeiling = tieCeiling(products, myntra.judgments, SHOP_SETTINGS)
  const groceryCeiling = tieCeiling(groceries, grocery.judgments, SHOP_SETTINGS)
  console.log(
    'Ceiling of tie ordering: with the shop settings, hits ordered perfectly (by the judgments) inside every run of' +
      ` equal Algolia criteria would reach ${ceilingLine('Myntra', myntra, myntraCeiling)};` +
      ` ${ceilingLine('Groceries', grocery, groceryCeiling)}. Matching and the criteria are Algolia's;` +
      ' much of the gap is records filed under another category than their name says (women\'s "Sandals" under' +
      ' flats and heels, "Saree"s under free gifts), which no order learnt from the names can know.',
  )
  console.log(
    `Myntra by whether the names agree with the labels (of the products whose name holds the category's words, at least ${AGREEMENT_SHARE * 100}% filed under it):`,
  )
  printAgreement(myntra, products, myntraCeiling)
  console.log(
    'Shop settings search `unordered(name)`: a product name opens with brand and audience ("Puma Men ..."),' +
      " so a word's position in it is no sign of what the product is (Algolia's guide to searchable" +
      ' attributes sets such attributes unordered); the ordered row shows the name with word position ranked.',
  )
  console.log('Myntra queries where the engine (shop settings) trails the better baseline most:')
  printWorst(myntra, 12)
  console.log('Groceries queries where the engine (shop settings) trails the better baseline most:')
  printWorst(grocery, 8)
}, 600_000)

// A second query style on Myntra, never tuned on: a trait and an article type ("men casual shoes",
// "black jeans", "formal shirts"), relevant = the product has both. Informative beside the goal,
// which is measured on the category names above.
// Pairs with fewer products are many and the baselines answer ~40 ms a query: 50 keeps the test
// near 20 s.
const TRAIT_MIN_PRODUCTS = 50

test('relevance: shopper-style two-word queries on Myntra vs minisearch and orama', async () => {
  const products = loadMyntra()
  if (!products) return
  const sets = MYNTRA_TRAITS.map((trait) => ({
    trait,
    judgments: traitJudgments(products, trait, TRAIT_MIN_PRODUCTS),
  }))
  const all = sets.flatMap((s) => s.judgments)
  const run = await runCatalogue(products, all, () => [
    vitrineRanking('vitrine (shop settings)', SHOP_SETTINGS),
    miniSearchRanking(),
    oramaRanking(),
  ])
  const mean = (score: EngineScore, judgments: Judgment[]) =>
    judgments.reduce((sum, j) => sum + (score.perQuery.get(j.query) ?? 0), 0) /
    Math.max(1, judgments.length)
  console.log(
    `\nShopper-style queries on Myntra: "<trait> <articleType>" for ${sets.map((s) => `${s.judgments.length} ${s.trait}`).join(', ')} pairs (>= ${TRAIT_MIN_PRODUCTS} products each), NDCG@10:`,
  )
  console.table(
    [...sets, { trait: 'all', judgments: all }].map(({ trait, judgments }) => {
      const [ours, ...baselines] = run.scores.map((score) => mean(score, judgments))
      return {
        trait,
        queries: judgments.length,
        ...Object.fromEntries(
          run.scores.map((score, i) => [score.name, [ours, ...baselines][i]!.toFixed(3)]),
        ),
        'vs better baseline': `${(ours! / Math.max(...baselines)).toFixed(2)}x`,
      }
    }),
  )
  console.log(
    'Shopper-style queries where the engine (shop settings) trails the better baseline most:',
  )
  printWorst(run, 10)
}, 600_000)

// The same measure on any retailer's catalogue (BENCH_CATALOGUE_FILE, see catalogue-file.ts):
// its leaf categories play Myntra's articleTypes, the level above them its subCategories.
test('relevance: NDCG@10 on BENCH_CATALOGUE_FILE vs minisearch and orama', async () => {
  const file = loadCatalogueFile()
  if (!file) return
  const min = Number(process.env.BENCH_CATALOGUE_MIN ?? 20)
  const run = await runCatalogue(file.products, categoryJudgments(file.products, min))
  console.log(
    `\nRelevance on ${file.name}: ${file.products.length} products, ${run.judgments.length} category queries` +
      ` (>= ${min} products each): ${tuning(run, run.best).count} leaf names, ${heldOut(run, run.best).count} parent-only names.`,
  )
  console.table(
    run.scores.map((s) => ({
      engine: s.name,
      all: s.mean.toFixed(3),
      [`vs ${run.best.name}`]: `${(s.mean / run.best.mean).toFixed(2)}x`,
      leaf: tuning(run, s).mean.toFixed(3),
      parent: heldOut(run, s).mean.toFixed(3),
      build: `${(s.buildMs / 1000).toFixed(1)} s`,
    })),
  )
  const mine = ratio(run)
  console.log(
    `${file.name} ratio (shop settings / better baseline ${run.best.name}): ${mine.toFixed(2)}x, goal >= ${GOAL}x: ${mine >= GOAL ? 'met' : 'NOT MET'}` +
      ` (leaf names ${ratio(run, 'tuning').toFixed(2)}x, parent names ${ratio(run, 'heldOut').toFixed(2)}x).`,
  )
  const ceiling = tieCeiling(file.products, run.judgments, SHOP_SETTINGS)
  console.log(`Ceiling of tie ordering: ${ceilingLine(file.name, run, ceiling)}.`)
  console.log(`${file.name} by whether the names agree with the labels:`)
  printAgreement(run, file.products, ceiling)
  console.log(
    `${file.name} queries where the engine (shop settings) trails the better baseline most:`,
  )
  printWorst(run, 12)
}, 600_000)

import type { CatalogRecord, CatalogRule, CatalogSynonym } from './types'

/** The demo shop's synonyms (Algolia synonym records). */
export function demoSynonyms(): CatalogSynonym[] {
  return [
    {
      objectID: 'sneakers-trainers',
      type: 'synonym',
      synonyms: ['sneakers', 'trainers', 'running shoes'],
    },
    { objectID: 'tee-tshirt', type: 'synonym', synonyms: ['tee', 't-shirt', 'tshirt'] },
    { objectID: 'hoodie-sweatshirt', type: 'synonym', synonyms: ['hoodie', 'sweatshirt'] },
    { objectID: 'sweater-jumper', type: 'synonym', synonyms: ['sweater', 'jumper', 'pullover'] },
    { objectID: 'earbuds-earphones', type: 'synonym', synonyms: ['earbuds', 'earphones'] },
    {
      objectID: 'phone-smartphone',
      type: 'onewaysynonym',
      input: 'phone',
      synonyms: ['smartphone'],
    },
    { objectID: 'laptop-notebook', type: 'onewaysynonym', input: 'notebook', synonyms: ['laptop'] },
    {
      objectID: 'headphnes',
      type: 'altcorrection1',
      word: 'headphnes',
      corrections: ['headphones'],
    },
  ]
}

/** The most popular product of a product type (the demo pins it for that query). */
function topProduct(records: readonly CatalogRecord[], productType: string): string | undefined {
  let best: CatalogRecord | undefined
  for (const record of records) {
    if (record.productType !== productType) continue
    if (!best || Number(record.popularity) > Number(best.popularity)) best = record
  }
  return best?.objectID
}

/**
 * The demo shop's query rules: "sale" filters to on-sale items with a banner; "headphones"
 * pins the most popular pair; "help" redirects to the help page.
 */
export function demoRules(records: readonly CatalogRecord[]): CatalogRule[] {
  const rules: CatalogRule[] = [
    {
      objectID: 'sale-banner',
      description: 'A "sale" query shows on-sale items only, with a banner',
      conditions: [{ pattern: 'sale', anchoring: 'contains', alternatives: true }],
      consequence: {
        params: { query: { remove: ['sale'] }, filters: 'onSale:true' },
        userData: {
          banner: {
            title: 'Sale: up to 40% off',
            text: 'Every item here is reduced for a limited time.',
            link: '/search?sale=1',
          },
        },
      },
    },
    {
      objectID: 'help-redirect',
      description: 'Queries asking for help go to the help page',
      conditions: [{ pattern: 'help', anchoring: 'contains' }],
      consequence: { params: { renderingContent: { redirect: { url: '/help' } } } },
    },
  ]
  const pinned = topProduct(records, 'Headphones')
  if (pinned) {
    rules.push({
      objectID: 'pin-headphones',
      description: 'The best-selling headphones come first for "headphones"',
      conditions: [{ pattern: 'headphones', anchoring: 'is', alternatives: true }],
      consequence: {
        promote: [{ objectID: pinned, position: 0 }],
        userData: { banner: { title: 'Our best-selling headphones, picked for you' } },
      },
    })
  }
  return rules
}

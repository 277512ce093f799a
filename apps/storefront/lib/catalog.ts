import 'server-only'
import { cache } from 'react'
import { getConfig } from './config'
import { CATEGORY_ATTRIBUTES, CATEGORY_SEPARATOR, IN_STOCK_FILTER } from './search/attributes'
import { memoizeWithTtl } from './memo'
import { CARD_ATTRIBUTES, toProduct, toProductSummary } from './product'
import { getSearchClient, isNotFound } from './search-client'
import { reportProviderOutage } from './server/provider-outage'
import { withinProviderBudget } from './search/provider-budget'
import type { Category, Product, ProductSummary } from './types'

const TOP_CATEGORY_FACET = 'hierarchicalCategories.lvl0'
const FEATURED_COUNT = 12
const CATALOGUE_TTL_MS = 60_000
/** How long a product page waits for its record (the provider's time) before its error page. */
export const PRODUCT_TIMEOUT_MS = 1500
/**
 * How long every page waits for the header's category links before rendering without them: the
 * root layout awaits them, so a slow provider would otherwise hold every page, /cart and /help
 * included, for the client's own timeouts (10-15 s).
 */
export const TOP_CATEGORIES_TIMEOUT_MS = 1000

/**
 * One product by objectID, or `undefined` when the catalogue has no such record.
 * Other failures (engine down, bad key) throw, so the route's error page shows with a retry, and
 * are reported as a provider outage (the page is answered 503).
 */
export const getProduct = cache(async (objectID: string): Promise<Product | undefined> => {
  try {
    const record: unknown = await withinProviderBudget(
      getSearchClient().getObject({ indexName: getConfig().indexName, objectID }),
      PRODUCT_TIMEOUT_MS,
    )
    // Anything but this product's record is a faulty answer: the page shows its error, as when
    // the provider is down, not a blank or another product at this address.
    if (!isRecordOf(record, objectID)) {
      throw new Error(`The search provider answered no record for ${JSON.stringify(objectID)}`)
    }
    return toProduct(record)
  } catch (error) {
    if (isNotFound(error)) return undefined
    reportProviderOutage()
    throw error
  }
})

function isRecordOf(value: unknown, objectID: string): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'objectID' in value &&
    value.objectID === objectID
  )
}

/**
 * The catalogue's own spelling of the category at `path` (top level first), or `undefined` when
 * it has none: categories exist through the products filed under them, and facet filters ignore
 * case, so "/category/home" finds "Home" and the page can redirect to the one address.
 */
export const canonicalCategory = cache(
  async (path: readonly string[]): Promise<string[] | undefined> => {
    const attribute = CATEGORY_ATTRIBUTES[path.length - 1]
    if (!attribute) return undefined
    const wanted = path.join(CATEGORY_SEPARATOR)
    const response = await getSearchClient().searchSingleIndex({
      indexName: getConfig().indexName,
      searchParams: {
        query: '',
        hitsPerPage: 0,
        analytics: false,
        facets: [attribute],
        maxValuesPerFacet: 10,
        facetFilters: [[`${attribute}:${wanted}`]],
      },
    })
    if ((response.nbHits ?? 0) === 0) return undefined
    const values = Object.keys(response.facets?.[attribute] ?? {})
    const spelled = values.find((value) => value.toLowerCase() === wanted.toLowerCase())
    return (spelled ?? wanted).split(CATEGORY_SEPARATOR)
  },
)

/** The most popular products (the index's ranking on an empty query). */
export const getFeaturedProducts = memoizeWithTtl(async (): Promise<ProductSummary[]> => {
  const response = await getSearchClient().searchSingleIndex<Record<string, unknown>>({
    indexName: getConfig().indexName,
    searchParams: {
      query: '',
      hitsPerPage: FEATURED_COUNT,
      attributesToRetrieve: CARD_ATTRIBUTES,
      filters: IN_STOCK_FILTER,
    },
  })
  return response.hits.map(toProductSummary)
}, CATALOGUE_TTL_MS)

const loadTopCategories = memoizeWithTtl(async (): Promise<Category[]> => {
  const response = await getSearchClient().searchSingleIndex({
    indexName: getConfig().indexName,
    searchParams: {
      query: '',
      hitsPerPage: 0,
      facets: [TOP_CATEGORY_FACET],
      maxValuesPerFacet: 20,
    },
  })
  const values = response.facets?.[TOP_CATEGORY_FACET] ?? {}
  return Object.entries(values)
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
}, CATALOGUE_TTL_MS)

/**
 * The catalogue's top-level categories, largest first. The header must render even when the
 * provider is down or slow, so a failure or a late answer yields no links (and is logged); a late
 * answer still fills the cache for the pages that follow.
 */
export async function getTopCategories(limit = 6): Promise<Category[]> {
  try {
    return (await withinProviderBudget(loadTopCategories(), TOP_CATEGORIES_TIMEOUT_MS)).slice(
      0,
      limit,
    )
  } catch (error) {
    console.error('[catalog] top categories unavailable:', error)
    return []
  }
}

import 'server-only'
import {
  getRecommendedForYou,
  getTrendingFacets,
  getTrendingItems,
  type FacetHit,
} from '@vitrine/recommend-core'
import { getConfig } from '../config'
import { toRecommendedProduct } from '../product'
import { RECOMMEND_QUERY_PARAMETERS, SECTION_SIZE } from '../recommend-models'
import { getRecommendClient } from '../search-client'
import type { RecommendedProduct } from '../types'
import { BRAND_ATTRIBUTE } from './attributes'
import { withinProviderBudget } from './provider-budget'

/**
 * How long the home page waits for one section before leaving it out (the provider's time: see
 * {@link withinProviderBudget}).
 */
export const SECTION_TIMEOUT_MS = 1500

/** Thrown when a section's call did not answer within its budget. */
export class SectionTimeoutError extends Error {
  override readonly name = 'SectionTimeoutError'
}

/**
 * Runs one section's call within `timeoutMs`. A failure or timeout is logged and resolves
 * `undefined`, so the page renders without that section and the others are unaffected.
 */
export async function loadSection<T>(
  name: string,
  load: () => Promise<T>,
  timeoutMs = SECTION_TIMEOUT_MS,
): Promise<T | undefined> {
  try {
    return await withinProviderBudget(
      load(),
      timeoutMs,
      () => new SectionTimeoutError(`no answer within ${timeoutMs} ms`),
    )
  } catch (error) {
    console.error(`[home] ${name} omitted:`, error)
    return undefined
  }
}

function toProducts(hits: readonly object[]): RecommendedProduct[] {
  return hits.map((hit) => toRecommendedProduct(hit as Record<string, unknown>))
}

/** The catalogue's trending items (trending-items model). */
export function getTrendingProducts(): Promise<RecommendedProduct[] | undefined> {
  return loadSection('trending items', async () => {
    const { recommendations } = await getTrendingItems({
      recommendClient: getRecommendClient(),
      indexName: getConfig().indexName,
      maxRecommendations: SECTION_SIZE,
      queryParameters: RECOMMEND_QUERY_PARAMETERS,
    })
    return toProducts(recommendations)
  })
}

/** Trending values of a facet (trending-facets model), e.g. the brands shoppers turn to now. */
export function getTrendingFacetValues(
  facetName = BRAND_ATTRIBUTE,
  maxRecommendations = 10,
): Promise<FacetHit[] | undefined> {
  return loadSection(`trending ${facetName}`, async () => {
    const { recommendations } = await getTrendingFacets({
      recommendClient: getRecommendClient(),
      indexName: getConfig().indexName,
      facetName,
      maxRecommendations,
    })
    return recommendations.map(({ facetName: name, facetValue }) => ({
      facetName: name,
      facetValue,
    }))
  })
}

/** Products recommended for one shopper (recommended-for-you model); none for a new shopper. */
export function getProductsForYou(userToken: string): Promise<RecommendedProduct[] | undefined> {
  return loadSection('recommended for you', async () => {
    const { recommendations } = await getRecommendedForYou({
      recommendClient: getRecommendClient(),
      indexName: getConfig().indexName,
      maxRecommendations: SECTION_SIZE,
      queryParameters: { ...RECOMMEND_QUERY_PARAMETERS, userToken },
    })
    return toProducts(recommendations)
  })
}

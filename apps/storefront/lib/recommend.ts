import 'server-only'
import {
  getFrequentlyBoughtTogether,
  getLookingSimilar,
  getRelatedProducts,
  type ObjectRecommendParams,
} from '@vitrine/recommend-core'
import { getConfig } from './config'
import { toRecommendedProduct } from './product'
import { RECOMMEND_QUERY_PARAMETERS, SECTION_SIZE, type ProductModel } from './recommend-models'
import { getRecommendClient } from './search-client'
import type { RecommendedProduct } from './types'

/** How long a page waits for one recommendation section before omitting it. */
export const RECOMMEND_TIMEOUT_MS = 1500

const LOADERS = {
  'related-products': getRelatedProducts,
  'bought-together': getFrequentlyBoughtTogether,
  'looking-similar': getLookingSimilar,
} satisfies Record<ProductModel, (params: ObjectRecommendParams) => Promise<unknown>>

/** Thrown when the provider did not answer within the page's budget. */
export class RecommendTimeoutError extends Error {
  override readonly name = 'RecommendTimeoutError'
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RecommendTimeoutError(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** Options of {@link getRecommendedProducts}. */
export interface RecommendedProductsOptions {
  model: ProductModel
  objectIDs: readonly string[]
  /** @default SECTION_SIZE */
  maxRecommendations?: number
  /** @default RECOMMEND_TIMEOUT_MS */
  timeoutMs?: number
}

/**
 * One recommendation list for a page, bounded in time. A failure or timeout is logged and
 * resolves `undefined`, so the page renders without that section.
 */
export async function getRecommendedProducts({
  model,
  objectIDs,
  maxRecommendations = SECTION_SIZE,
  timeoutMs = RECOMMEND_TIMEOUT_MS,
}: RecommendedProductsOptions): Promise<RecommendedProduct[] | undefined> {
  try {
    const { recommendations } = await withTimeout(
      LOADERS[model]({
        recommendClient: getRecommendClient(),
        indexName: getConfig().indexName,
        objectIDs,
        maxRecommendations,
        queryParameters: RECOMMEND_QUERY_PARAMETERS,
      }),
      timeoutMs,
    )
    return recommendations
      .map((hit) => toRecommendedProduct(hit as unknown as Record<string, unknown>))
      .filter((product) => !objectIDs.includes(product.objectID))
  } catch (error) {
    console.error(`[recommend] ${model} for ${objectIDs.join(',')} omitted:`, error)
    return undefined
  }
}

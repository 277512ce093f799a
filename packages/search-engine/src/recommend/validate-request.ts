import type { SearchParams } from '../core/types'
import { attributeListError } from '../core/validate-params'
import { RecommendError } from './recommend-error'
import type { ModelName, RecommendRequest } from './types'

/** Largest `maxRecommendations` the API accepts (and the cap when it is not set). */
export const MAX_RECOMMENDATIONS = 30

const MODELS: readonly string[] = [
  'related-products',
  'bought-together',
  'looking-similar',
  'trending-items',
  'trending-facets',
  'recommended-for-you',
]
const NEEDS_OBJECT_ID: readonly string[] = [
  'related-products',
  'bought-together',
  'looking-similar',
]

type Raw = Record<string, unknown>

function fail(at: string, message: string): never {
  throw new RecommendError(400, `${at}: ${message}`)
}

function isObject(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function optionalString(raw: Raw, field: string, at: string): string | undefined {
  const value = raw[field]
  if (value === undefined) return undefined
  if (typeof value !== 'string' || value.length === 0)
    fail(`${at}.${field}`, 'must be a non-empty string')
  return value
}

function params(raw: Raw, field: string, at: string): SearchParams | undefined {
  const value = raw[field]
  if (value === undefined) return undefined
  if (!isObject(value)) fail(`${at}.${field}`, 'must be an object of search parameters')
  // The recommender reads these lists for every hit (and the fallback search): bounded as a search's.
  const tooLong = attributeListError(value)
  if (tooLong !== undefined) fail(`${at}.${field}`, tooLong)
  return value as SearchParams
}

function threshold(raw: Raw, at: string): number {
  const value = raw.threshold
  if (value === undefined) fail(`${at}.threshold`, 'is required')
  if (typeof value !== 'number' || !(value >= 0 && value <= 100)) {
    fail(`${at}.threshold`, 'must be a number between 0 and 100')
  }
  return value
}

function maxRecommendations(raw: Raw, at: string): number | undefined {
  const value = raw.maxRecommendations
  if (value === undefined) return undefined
  if (
    typeof value !== 'number' ||
    !Number.isInteger(value) ||
    value < 1 ||
    value > MAX_RECOMMENDATIONS
  ) {
    fail(`${at}.maxRecommendations`, `must be an integer between 1 and ${MAX_RECOMMENDATIONS}`)
  }
  return value
}

function validateOne(raw: unknown, i: number): RecommendRequest {
  const at = `requests[${i}]`
  if (!isObject(raw)) fail(at, 'must be an object')
  const indexName = optionalString(raw, 'indexName', at)
  if (indexName === undefined) fail(`${at}.indexName`, 'is required')
  const model = raw.model
  if (typeof model !== 'string' || !MODELS.includes(model)) {
    fail(`${at}.model`, `must be one of ${MODELS.join(', ')}`)
  }
  const request: RecommendRequest = {
    indexName,
    model: model as ModelName,
    threshold: threshold(raw, at),
  }
  const max = maxRecommendations(raw, at)
  if (max !== undefined) request.maxRecommendations = max
  const objectID = optionalString(raw, 'objectID', at)
  if (NEEDS_OBJECT_ID.includes(model) && objectID === undefined)
    fail(`${at}.objectID`, 'is required')
  if (objectID !== undefined) request.objectID = objectID
  const facetName = optionalString(raw, 'facetName', at)
  const facetValue = optionalString(raw, 'facetValue', at)
  if (model === 'trending-facets' && facetName === undefined) fail(`${at}.facetName`, 'is required')
  if (model === 'trending-items' && (facetName === undefined) !== (facetValue === undefined)) {
    fail(
      `${at}.${facetName === undefined ? 'facetName' : 'facetValue'}`,
      'facetName and facetValue go together',
    )
  }
  if (facetName !== undefined) request.facetName = facetName
  if (facetValue !== undefined) request.facetValue = facetValue
  const query = params(raw, 'queryParameters', at)
  if (query !== undefined) request.queryParameters = query
  const fallback = params(raw, 'fallbackParameters', at)
  if (fallback !== undefined) request.fallbackParameters = fallback
  if (model === 'recommended-for-you' && typeof query?.userToken !== 'string') {
    fail(`${at}.queryParameters.userToken`, 'is required for recommended-for-you')
  }
  return request
}

/**
 * Validates a recommendations body `{ requests: [...] }`. Throws a 400 {@link RecommendError}
 * naming the request and field (`requests[1].threshold: is required`).
 */
export function validateRecommendBody(body: unknown): RecommendRequest[] {
  if (!isObject(body)) fail('body', 'must be an object of the form {"requests": [...]}')
  const requests = body.requests
  if (!Array.isArray(requests)) fail('requests', 'must be an array')
  return requests.map(validateOne)
}

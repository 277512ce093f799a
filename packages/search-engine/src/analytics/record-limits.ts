import type { SearchRecord, UsedFilter } from './types'

/*
 * What one search may add to the analytics. Searches come from browsers with the search-only
 * key, so one request can carry up to 1 MiB of tags, filters or user token; recorded as sent,
 * they grew the daily log files and the aggregates (a bucket per tag set) without bound and
 * slowed every report. The search is answered as usual: only what is recorded is bounded, and
 * what is past a limit is ignored (left out, never truncated), as Algolia ignores long tags.
 */

/**
 * Algolia's documented tag limits (api-reference/api-parameters/analyticsTags, and
 * guides/scaling/algolia-service-limits, "Insights and analytics limits"): a tag is at most 100
 * characters, longer ones are ignored; tags starting with `alg#` are reserved and ignored; a
 * query has at most 10 unique tags, extra ones are ignored; at most 1,750 unique tag
 * combinations are processed per index every 5 minutes, extra ones are ignored.
 */
export const MAX_TAG_LENGTH = 100
export const MAX_TAGS_PER_SEARCH = 10
const RESERVED_TAG_PREFIX = 'alg#'
/**
 * Tag combinations kept per index and UTC day; a search with a new one past it counts without
 * tags. Algolia's 1,750 is per 5 minutes; ours is per day (stricter), because memory keeps the
 * aggregates of each combination for the whole retention (90 days).
 */
export const MAX_TAG_SETS_PER_DAY = 1_750

/**
 * Filters recorded per search, and the length of a recorded filter's attribute and of its value.
 * Algolia documents no such limit: conservative numbers of ours (a refinement UI applies a few
 * filters; category paths and long facet values fit in 256 characters).
 */
export const MAX_RECORDED_FILTERS = 50
export const MAX_FILTER_TEXT_LENGTH = 256

/**
 * Longest user token recorded: the Insights API's own bound (1 to 129 characters), so a longer
 * one could never be joined by an event. (`query` needs none here: searches refuse more than 512
 * bytes.)
 */
export const MAX_USER_TOKEN_LENGTH = 129

function isRecordedTag(tag: unknown): tag is string {
  return (
    typeof tag === 'string' && tag.length <= MAX_TAG_LENGTH && !tag.startsWith(RESERVED_TAG_PREFIX)
  )
}

/** The tags of a search that are recorded (the same array when every tag is). */
export function recordedTags(tags: string[]): string[] {
  const within =
    tags.length <= MAX_TAGS_PER_SEARCH &&
    tags.every((tag, i) => isRecordedTag(tag) && tags.indexOf(tag) === i)
  if (within) return tags
  const kept = new Set<string>()
  for (const tag of tags) {
    if (kept.size === MAX_TAGS_PER_SEARCH) break
    if (isRecordedTag(tag)) kept.add(tag)
  }
  return [...kept]
}

function isRecordedFilter(filter: UsedFilter): boolean {
  const { attribute, value } = filter
  return (
    typeof attribute === 'string' &&
    typeof value === 'string' &&
    attribute.length <= MAX_FILTER_TEXT_LENGTH &&
    value.length <= MAX_FILTER_TEXT_LENGTH
  )
}

const sameFilter = (a: UsedFilter, b: UsedFilter) =>
  a.value === b.value && a.attribute === b.attribute && a.operator === b.operator

/** Whether a few filters are all recorded as they are (no key strings built: the usual case). */
function isSmallAndRecorded(filters: UsedFilter[]): boolean {
  if (filters.length > 8) return false
  for (let i = 0; i < filters.length; i++) {
    if (!isRecordedFilter(filters[i]!)) return false
    for (let j = 0; j < i; j++) if (sameFilter(filters[i]!, filters[j]!)) return false
  }
  return true
}

/** The filters of a search that are recorded: short enough, each once, at most 50. */
export function recordedFilters(filters: UsedFilter[]): UsedFilter[] {
  if (isSmallAndRecorded(filters)) return filters
  const kept: UsedFilter[] = []
  const seen = new Set<string>()
  for (const filter of filters) {
    if (kept.length === MAX_RECORDED_FILTERS) break
    if (!isRecordedFilter(filter)) continue
    const key = `${filter.attribute}\u0000${filter.operator}\u0000${filter.value}`
    if (seen.has(key)) continue
    seen.add(key)
    kept.push(filter)
  }
  return kept.length === filters.length ? filters : kept
}

/** The user token recorded for a search: none when longer than an Insights user token. */
export function recordedUserToken(token: string | undefined): string | undefined {
  return token && token.length <= MAX_USER_TOKEN_LENGTH ? token : undefined
}

/**
 * Applies the limits to a stored record (read back from a log written before they existed).
 * Edits the record in place.
 */
export function boundRecord(record: SearchRecord): SearchRecord {
  if (Array.isArray(record.tags)) {
    const tags = recordedTags(record.tags)
    if (tags.length > 0) record.tags = tags
    else delete record.tags
  }
  if (Array.isArray(record.filters)) {
    const filters = recordedFilters(record.filters)
    if (filters.length > 0) record.filters = filters
    else delete record.filters
  }
  const token = recordedUserToken(record.userToken)
  if (token === undefined) delete record.userToken
  return record
}

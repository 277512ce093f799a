import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth'
import { paramsString } from './params-string'
import { runSearch, type SearchTarget } from './search'
import type { BrowseParams, SearchParams, SearchResponse } from './types'
import { validateSearchParams } from './validate-params'

interface CursorState {
  params: SearchParams
  offset: number
}

function encodeCursor(state: CursorState): string {
  return Buffer.from(JSON.stringify(state), 'utf8').toString('base64url')
}

// A cursor is the engine's own, but it comes back from the client: one nesting its parameters
// 5,000 levels deep overflowed the stack (500). It is held to a body's depth: no cursor the
// engine writes nests deeper, since its parameters came in a body.
function decodeCursor(cursor: string): CursorState | undefined {
  try {
    const text = Buffer.from(cursor, 'base64url').toString('utf8')
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return undefined
    const state = JSON.parse(text) as CursorState
    if (typeof state.offset !== 'number' || state.params === null) return undefined
    if (typeof state.params !== 'object' || Array.isArray(state.params)) return undefined
    return state
  } catch {
    return undefined
  }
}

/**
 * Settings every browse applies whatever the request or the index says (Algolia's browse
 * reference: "If you send these parameters with your browse requests, they're ignored"). The
 * index's `distinct` applied before, so a browse of an index with `distinct: true` returned one
 * record of each group, and an export through `browseObjects` missed the others.
 */
const BROWSE_FIXED: SearchParams = {
  advancedSyntax: false,
  attributesToHighlight: [],
  attributesToSnippet: [],
  distinct: false,
  enablePersonalization: false,
  enableRules: false,
  facets: [],
  getRankingInfo: false,
  ignorePlurals: false,
  optionalFilters: [],
}

/** `typoTolerance` in a browse: `min` and `strict` count as `true`. */
function browseTypoTolerance(value: SearchParams['typoTolerance']): SearchParams['typoTolerance'] {
  return value === 'min' || value === 'strict' ? true : value
}

/** Where an unreadable cursor leads: past the last record (the browse ends, no cursor). */
const UNKNOWN_CURSOR_OFFSET = Number.MAX_SAFE_INTEGER

/**
 * Browse: every matching record page by page, without the `paginationLimitedTo` cap. Pages are
 * 1000 hits by default; `cursor` is returned while more records remain and carries the original
 * parameters, as Algolia's does.
 */
export function browseIndex(target: SearchTarget, params: BrowseParams): SearchResponse {
  validateSearchParams(params)
  const { cursor, ...rest } = params
  // A cursor this server cannot read (another server's, or garbage) ends the browse with an
  // empty last page and a message, rather than failing the client's loop.
  const decoded = cursor ? decodeCursor(cursor) : { params: rest, offset: 0 }
  const state = decoded ?? { params: rest, offset: UNKNOWN_CURSOR_OFFSET }
  const hitsPerPage = Math.min(1000, Math.max(1, state.params.hitsPerPage ?? 1000))
  const typoTolerance = browseTypoTolerance(
    state.params.typoTolerance ?? target.settings.typoTolerance,
  )
  const response = runSearch(
    target,
    {
      ...state.params,
      ...BROWSE_FIXED,
      ...(typoTolerance !== undefined && { typoTolerance }),
      offset: state.offset,
      length: hitsPerPage,
      hitsPerPage,
    },
    { browse: true },
  )
  delete response.offset
  delete response.length
  response.params = cursor ? `cursor=${encodeURIComponent(cursor)}` : paramsString(rest)
  if (!decoded) response.message = 'Unknown or expired cursor: the browse is over'
  const next = state.offset + response.hits.length
  if (next < response.nbHits && response.hits.length > 0) {
    response.cursor = encodeCursor({ params: state.params, offset: next })
  }
  return response
}

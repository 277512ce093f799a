import { HttpError } from '../http-error'
import type { Acl, HttpMethod, Route } from '../types'

/**
 * Routes of the contract's specs this engine does not serve: API keys, dictionaries, clusters,
 * security sources, logs, Recommend rules and deleting a user token. They authenticate as the
 * spec's `x-acl` says, so a key without that ACL (the search key on an admin route) gets the 403
 * Algolia answers it, and a key holding it a 404 naming the route, rather than the router's
 * bare 404 for every caller, which told a search key nothing of its rights.
 */
const UNSERVED: ReadonlyArray<[HttpMethod, string, Acl]> = [
  ['GET', '/1/keys', 'admin'],
  ['POST', '/1/keys', 'admin'],
  // Any key may read its own description on Algolia.
  ['GET', '/1/keys/:key', 'search'],
  ['PUT', '/1/keys/:key', 'admin'],
  ['DELETE', '/1/keys/:key', 'admin'],
  ['POST', '/1/keys/:key/restore', 'admin'],
  ['POST', '/1/dictionaries/:dictionaryName/batch', 'editSettings'],
  ['POST', '/1/dictionaries/:dictionaryName/search', 'settings'],
  ['GET', '/1/dictionaries/*/settings', 'settings'],
  ['PUT', '/1/dictionaries/*/settings', 'editSettings'],
  ['GET', '/1/dictionaries/*/languages', 'settings'],
  ['GET', '/1/clusters', 'admin'],
  ['GET', '/1/clusters/mapping', 'admin'],
  ['POST', '/1/clusters/mapping', 'admin'],
  ['POST', '/1/clusters/mapping/batch', 'admin'],
  ['GET', '/1/clusters/mapping/top', 'admin'],
  ['POST', '/1/clusters/mapping/search', 'admin'],
  ['GET', '/1/clusters/mapping/pending', 'admin'],
  ['GET', '/1/clusters/mapping/:userID', 'admin'],
  ['DELETE', '/1/clusters/mapping/:userID', 'admin'],
  ['GET', '/1/security/sources', 'admin'],
  ['PUT', '/1/security/sources', 'admin'],
  ['POST', '/1/security/sources/append', 'admin'],
  ['DELETE', '/1/security/sources/:source', 'admin'],
  ['GET', '/1/logs', 'logs'],
  ['GET', '/1/indexes/:indexName/:model/recommend/rules/:objectID', 'settings'],
  ['DELETE', '/1/indexes/:indexName/:model/recommend/rules/:objectID', 'editSettings'],
  ['POST', '/1/indexes/:indexName/:model/recommend/rules/search', 'settings'],
  ['POST', '/1/indexes/:indexName/:model/recommend/rules/batch', 'editSettings'],
  ['GET', '/1/indexes/:indexName/:model/task/:taskID', 'editSettings'],
]

/** The answer of a caller allowed on an unserved route. */
export function notServed(method: HttpMethod, pattern: string): HttpError {
  return new HttpError(404, `${method} ${pattern} is not served by this engine`)
}

function unserved(method: HttpMethod, pattern: string, acl: Acl): Route {
  return {
    method,
    pattern,
    acl,
    handler() {
      throw notServed(method, pattern)
    },
  }
}

export const unservedRoutes: Route[] = [
  ...UNSERVED.map(([method, pattern, acl]) => unserved(method, pattern, acl)),
  // The Insights API's, whose bad credentials answer 401.
  {
    ...unserved('DELETE', '/1/usertokens/:userToken', 'deleteObject'),
    authFailure: { status: 401, message: 'Invalid credentials' },
  },
]

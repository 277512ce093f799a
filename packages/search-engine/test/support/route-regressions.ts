import { TEST_KEYS } from './test-server'

/** One request and the answer it must get. */
export interface Regression {
  name: string
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  key: string
  /** JSON body (a string is sent as it is). */
  body?: unknown
  status: number
  /** Indices whose taskID a 2xx answer must hold. */
  tasksFor?: string[]
}

/** The smallest inputs of the defects this testing found, each answered wrongly before its fix. */
export const REGRESSIONS: Regression[] = [
  {
    name: 'recommend fallbackParameters: advancedSyntaxFeatures not a list',
    method: 'POST',
    path: '/1/indexes/*/recommendations',
    key: TEST_KEYS.searchKey,
    body: {
      requests: [
        {
          indexName: 'products',
          model: 'trending-items',
          threshold: 100,
          maxRecommendations: 5,
          fallbackParameters: {
            query: 'red',
            advancedSyntax: true,
            advancedSyntaxFeatures: { polluted: 1 },
          },
        },
      ],
    },
    status: 400,
  },
  // The decoded parameters took the key as their prototype: silently ignored (200), and their
  // values were checked by the spec but not by the engine's own limits.
  ...['/1/indexes/products/query', '/1/indexes/products/browse'].map((path) => ({
    name: `search parameters with a __proto__ key (${path.split('/').pop()})`,
    method: 'POST' as const,
    path,
    key: TEST_KEYS.adminKey,
    body: '{"query":"","__proto__":{"filters":"brand:none","highlightPreTag":"<b>"}}',
    status: 400,
  })),
  {
    name: 'search parameters with a __proto__ key in a params string',
    method: 'POST',
    path: '/1/indexes/*/queries',
    key: TEST_KEYS.searchKey,
    body: {
      requests: [{ indexName: 'products', params: `__proto__=${encodeURIComponent('{"a":1}')}` }],
    },
    status: 400,
  },
  // The engine's parameter table, read with `CHECKS[key]`, found Object's constructor (500), and a
  // __proto__ key became the effective parameters' prototype (its values unchecked: 500). With the
  // admin key: the search key's fallback takes search parameters only (400 for these keys).
  ...[
    '{"constructor":1}',
    '{"query":"red","__proto__":{"advancedSyntax":true,"advancedSyntaxFeatures":5}}',
  ].map((fallback) => ({
    name: `recommend fallbackParameters ${fallback.slice(0, 30)}...: searched as data`,
    method: 'POST' as const,
    path: '/1/indexes/*/recommendations',
    key: TEST_KEYS.adminKey,
    body: `{"requests":[{"indexName":"products","model":"trending-items","threshold":100,"maxRecommendations":5,"fallbackParameters":${fallback}}]}`,
    status: 200,
  })),
  // `taskID[indexName] ??=` found an inherited value: the write was acknowledged without a task.
  {
    name: 'multi-index batch to indices named constructor and __proto__: a taskID for each',
    method: 'POST',
    path: '/1/indexes/*/batch',
    key: TEST_KEYS.adminKey,
    body: {
      requests: ['constructor', '__proto__'].map((indexName) => ({
        action: 'addObject',
        indexName,
        body: { objectID: 'a' },
      })),
    },
    status: 200,
    tasksFor: ['constructor', '__proto__'],
  },
  // With 1,000 hits, each highlighted word copied the tag: the server ran out of memory.
  ...['highlightPreTag', 'highlightPostTag', 'snippetEllipsisText'].map((name) => ({
    name: `search: ${name} of 400,000 characters`,
    method: 'POST' as const,
    path: '/1/indexes/products/query',
    key: TEST_KEYS.searchKey,
    body: { query: 'a', hitsPerPage: 1000, attributesToSnippet: ['*:2'], [name]: 'x'.repeat(4e5) },
    status: 400,
  })),
  ...['attributesToRetrieve', 'attributesToHighlight'].map((name) => ({
    name: `recommend queryParameters: ${name} not a list`,
    method: 'POST' as const,
    path: '/1/indexes/*/recommendations',
    key: TEST_KEYS.searchKey,
    body: {
      requests: [
        {
          indexName: 'products',
          model: 'related-products',
          objectID: 'p00001',
          threshold: 0,
          queryParameters: { [name]: 5 },
        },
      ],
    },
    status: 400,
  })),
]

import { describe, expect, it } from 'vitest'
import { createRouter, splitPath } from './router'
import type { Route } from './types'

const route = (method: Route['method'], pattern: string): Route => ({
  method,
  pattern,
  acl: 'search',
  handler: () => ({ body: pattern }),
})

const router = createRouter([
  route('GET', '/1/indexes/:indexName/:objectID'),
  route('GET', '/1/indexes/:indexName/settings'),
  route('PUT', '/1/indexes/:indexName/:objectID'),
  route('POST', '/1/indexes/*/queries'),
  route('POST', '/1/indexes/:indexName/batch'),
  route('POST', '/1/indexes/*/batch'),
])

describe('router', () => {
  it('prefers literal segments over parameters', () => {
    expect(router.match('GET', '/1/indexes/products/settings')).toMatchObject({
      kind: 'found',
      route: { pattern: '/1/indexes/:indexName/settings' },
    })
    expect(router.match('POST', '/1/indexes/*/batch')).toMatchObject({
      route: { pattern: '/1/indexes/*/batch' },
    })
    expect(router.match('POST', '/1/indexes/books/batch')).toMatchObject({
      params: { indexName: 'books' },
    })
  })

  it('decodes each segment after splitting, so %2F stays inside an objectID', () => {
    expect(router.match('GET', '/1/indexes/my%20index/a%2Fb')).toMatchObject({
      params: { indexName: 'my index', objectID: 'a/b' },
    })
    expect(splitPath('/1/indexes/')).toEqual(['1', 'indexes'])
  })

  it('never captures * in a parameter', () => {
    expect(router.match('GET', '/1/indexes/*/queries')).toEqual({
      kind: 'wrong-method',
      allowed: ['POST'],
    })
  })

  it('reports unknown paths', () => {
    expect(router.match('GET', '/2/x')).toEqual({ kind: 'not-found' })
    expect(router.match('GET', '/1/indexes/a/b/c')).toEqual({ kind: 'not-found' })
  })
})

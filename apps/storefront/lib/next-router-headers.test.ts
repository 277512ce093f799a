import { describe, expect, it } from 'vitest'
import { invalidRouterHeader } from './next-router-headers'

/** A router state tree as Next's client sends it: JSON, percent-encoded. */
function stateTree(tree: unknown): string {
  return encodeURIComponent(JSON.stringify(tree))
}

const PRODUCT_TREE = [
  '',
  {
    children: [
      'product',
      { children: [['objectID', 'p00005', 'd', null], { children: ['__PAGE__', {}] }] },
    ],
  },
  null,
  null,
  true,
]

describe('invalidRouterHeader', () => {
  it("passes a page request and the router's own requests", () => {
    expect(invalidRouterHeader(new Headers({ accept: 'text/html' }))).toBeUndefined()
    expect(
      invalidRouterHeader(
        new Headers({
          rsc: '1',
          'next-router-state-tree': stateTree(['', { children: ['__PAGE__', {}] }]),
          'next-url': '/search',
        }),
      ),
    ).toBeUndefined()
    expect(
      invalidRouterHeader(
        new Headers({
          rsc: '1',
          'next-router-prefetch': '1',
          'next-router-segment-prefetch': '/_tree',
        }),
      ),
    ).toBeUndefined()
  })

  it.each([
    ['not JSON', 'x'],
    ['a broken escape', '%'],
    ['JSON of another shape', stateTree([1])],
    ['a boolean where Next wants a number', stateTree(PRODUCT_TREE)],
    ['over 40,000 characters', stateTree(['', { children: ['x'.repeat(40_000), {}] }])],
  ])('refuses a router state tree that is %s', (_, value) => {
    expect(invalidRouterHeader(new Headers({ 'next-router-state-tree': value }))).toBe(
      'next-router-state-tree',
    )
  })

  it.each([
    ['rsc', '2'],
    ['rsc', 'x'],
    ['next-router-prefetch', 'yes'],
    ['next-router-prefetch', '12'],
    ['next-router-segment-prefetch', '_tree'],
    ['next-router-segment-prefetch', '/%ff'],
    ['next-router-segment-prefetch', `/${'a'.repeat(3000)}`],
    ['next-url', 'http://evil.example/'],
    ['next-url', '/a b'],
    ['x-middleware-subrequest', 'proxy:proxy:proxy:proxy:proxy'],
    ['x-middleware-rewrite', '/cart'],
  ])('refuses %s: %s', (name, value) => {
    expect(invalidRouterHeader(new Headers({ [name]: value }))).toBe(name)
  })

  it('is not fooled by header names that are Object.prototype keys', () => {
    expect(
      invalidRouterHeader(new Headers({ hasownproperty: 'x', constructor: 'x', tostring: 'x' })),
    ).toBeUndefined()
  })
})

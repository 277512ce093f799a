import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { HITS_PER_PAGE_OPTIONS, SORT_KEYS } from './attributes'
import {
  formatRoute,
  parsePriceRange,
  parseRoute,
  toRelativeHref,
  toURLSearchParams,
  type RouteState,
} from './route-state'

function roundTrip(route: RouteState): RouteState {
  const url = new URL(formatRoute(route), 'http://shop.test')
  return parseRoute(url.pathname, url.search)
}

const text = fc
  .string({ minLength: 1, maxLength: 20 })
  .filter((value) => value.trim() === value && value !== '')
const values = fc.uniqueArray(text, { minLength: 1, maxLength: 4 })
const bound = fc.oneof(fc.integer({ min: 0, max: 100_000 }), fc.constantFrom(9.99, 0.5, 120.25))

const routeArbitrary: fc.Arbitrary<RouteState> = fc.record(
  {
    q: fc.string({ minLength: 1, maxLength: 30 }).filter((value) => value.trim() !== ''),
    category: fc.array(
      text.filter((value) => !value.includes('/') && !/^\.+$/.test(value)),
      {
        minLength: 1,
        maxLength: 3,
      },
    ),
    brand: values,
    color: values,
    size: values,
    price: fc
      .record({ min: bound, max: bound }, { requiredKeys: [] })
      .filter((range) => range.min !== undefined || range.max !== undefined)
      .map((range) =>
        range.min !== undefined && range.max !== undefined && range.min > range.max
          ? { min: range.max, max: range.min }
          : { ...range },
      ),
    rating: fc.integer({ min: 1, max: 5 }),
    sale: fc.constant(true as const),
    sort: fc.constantFrom(...SORT_KEYS),
    page: fc.integer({ min: 2, max: 1000 }),
    perPage: fc.constantFrom(...HITS_PER_PAGE_OPTIONS.slice(1)),
  },
  { requiredKeys: [] },
)

describe('formatRoute / parseRoute', () => {
  it('writes readable URLs', () => {
    expect(
      formatRoute({
        q: 'running shoes',
        brand: ['Acme', 'Bolt & Co'],
        price: { min: 10, max: 50 },
        sort: 'price_asc',
        page: 2,
      }),
    ).toBe('/search?q=running+shoes&brand=Acme&brand=Bolt+%26+Co&price=10:50&sort=price_asc&page=2')
    expect(formatRoute({ category: ['Women', 'Shoes'], rating: 4, sale: true })).toBe(
      '/category/Women/Shoes?rating=4&sale=1',
    )
    expect(formatRoute({})).toBe('/search')
  })

  it('reads the category from the path and the rest from the query', () => {
    expect(
      parseRoute('/category/Home%20%26%20Garden/Lamps', 'q=desk&color=Red&color=Blue&perPage=48'),
    ).toEqual({
      q: 'desk',
      category: ['Home & Garden', 'Lamps'],
      color: ['Red', 'Blue'],
      perPage: 48,
    })
  })

  it('drops what it does not understand', () => {
    expect(
      parseRoute(
        '/search',
        'q=&brand=&price=abc&rating=9&sale=0&sort=name&page=1&perPage=7&utm_source=x',
      ),
    ).toEqual({})
    expect(parseRoute('/category/%E0%A4%A', '')).toEqual({ category: ['%E0%A4%A'] })
  })

  it('formats a query cut in the middle of a surrogate pair, or holding a lone one', () => {
    const cut = parseRoute('/search', new URLSearchParams({ q: `${'a'.repeat(255)}\u{1F600}` }))
    expect(cut.q).toBe('a'.repeat(255))
    expect(() => formatRoute(cut)).not.toThrow()
    const lone = parseRoute('/search', new URLSearchParams({ q: 'x\uD83Dy\uDE00' }))
    expect(lone.q).toBe('x\uFFFDy\uFFFD')
    expect(roundTrip(lone)).toEqual(lone)
  })

  it("keeps a query within the provider's 512 bytes of UTF-8, cut between characters", () => {
    const bytes = (text: string) => new TextEncoder().encode(text).length
    const cjk = parseRoute('/search', new URLSearchParams({ q: '\u4e2d'.repeat(256) })).q ?? ''
    expect(cjk).toBe('\u4e2d'.repeat(170))
    const emoji = parseRoute('/search', new URLSearchParams({ q: `a${'\u{1F600}'.repeat(200)}` }))
    expect(emoji.q).toBe(`a${'\u{1F600}'.repeat(127)}`)
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (q) => {
        const parsed = parseRoute('/search', new URLSearchParams({ q })).q ?? ''
        expect(bytes(parsed)).toBeLessThanOrEqual(512)
      }),
    )
  })

  it('round-trips every valid state', () => {
    // fast-check may build null-prototype records; compare plain copies.
    fc.assert(
      fc.property(routeArbitrary, (route) => {
        expect(roundTrip(route)).toEqual({ ...route })
      }),
    )
  })

  it('is stable on any query string: parse ∘ format ∘ parse = parse', () => {
    const pairs = fc.array(
      fc.tuple(
        fc.constantFrom(
          'q',
          'brand',
          'color',
          'size',
          'price',
          'rating',
          'sale',
          'sort',
          'page',
          'perPage',
          'x',
        ),
        fc.string({ maxLength: 12 }),
      ),
      { maxLength: 10 },
    )
    fc.assert(
      fc.property(pairs, fc.array(fc.string({ maxLength: 8 }), { maxLength: 4 }), (query, path) => {
        const pathname = `/category/${path.map(encodeURIComponent).join('/')}`
        const first = parseRoute(pathname, new URLSearchParams(query))
        expect(roundTrip(first)).toEqual(first)
      }),
      {
        examples: [
          [[], ['.']],
          [[], ['a', '..']],
        ],
      },
    )
  })
})

describe('parsePriceRange', () => {
  it.each([
    ['10:50', { min: 10, max: 50 }],
    ['10:', { min: 10 }],
    [':50', { max: 50 }],
    ['9.99:19.5', { min: 9.99, max: 19.5 }],
    ['50:10', undefined],
    [':', undefined],
    ['-1:5', undefined],
    ['1:2:3', undefined],
    ['Infinity:', undefined],
    [null, undefined],
  ])('%s → %o', (raw, expected) => {
    expect(parsePriceRange(raw)).toEqual(expected)
  })
})

describe('toURLSearchParams', () => {
  it('keeps repeated values', () => {
    expect(toURLSearchParams({ brand: ['A', 'B'], q: 'x', none: undefined }).toString()).toBe(
      'brand=A&brand=B&q=x',
    )
  })
})

describe('toRelativeHref', () => {
  it('keeps the path, query and hash of absolute and relative URLs', () => {
    expect(toRelativeHref('http://shop.test/search?q=a+b&price=1:2#x')).toBe(
      '/search?q=a+b&price=1:2#x',
    )
    expect(toRelativeHref('/category/Women')).toBe('/category/Women')
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EngineError } from '../errors'
import type { FilterAtom, FilterNode, NotFilter } from './ast'
import { parseFilters } from './parse'
import { printFilters } from './print'

describe('parseFilters', () => {
  it.each<[string, FilterNode]>([
    ['category:Book', { type: 'facet', attribute: 'category', value: 'Book' }],
    ['price > 12.99', { type: 'numeric', attribute: 'price', operator: '>', value: 12.99 }],
    ['price>=-3', { type: 'numeric', attribute: 'price', operator: '>=', value: -3 }],
    ['price:5.99 TO 100', { type: 'range', attribute: 'price', lower: 5.99, upper: 100 }],
    ['onSale:true', { type: 'facet', attribute: 'onSale', value: 'true' }],
    ['_tags:published', { type: 'tag', value: 'published' }],
    ['published', { type: 'tag', value: 'published' }],
    [
      'category:"Books and Comics"',
      { type: 'facet', attribute: 'category', value: 'Books and Comics' },
    ],
    ["editor:'visual studio'", { type: 'facet', attribute: 'editor', value: 'visual studio' }],
    ['keyword:"OR"', { type: 'facet', attribute: 'keyword', value: 'OR' }],
    ['"price.gross" < 2.0', { type: 'numeric', attribute: 'price.gross', operator: '<', value: 2 }],
    ['brand:Apple<score=3>', { type: 'facet', attribute: 'brand', value: 'Apple', score: 3 }],
    [
      'NOT brand:Apple',
      { type: 'not', child: { type: 'facet', attribute: 'brand', value: 'Apple' } },
    ],
  ])('parses %s', (text, expected) => {
    expect(parseFilters(text)).toEqual(expected)
  })

  it('builds a conjunction of disjunctions', () => {
    expect(
      parseFilters('(category:Book OR category:Ebook) AND _tags:published AND NOT price < 3'),
    ).toEqual({
      type: 'and',
      children: [
        {
          type: 'or',
          children: [
            { type: 'facet', attribute: 'category', value: 'Book' },
            { type: 'facet', attribute: 'category', value: 'Ebook' },
          ],
        },
        { type: 'tag', value: 'published' },
        { type: 'not', child: { type: 'numeric', attribute: 'price', operator: '<', value: 3 } },
      ],
    })
  })

  it('accepts a top-level OR and an empty filter', () => {
    expect(parseFilters("editor:'visual studio' OR editor:neovim")?.type).toBe('or')
    expect(parseFilters('   ')).toBeUndefined()
  })

  it.each([
    ['brand:Apple AND', 'position 16'],
    ['(brand:Apple', 'position 13'],
    ['brand:"Apple', 'position 7'],
    ['price > cheap', 'position 9'],
    ['price:1 TO', 'position 11'],
    ['brand:Apple OR price > 3', 'different types'],
    ['brand:A OR (brand:B AND brand:C)', 'AND is not allowed'],
    ['(brand:A AND brand:B)', 'AND is not allowed'],
    ['NOT (brand:A OR brand:B)', 'NOT can only negate'],
    ['brand:A brand:B', 'position 9'],
    ['price ! 3', 'position 7'],
  ])('rejects %s with a 400 naming the problem', (text, fragment) => {
    let error: unknown
    try {
      parseFilters(text)
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(EngineError)
    expect((error as EngineError).status).toBe(400)
    expect((error as EngineError).message).toContain(fragment)
  })
})

const text = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
  fc.constantFrom('AND', 'OR', 'NOT', 'TO', 'a b', '"q"', "it's", 'x\\y', '-5', '<score=1>'),
)
const attribute = text.filter((a) => a !== '_tags')
const number = fc
  .oneof(fc.integer({ min: -1e6, max: 1e6 }), fc.double({ noNaN: true, noDefaultInfinity: true }))
  .filter((n) => !Object.is(n, -0))
const score = fc.option(fc.integer({ min: -20, max: 20 }), { nil: undefined })

function withScore<T extends FilterAtom>(atom: T, s: number | undefined): T {
  return s === undefined ? atom : { ...atom, score: s }
}

const facetAtom = fc
  .tuple(attribute, text, score)
  .map(([a, v, s]) => withScore({ type: 'facet', attribute: a, value: v }, s) as FilterAtom)
const numericAtom = fc.oneof(
  fc
    .tuple(attribute, fc.constantFrom('<', '<=', '=', '!=', '>=', '>' as const), number, score)
    .map(
      ([a, op, v, s]) =>
        withScore({ type: 'numeric', attribute: a, operator: op, value: v }, s) as FilterAtom,
    ),
  fc
    .tuple(attribute, number, number, score)
    .map(
      ([a, lo, hi, s]) =>
        withScore({ type: 'range', attribute: a, lower: lo, upper: hi }, s) as FilterAtom,
    ),
)
const tagAtom = fc
  .tuple(text, score)
  .map(([v, s]) => withScore({ type: 'tag', value: v }, s) as FilterAtom)

const term = (atom: fc.Arbitrary<FilterAtom>) =>
  fc.oneof(
    atom,
    atom.map((child): NotFilter => ({ type: 'not', child })),
  )
const orGroup = fc
  .constantFrom(facetAtom, numericAtom, tagAtom)
  .chain((atom) => fc.array(term(atom), { minLength: 2, maxLength: 4 }))
  .map((children): FilterNode => ({ type: 'or', children }))
const anyTerm = term(fc.oneof(facetAtom, numericAtom, tagAtom))
const conjunct = fc.oneof(anyTerm, orGroup) as fc.Arbitrary<
  Extract<FilterNode, { type: 'and' }>['children'][number]
>
const filterAst: fc.Arbitrary<FilterNode> = fc.oneof(
  anyTerm,
  orGroup,
  fc
    .array(conjunct, { minLength: 2, maxLength: 4 })
    .map((children): FilterNode => ({ type: 'and', children })),
)

describe('filters printer and parser (properties)', () => {
  it('round-trips: parse(print(ast)) equals ast', () => {
    fc.assert(
      fc.property(filterAst, (ast) => {
        expect(parseFilters(printFilters(ast))).toEqual(ast)
      }),
      { numRuns: 1000 },
    )
  })

  const soup = fc
    .array(
      fc.oneof(
        fc.constantFrom(
          'AND',
          'OR',
          'NOT',
          'TO',
          '(',
          ')',
          ':',
          '<',
          '<=',
          '!=',
          '=',
          '"',
          "'",
          '\\',
        ),
        fc.constantFrom('brand:A', 'price', '3', '-1.5', '<score=2>', '_tags', 'x y'),
        fc.string({ maxLength: 4 }),
      ),
      { maxLength: 12 },
    )
    .map((parts) => parts.join(' '))

  it('never throws anything but a 400 EngineError on garbage', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), soup), (input) => {
        try {
          parseFilters(input)
        } catch (error) {
          expect(error).toBeInstanceOf(EngineError)
          expect((error as EngineError).status).toBe(400)
        }
      }),
      { numRuns: 2000 },
    )
  })
})

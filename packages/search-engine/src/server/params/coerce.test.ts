import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { coerceJson, coerceText } from './coerce'

const types = (...names: string[]) => new Set(names)

describe('coerceText', () => {
  it.each([
    ['20', types('integer'), 20],
    ['-1.5', types('number'), -1.5],
    ['true', types('boolean'), true],
    ['0', types('boolean'), false],
    ['1', types('boolean', 'integer'), 1],
    ['true', types('boolean', 'integer'), true],
    ['["a","b"]', types('array'), ['a', 'b']],
    ['[["a:b","c:d"],"e:f"]', types('array', 'string'), [['a:b', 'c:d'], 'e:f']],
    ['brand:Acme', types('array', 'string'), 'brand:Acme'],
    ['title,description', types('array'), ['title', 'description']],
    ['', types('array'), []],
    ['{"a":1}', types('object'), { a: 1 }],
    ['[broken', types('array', 'string'), '[broken'],
    ['min', types('boolean', 'string'), 'min'],
    ['null', types('string', 'null'), 'null'],
    ['null', types('array', 'null'), null],
    ['abc', types('integer'), 'abc'],
    ['abc', undefined, 'abc'],
  ])('%s as %o', (text, allowed, expected) => {
    expect(coerceText(text, allowed)).toEqual(expected)
  })
})

describe('coerceText numbers', () => {
  // What a number was before the expression was made linear (the same language).
  const OLD_NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/
  const text = fc
    .array(fc.constantFrom('1', '0', '9', '.', '-', '+', 'e', 'E', 'x', ' '), { maxLength: 10 })
    .map((parts) => parts.join(''))

  it('reads as a number exactly what it read before', () => {
    fc.assert(
      fc.property(text, (t) => {
        const number = typeof coerceText(t, types('number')) === 'number'
        expect(number).toBe(OLD_NUMBER.test(t.trim()))
      }),
      { numRuns: 5000 },
    )
  })

  it('rejects a long run of digits with a letter at once', () => {
    const long = `${'1'.repeat(500_000)}x`
    expect(coerceText(long, types('integer'))).toBe(long)
  })
})

describe('coerceJson', () => {
  it('wraps a string where only an array is allowed', () => {
    expect(coerceJson('brand', types('array'))).toEqual(['brand'])
    expect(coerceJson('a:b', types('array', 'string'))).toBe('a:b')
    expect(coerceJson(3, types('array'))).toBe(3)
  })
})

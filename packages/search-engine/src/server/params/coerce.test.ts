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

describe('coerceJson', () => {
  it('wraps a string where only an array is allowed', () => {
    expect(coerceJson('brand', types('array'))).toEqual(['brand'])
    expect(coerceJson('a:b', types('array', 'string'))).toBe('a:b')
    expect(coerceJson(3, types('array'))).toBe(3)
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeComponent, encodeParams, parseUrlEncoded } from './url-encoded'

describe('parseUrlEncoded', () => {
  it.each([
    ['a=1&b=two', { a: '1', b: 'two' }],
    ['?query=red+shoes&x=%5B%22a%22%5D', { query: 'red shoes', x: '["a"]' }],
    ['flag&empty=&=v', { flag: '', empty: '', '': 'v' }],
    ['a=1&a=2', { a: '2' }],
    ['bad=%E0%A4%A&ok=%41', { bad: '%E0%A4%A', ok: 'A' }],
    ['', {}],
  ])('%s', (text, expected) => {
    expect(Object.fromEntries(parseUrlEncoded(text))).toEqual(expected)
  })

  it('keeps well-formed escapes next to malformed ones', () => {
    expect(decodeComponent('%41%ZZ%42')).toBe('A%ZZB')
  })

  it('round-trips what encodeParams writes', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.string()), (dict) => {
        expect(Object.fromEntries(parseUrlEncoded(encodeParams(dict)))).toEqual(dict)
      }),
    )
  })

  it('never throws on arbitrary text', () => {
    fc.assert(fc.property(fc.string(), (text) => void parseUrlEncoded(text)))
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { countLength, jsonStringLength } from './json-length'

describe('jsonStringLength', () => {
  it('is the length of JSON.stringify for quotes, escapes, controls and surrogates', () => {
    for (const text of [
      '',
      'a"b',
      'x\\y',
      '\n\t\b\f\r',
      '\u0001\u001f',
      '\ud800',
      '\udc00x',
      'ab\ud83d',
      '\ud83d\ude00',
      'é\u2028',
    ])
      expect(jsonStringLength(text)).toBe(JSON.stringify(text).length)
  })

  it('is the length of JSON.stringify for any string of code units (property)', () => {
    const unit = fc.oneof(
      fc.integer({ min: 0, max: 0x7f }),
      fc.integer({ min: 0xd7f0, max: 0xe010 }),
      fc.integer({ min: 0, max: 0xffff }),
    )
    const text = fc.array(unit, { maxLength: 40 }).map((units) => String.fromCharCode(...units))
    fc.assert(
      fc.property(text, (s) => {
        expect(jsonStringLength(s)).toBe(JSON.stringify(s).length)
      }),
      { numRuns: 2000 },
    )
  })
})

describe('countLength', () => {
  it('is the length of String(count) (property)', () => {
    const count = fc.oneof(fc.nat(), fc.integer({ min: 0, max: 2_000_000 }), fc.double())
    fc.assert(
      fc.property(count, (n) => {
        expect(countLength(n)).toBe(String(n).length)
      }),
    )
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatOf, splitJsonArray } from './read-records'

describe('splitJsonArray', () => {
  it('finds every element of any JSON array, with the line it starts on', () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue()), fc.constantFrom(0, 1, 2, '\t'), (values, indent) => {
        const text = JSON.stringify(values, null, indent)
        const elements = splitJsonArray(text)
        expect(elements.map((e) => JSON.parse(e.text) as unknown)).toEqual(
          values.map((v) => JSON.parse(JSON.stringify(v))),
        )
        const lines = text.split('\n')
        for (const element of elements) {
          expect(lines[element.line - 1]).toContain(element.text.split('\n')[0])
        }
      }),
    )
  })

  it('keeps going after a malformed element', () => {
    const elements = splitJsonArray('[{"a":1},\n{"b": },\n{"c":"x,]"}]')
    expect(elements).toEqual([
      { line: 1, text: '{"a":1}' },
      { line: 2, text: '{"b": }' },
      { line: 3, text: '{"c":"x,]"}' },
    ])
  })

  it('rejects anything but an array', () => {
    expect(() => splitJsonArray('{"objectID":"a"}')).toThrow(/JSON array/)
  })
})

describe('formatOf', () => {
  it.each([
    ['a.ndjson', 'ndjson'],
    ['a.JSONL', 'ndjson'],
    ['a.json', 'json'],
    ['records', 'json'],
  ])('%s', (path, format) => expect(formatOf(path)).toBe(format))
})

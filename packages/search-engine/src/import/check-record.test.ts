import { describe, expect, it } from 'vitest'
import { checkRecord } from './check-record'

const rules = { maxRecordBytes: 100, requireObjectID: true }
const makeID = () => 'generated'

describe('checkRecord', () => {
  it.each([
    [null, 'not an object (got null)'],
    [[1], 'not an object (got an array)'],
    ['x', 'not an object (got a string)'],
    [{ name: 'a' }, 'missing objectID'],
    [{ objectID: '' }, 'missing objectID'],
    [{ objectID: true }, 'objectID must be a string or a number'],
    [
      { objectID: 'a', text: 'x'.repeat(100) },
      expect.stringMatching(/^record is 1\d\d bytes, over the 100-byte limit$/),
    ],
    // JSON.parse reads 1e400 as Infinity, saved as null: the imported record would not be the file's.
    [
      JSON.parse('{"objectID":"a","p":{"q":[1,1e400]}}'),
      'a number is past the range of a double (at p.q[1])',
    ],
  ])('rejects %j', (value, error) => {
    expect(checkRecord(value, rules, makeID)).toEqual({ error })
  })

  it('accepts records, turning numeric objectIDs into text', () => {
    expect(checkRecord({ objectID: 7, a: 1 }, rules, makeID)).toEqual({
      record: { objectID: '7', a: 1 },
    })
  })

  it('generates missing objectIDs when allowed', () => {
    expect(checkRecord({ a: 1 }, { ...rules, requireObjectID: false }, makeID)).toEqual({
      record: { a: 1, objectID: 'generated' },
    })
  })
})

import { describe, expect, it } from 'vitest'
import { applyPartialUpdate } from './partial-update'

describe('applyPartialUpdate', () => {
  const base = { objectID: '1', n: 5, list: ['a', 'b', 'a'], version: 2 }

  it.each([
    [{ n: { _operation: 'Increment', value: 2 } }, { n: 7 }],
    [{ n: { _operation: 'Decrement', value: 2 } }, { n: 3 }],
    [{ m: { _operation: 'Increment', value: 1 } }, { m: 1 }],
    [{ list: { _operation: 'Add', value: 'a' } }, { list: ['a', 'b', 'a', 'a'] }],
    [{ list: { _operation: 'AddUnique', value: 'a' } }, { list: ['a', 'b', 'a'] }],
    [{ list: { _operation: 'Remove', value: 'a' } }, { list: ['b'] }],
    [{ version: { _operation: 'IncrementFrom', value: 2 } }, { version: 3 }],
    [{ version: { _operation: 'IncrementSet', value: 9 } }, { version: 9 }],
  ])('applies %j', (update, expected) => {
    expect(applyPartialUpdate(base, { objectID: '1', ...update })).toEqual({ ...base, ...expected })
  })

  it('skips the whole update when a conditional operation does not hold', () => {
    expect(
      applyPartialUpdate(base, {
        objectID: '1',
        version: { _operation: 'IncrementFrom', value: 1 },
      }),
    ).toBeUndefined()
    expect(
      applyPartialUpdate(base, {
        objectID: '1',
        version: { _operation: 'IncrementSet', value: 1 },
      }),
    ).toBeUndefined()
  })

  it('creates records from attributes', () => {
    expect(applyPartialUpdate(undefined, { objectID: 9, a: 1 })).toEqual({ objectID: '9', a: 1 })
  })

  it('rejects unknown operations', () => {
    expect(() => applyPartialUpdate(base, { objectID: '1', n: { _operation: 'Nope' } })).toThrow(
      /Nope/,
    )
  })
})

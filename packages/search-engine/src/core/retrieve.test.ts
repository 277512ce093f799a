import { describe, expect, it } from 'vitest'
import { retrieveAttributes } from './retrieve'

const record = {
  objectID: '1',
  name: 'n',
  price: 3,
  cat: { lvl0: 'A', lvl1: 'A > B' },
  secret: 's',
}

describe('retrieveAttributes', () => {
  it.each([
    [undefined, undefined, record],
    [['*'], ['secret'], { objectID: '1', name: 'n', price: 3, cat: { lvl0: 'A', lvl1: 'A > B' } }],
    [['name'], undefined, { objectID: '1', name: 'n' }],
    [['cat.lvl1', 'missing'], undefined, { objectID: '1', cat: { lvl1: 'A > B' } }],
    [
      ['*', '-price', '-cat.lvl0'],
      undefined,
      { objectID: '1', name: 'n', cat: { lvl1: 'A > B' }, secret: 's' },
    ],
  ])('%j minus %j', (toRetrieve, unretrievable, expected) => {
    expect(retrieveAttributes(record, toRetrieve, unretrievable)).toEqual(expected)
  })

  it('never mutates the stored record', () => {
    retrieveAttributes(record, ['*', '-cat.lvl0'], ['secret'])
    expect(record.cat.lvl0).toBe('A')
    expect(record.secret).toBe('s')
  })
})

import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import {
  addRecentSearch,
  createRecentSearchesStore,
  matchRecentSearches,
  parseRecentSearches,
  RECENT_SEARCHES_KEY,
} from './recent-searches'

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial))
  return {
    get length() {
      return data.size
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  }
}

describe('addRecentSearch', () => {
  it('puts the newest first, without duplicates, within the cap', () => {
    let list: string[] = []
    for (const query of ['shoes', 'hat', '  Shoes  ', 'bag', 'belt', 'coat', 'scarf']) {
      list = addRecentSearch(list, query, 5)
    }
    expect(list).toEqual(['scarf', 'coat', 'belt', 'bag', 'Shoes'])
  })

  it('ignores blank queries and collapses whitespace', () => {
    expect(addRecentSearch(['a'], '   ')).toEqual(['a'])
    expect(addRecentSearch([], ' red \n  shoes ')).toEqual(['red shoes'])
  })

  it('keeps its invariants for any sequence of queries', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 12 })),
        fc.integer({ min: 1, max: 8 }),
        (queries, max) => {
          const list = queries.reduce<string[]>((acc, q) => addRecentSearch(acc, q, max), [])
          expect(list.length).toBeLessThanOrEqual(max)
          expect(new Set(list.map((q) => q.toLowerCase())).size).toBe(list.length)
          expect(list.every((q) => q !== '' && q === q.trim())).toBe(true)
          const last = queries.filter((q) => q.trim() !== '').at(-1)
          if (last !== undefined)
            expect(list[0]).toBe(last.replace(/\s+/g, ' ').trim().slice(0, 100))
        },
      ),
    )
  })
})

describe('parseRecentSearches', () => {
  it.each([
    [null, []],
    ['not json', []],
    ['{"a":1}', []],
    ['["a", 3, "b", "A", ""]', ['a', 'b']],
  ])('%s → %o', (raw, list) => {
    expect(parseRecentSearches(raw)).toEqual(list)
  })
})

describe('matchRecentSearches', () => {
  it('lists prefix matches before other matches', () => {
    expect(matchRecentSearches(['red shoes', 'shirt', 'blue shoes', 'hat'], 'sh', 5)).toEqual([
      'shirt',
      'red shoes',
      'blue shoes',
    ])
    expect(matchRecentSearches(['a', 'b', 'c'], '', 2)).toEqual(['a', 'b'])
  })
})

describe('createRecentSearchesStore', () => {
  it('persists, notifies and keeps a stable snapshot', () => {
    const storage = memoryStorage()
    const store = createRecentSearchesStore({ storage })
    const listener = vi.fn()
    store.subscribe(listener)
    const empty = store.getSnapshot()
    expect(store.getSnapshot()).toBe(empty)
    store.add('shoes')
    store.add('shoes')
    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.getSnapshot()).toEqual(['shoes'])
    expect(storage.getItem(RECENT_SEARCHES_KEY)).toBe('["shoes"]')
    store.clear()
    expect(store.getSnapshot()).toEqual([])
    expect(store.getSnapshot()).toBe(store.getSnapshot())
    expect(storage.getItem(RECENT_SEARCHES_KEY)).toBeNull()
  })

  it('follows changes made by other tabs', () => {
    const storage = memoryStorage()
    const events = new EventTarget()
    const store = createRecentSearchesStore({ storage, events: events as unknown as Window })
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    storage.setItem(RECENT_SEARCHES_KEY, '["hat"]')
    events.dispatchEvent(Object.assign(new Event('storage'), { key: RECENT_SEARCHES_KEY }))
    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.getSnapshot()).toEqual(['hat'])
    unsubscribe()
    events.dispatchEvent(Object.assign(new Event('storage'), { key: RECENT_SEARCHES_KEY }))
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('works in memory when storage throws', () => {
    const broken = memoryStorage()
    broken.setItem = () => {
      throw new Error('QuotaExceededError')
    }
    const store = createRecentSearchesStore({ storage: broken })
    store.add('lamp')
    expect(store.getSnapshot()).toEqual(['lamp'])
    const none = createRecentSearchesStore({ storage: undefined })
    none.add('desk')
    expect(none.getSnapshot()).toEqual(['desk'])
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { mergeRecommendations, toFacetRecommendations } from './merge-recommendations'
import type { RecommendHit, RecommendResult } from './types'

type Hit = RecommendHit & { name?: string }

const hit = (objectID: string, _score?: number): Hit =>
  _score === undefined ? { objectID } : { objectID, _score }

describe('mergeRecommendations', () => {
  it('ranks items recommended for more inputs first, then by _score, and tags them', () => {
    const results: RecommendResult<Hit>[] = [
      { queryID: 'q1', hits: [hit('x', 90), hit('y', 80), hit('z', 70)] },
      { queryID: 'q2', hits: [hit('z', 60), hit('w', 99)] },
    ]
    expect(mergeRecommendations({ results })).toEqual([
      { objectID: 'z', _score: 70, __position: 1, __queryID: 'q1' },
      { objectID: 'w', _score: 99, __position: 2, __queryID: 'q2' },
      { objectID: 'x', _score: 90, __position: 3, __queryID: 'q1' },
      { objectID: 'y', _score: 80, __position: 4, __queryID: 'q1' },
    ])
  })

  it('keeps the copy with the best _score, with the queryID of its result', () => {
    const results: RecommendResult<Hit>[] = [
      { queryID: 'q1', hits: [{ objectID: 'x', _score: 10, name: 'low' }] },
      { queryID: 'q2', hits: [{ objectID: 'x', _score: 95, name: 'high' }] },
    ]
    expect(mergeRecommendations({ results })).toEqual([
      { objectID: 'x', _score: 95, name: 'high', __position: 1, __queryID: 'q2' },
    ])
  })

  it('on equal scores keeps the first copy and its queryID', () => {
    const results: RecommendResult<Hit>[] = [
      { queryID: 'q1', hits: [{ objectID: 'x', _score: 50, name: 'first' }] },
      { queryID: 'q2', hits: [{ objectID: 'x', _score: 50, name: 'second' }] },
      { queryID: 'q3', hits: [{ objectID: 'x', name: 'fallback' }] },
    ]
    expect(mergeRecommendations({ results })).toEqual([
      { objectID: 'x', _score: 50, name: 'first', __position: 1, __queryID: 'q1' },
    ])
  })

  it('drops the input objects, counts a result repeating a hit once, and keeps ties stable', () => {
    const results: RecommendResult<Hit>[] = [
      { hits: [hit('A', 99), hit('b', 50), hit('b', 50), hit('c', 50)] },
      { hits: [hit('B', 99), hit('d', 50)] },
    ]
    expect(
      mergeRecommendations({ results, objectIDs: ['A', 'B'] }).map((item) => item.objectID),
    ).toEqual(['b', 'c', 'd'])
  })

  it('ranks fallback hits (no _score) after scored ones', () => {
    const results = [{ hits: [hit('fallback'), hit('scored', 0)] }]
    expect(mergeRecommendations({ results }).map((item) => item.objectID)).toEqual([
      'scored',
      'fallback',
    ])
  })

  it('caps the list and numbers positions after the cap, omitting a missing queryID', () => {
    const results = [{ hits: [hit('a', 5), hit('b', 9), hit('c', 7)] }]
    expect(mergeRecommendations({ results, maxRecommendations: 2 })).toStrictEqual([
      { objectID: 'b', _score: 9, __position: 1 },
      { objectID: 'c', _score: 7, __position: 2 },
    ])
  })

  it('does not mutate its input', () => {
    const results = [{ queryID: 'q', hits: [hit('a', 1)] }]
    const copy = structuredClone(results)
    mergeRecommendations({ results, maxRecommendations: 1 })
    expect(results).toEqual(copy)
  })

  describe('properties', () => {
    const ids = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'.split(''))
    const arbHit = fc.record(
      { objectID: ids, _score: fc.integer({ min: 0, max: 100 }) },
      { requiredKeys: ['objectID'] },
    )
    const arbResult = fc.record(
      {
        hits: fc.array(arbHit, { maxLength: 40 }),
        queryID: fc.string({
          unit: fc.constantFrom(...'0123456789abcdef'),
          minLength: 32,
          maxLength: 32,
        }),
      },
      { requiredKeys: ['hits'] },
    )
    const arbInput = fc.record({
      results: fc.array(arbResult, { maxLength: 8 }),
      objectIDs: fc.array(ids, { maxLength: 4 }),
      maxRecommendations: fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined }),
    })

    it('has no duplicates and no input objects, and its length is min(cap, distinct hits)', () => {
      fc.assert(
        fc.property(arbInput, (input) => {
          const merged = mergeRecommendations(input)
          const ids = merged.map((item) => item.objectID)
          const distinct = new Set(
            input.results
              .flatMap((r) => r.hits.map((h) => h.objectID))
              .filter((id) => !input.objectIDs.includes(id)),
          )
          expect(new Set(ids).size).toBe(ids.length)
          expect(ids.some((id) => input.objectIDs.includes(id))).toBe(false)
          expect(merged).toHaveLength(Math.min(input.maxRecommendations ?? Infinity, distinct.size))
        }),
      )
    })

    it('numbers positions exactly 1..n', () => {
      fc.assert(
        fc.property(arbInput, (input) => {
          const positions = mergeRecommendations(input).map((item) => item.__position)
          expect(positions).toEqual(positions.map((_, i) => i + 1))
        }),
      )
    })

    it('tags each item with the queryID of a result that contained it (or none)', () => {
      fc.assert(
        fc.property(arbInput, (input) => {
          for (const item of mergeRecommendations(input)) {
            const sources = input.results.filter((r) =>
              r.hits.some((h) => h.objectID === item.objectID),
            )
            if (item.__queryID === undefined) {
              expect(sources.some((r) => r.queryID === undefined)).toBe(true)
            } else {
              expect(sources.map((r) => r.queryID)).toContain(item.__queryID)
            }
          }
        }),
      )
    })

    it('orders by number of inputs recommending an item, then by best _score', () => {
      fc.assert(
        fc.property(arbInput, (input) => {
          const rank = (id: string) => {
            const sources = input.results.filter((r) => r.hits.some((h) => h.objectID === id))
            const scores = input.results.flatMap((r) =>
              r.hits.filter((h) => h.objectID === id).map((h) => h._score ?? -Infinity),
            )
            return [sources.length, Math.max(...scores)] as const
          }
          const ranks = mergeRecommendations(input).map((item) => rank(item.objectID))
          ranks.slice(1).forEach(([count, score], i) => {
            const [prevCount, prevScore] = ranks[i]!
            expect(prevCount > count || (prevCount === count && prevScore >= score)).toBe(true)
          })
        }),
      )
    })

    it('is deterministic for equal input, and the small-cap and sort paths agree', () => {
      fc.assert(
        fc.property(arbInput, (input) => {
          const merged = mergeRecommendations(input)
          expect(mergeRecommendations(structuredClone(input))).toEqual(merged)
          const all = mergeRecommendations({ ...input, maxRecommendations: undefined })
          const cap = input.maxRecommendations ?? Infinity
          expect(merged.map((item) => item.objectID)).toEqual(
            all.slice(0, cap).map((item) => item.objectID),
          )
        }),
      )
    })
  })
})

describe('toFacetRecommendations', () => {
  it('caps facet hits and numbers them', () => {
    const result = {
      queryID: 'q',
      hits: [
        { facetName: 'brand', facetValue: 'acme', _score: 9 },
        { facetName: 'brand', facetValue: 'zen', _score: 5 },
      ],
    }
    expect(toFacetRecommendations(result, 1)).toEqual([
      { facetName: 'brand', facetValue: 'acme', _score: 9, __position: 1, __queryID: 'q' },
    ])
    expect(toFacetRecommendations({ hits: [] })).toEqual([])
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { CriteriaInput } from './criteria'
import { effectiveParams } from './effective-params'
import { matchWordSteps } from './match'
import { findMatches } from './matches'
import { rankByColumns, rankCandidates } from './order'
import { finish } from './steps'
import { activeCriteria } from './rank-matches'
import { compileCustomRanking } from './ranking'
import { compileSearchableAttributes } from './searchable-attributes'
import { singleWordKeys } from './single-word-keys'
import { customGroups } from './custom-groups'
import { Snapshot } from './snapshot'
import type { Hit, IndexSettings, SearchParams } from './types'
import { parseQueryWords } from './query-words'

// One-word queries (the suggestions lookup) rank through packed keys computed in one pass, and
// short prefixes reuse merged postings: both must give exactly what the general path gives.

const SYLLABLES = ['ka', 'lo', 'mi', 'ber', 'kan']

function corpus(size: number, seed: number): Hit[] {
  let state = seed
  const next = (n: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state % n
  }
  const word = () => Array.from({ length: 1 + next(3) }, () => SYLLABLES[next(5)]).join('')
  const phrase = () => Array.from({ length: 1 + next(3) }, word).join(' ')
  return Array.from({ length: size }, (_, i) => ({
    objectID: String(i),
    query: phrase(),
    brand: next(3) === 0 ? word() : phrase(),
    popularity: next(50),
  }))
}

const DOCS = corpus(12_000, 7)
const snapshot = new Snapshot(DOCS)

const BASE: IndexSettings = {
  searchableAttributes: ['query', 'unordered(brand)'],
  customRanking: ['desc(popularity)'],
}

function bothOrders(settings: IndexSettings, params: SearchParams) {
  const p = effectiveParams(settings, params)
  const matches = finish(findMatches(snapshot, p))
  const input: CriteriaInput = {
    snapshot,
    index: matches.index,
    states: matches.states,
    criteria: activeCriteria(p, {}),
  }
  if (p.exactOnSingleWordQuery) input.exactOnSingleWordQuery = p.exactOnSingleWordQuery
  const groups = customGroups(snapshot, compileCustomRanking(p.customRanking))
  if (groups) input.customGroups = groups
  const tieBreak = snapshot.order(compileCustomRanking(p.customRanking))
  const docs = matches.docs!.slice(0, matches.n)
  const k = params.hitsPerPage ?? matches.n
  // the one-pass keys apply (else both sides would be the general path)
  expect(singleWordKeys(input, docs, matches.n, new Float64Array(matches.n))).toBe(true)
  return {
    fast: [...finish(rankCandidates(input, docs, matches.n, tieBreak, k))],
    general: [...finish(rankByColumns(input, docs, matches.n, tieBreak, k))],
  }
}

describe('one-word ranking keys', () => {
  it('order every candidate as the per-criterion columns do', () => {
    const variants: Array<[IndexSettings, SearchParams]> = [
      [BASE, {}],
      [BASE, { exactOnSingleWordQuery: 'none' }],
      [BASE, { exactOnSingleWordQuery: 'word' }],
      [{ ...BASE, ranking: ['exact', 'attribute', 'typo', 'custom'] }, {}],
      [{ ...BASE, ranking: ['custom', 'typo'] }, {}],
      [{ ...BASE, searchableAttributes: ['query,brand'] }, {}],
      [BASE, { typoTolerance: 'min' }],
    ]
    for (const [settings, params] of variants) {
      for (const query of ['k', 'ka', 'kan', 'kalo', 'mibre', 'miber', 'lo']) {
        const { fast, general } = bothOrders(settings, { ...params, query })
        expect(fast.length, query).toBeGreaterThan(0)
        expect(fast, `${query} ${JSON.stringify(settings)} ${JSON.stringify(params)}`).toEqual(
          general,
        )
      }
    }
  })

  it('give the general top k for random prefixes, pages and settings', () => {
    const word = fc
      .array(fc.constantFrom(...SYLLABLES), { minLength: 1, maxLength: 3 })
      .map((parts) => parts.join(''))
    fc.assert(
      fc.property(
        word,
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 30 }),
        fc.constantFrom<SearchParams['exactOnSingleWordQuery']>('attribute', 'none', 'word'),
        fc.boolean(),
        (text, cut, hitsPerPage, exactOnSingleWordQuery, typos) => {
          const query = text.slice(0, cut)
          const params: SearchParams = { query, hitsPerPage, exactOnSingleWordQuery }
          if (!typos) params.typoTolerance = false
          const { fast, general } = bothOrders(BASE, params)
          expect(fast).toEqual(general)
        },
      ),
      { seed: 17, numRuns: 60 },
    )
  })
})

describe('merged postings of a short prefix', () => {
  it('match the same documents, typos, exactness and positions as the postings walk', () => {
    const index = snapshot.textIndex(compileSearchableAttributes(BASE.searchableAttributes))
    for (const query of ['k', 'ka', 'l', 'mi', 'b']) {
      const words = parseQueryWords({ query }).words
      const read = () => {
        const [state] = finish(matchWordSteps(snapshot, index, words))
        const out = new Map<number, [number, number]>()
        for (let i = 0; i < state!.count; i++) {
          const doc = state!.docs[i]!
          out.set(doc, [state!.info[doc]!, state!.pos[doc]!])
        }
        return out
      }
      const walked = read() // a miss: walks the postings and keeps the merge
      const merged = read() // a hit: copied from the merge
      expect(walked.size, query).toBeGreaterThan(1000)
      expect(merged).toEqual(walked)
      // copied in ascending document order (candidates are then taken as they are)
      const docs = [...merged.keys()]
      expect(docs).toEqual([...docs].sort((a, b) => a - b))
    }
  })
})

import type { SimulatedSearch } from '@vitrine/demo-catalog'
import { MAX_RECORDED_HITS, type SearchRecord } from '../analytics/types'
import type { Engine } from '../core/types'
import type { InsightsEvent } from '../insights/types'

function hexId(seed: number): string {
  let out = ''
  let x = seed >>> 0 || 1
  for (let i = 0; i < 4; i++) {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    out += (x >>> 0).toString(16).padStart(8, '0')
  }
  return out
}

/**
 * Runs the demo's simulated searches on the engine (each distinct query once) and turns them
 * into analytics records and the click and add-to-cart events that followed, joined by queryID.
 */
export function recordSimulatedSearches(
  engine: Engine,
  indexName: string,
  simulated: readonly SimulatedSearch[],
): { searches: SearchRecord[]; events: InsightsEvent[] } {
  const answers = new Map<string, { nbHits: number; hits: string[] }>()
  const answer = (query: string, brand?: string) => {
    const key = `${query}\u0000${brand ?? ''}`
    let found = answers.get(key)
    if (!found) {
      const response = engine.search(indexName, {
        query,
        hitsPerPage: MAX_RECORDED_HITS,
        attributesToRetrieve: ['objectID'],
        analytics: false,
        ...(brand !== undefined && { facetFilters: [[`brand:${brand}`]] }),
      })
      found = { nbHits: response.nbHits, hits: response.hits.map((h) => h.objectID) }
      answers.set(key, found)
    }
    return found
  }
  const searches: SearchRecord[] = []
  const events: InsightsEvent[] = []
  simulated.forEach((s, i) => {
    const first = answer(s.query)
    const brandOf =
      s.filterByBrand && first.hits[0]
        ? engine.getObject(indexName, first.hits[0])?.brand
        : undefined
    const brand = typeof brandOf === 'string' ? brandOf : undefined
    const { nbHits, hits } = brand === undefined ? first : answer(s.query, brand)
    const record: SearchRecord = {
      t: s.t,
      index: indexName,
      query: s.query,
      nbHits,
      tags: [s.tag],
      userToken: s.userToken,
      ...(brand !== undefined && {
        filters: [{ attribute: 'brand', operator: ':', value: brand }],
      }),
      ...(hits.length > 0 && { hits }),
      ...(s.tracked && { queryID: hexId(i + 1) }),
    }
    searches.push(record)
    if (!record.queryID || s.clickPosition === undefined || hits.length === 0) return
    const position = Math.min(hits.length, s.clickPosition)
    const base = {
      index: indexName,
      userToken: s.userToken,
      queryID: record.queryID,
      objectIDs: [hits[position - 1]!],
    }
    events.push({
      ...base,
      eventName: 'Hit Clicked',
      eventType: 'click',
      positions: [position],
      timestamp: s.t + 5_000,
    })
    if (s.converted) {
      events.push({
        ...base,
        eventName: 'Added To Cart',
        eventType: 'conversion',
        eventSubtype: 'addToCart',
        timestamp: s.t + 60_000,
      })
    }
  })
  return { searches, events }
}

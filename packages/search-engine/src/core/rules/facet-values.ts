import { collectValues, compilePath } from '../attributes'
import type { Snapshot } from '../snapshot'
import { tokenize } from '../tokenizer'

const cache = new WeakMap<Snapshot, Map<string, Map<string, string>>>()

/**
 * Values of a facet in the index, keyed by their normalised words joined by spaces (for
 * `{facet:x}` rule placeholders); computed once per snapshot and facet.
 */
export function facetValuesOf(snapshot: Snapshot, facet: string): Map<string, string> {
  let byFacet = cache.get(snapshot)
  if (!byFacet) {
    byFacet = new Map()
    cache.set(snapshot, byFacet)
  }
  let values = byFacet.get(facet)
  if (!values) {
    values = new Map()
    const path = compilePath(facet)
    for (let doc = 0; doc < snapshot.size; doc++) {
      if (snapshot.live && !snapshot.live.has(doc)) continue
      for (const value of collectValues(snapshot.docs[doc]!, path)) {
        if (typeof value !== 'string' && typeof value !== 'number') continue
        const key = tokenize(String(value)).join(' ')
        if (key !== '' && !values.has(key)) values.set(key, String(value))
      }
    }
    byFacet.set(facet, values)
  }
  return values
}

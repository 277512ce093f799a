import type { Matches } from '../matches'
import type { Snapshot } from '../snapshot'
import type { RuleOutcome } from './apply-rules'

const docIds = new WeakMap<Snapshot, Map<string, number>>()

/** Live document of an objectID (map built once per snapshot, only when rules pin records). */
function docOf(snapshot: Snapshot, objectID: string): number | undefined {
  let ids = docIds.get(snapshot)
  if (!ids) {
    ids = new Map()
    for (let doc = 0; doc < snapshot.size; doc++) {
      if (!snapshot.live || snapshot.live.has(doc)) ids.set(snapshot.docs[doc]!.objectID, doc)
    }
    docIds.set(snapshot, ids)
  }
  return ids.get(objectID)
}

/** Whether `doc` is among the query's candidates (`docs` ascending, or every document). */
function isCandidate(matches: Matches, doc: number): boolean {
  if (!matches.docs) return true
  let lo = 0
  let hi = matches.n
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (matches.docs[mid]! < doc) lo = mid + 1
    else hi = mid
  }
  return lo < matches.n && matches.docs[lo] === doc
}

/**
 * Applies hidden and promoted records to the ranked documents; returns the new order and the
 * change in the hit count. Promoted records are placed at their positions whether or not the
 * query matches them; with `filterPromotes` only when they pass the search's filters.
 */
export function pinAndHide(
  snapshot: Snapshot,
  matches: Matches,
  ranked: Uint32Array,
  outcome: RuleOutcome,
): { ranked: Uint32Array; delta: number } {
  let delta = 0
  const hidden = new Set<number>()
  for (const id of outcome.hide) {
    const doc = docOf(snapshot, id)
    if (doc === undefined || hidden.has(doc)) continue
    hidden.add(doc)
    if (isCandidate(matches, doc)) delta--
  }
  const pins: Array<{ doc: number; position: number }> = []
  for (const group of outcome.promote) {
    group.objectIDs.forEach((id, k) => {
      const doc = docOf(snapshot, id)
      if (doc === undefined || hidden.has(doc) || pins.some((p) => p.doc === doc)) return
      if (outcome.filterPromotes && matches.filter && !matches.filter.has(doc)) return
      pins.push({ doc, position: group.position + k })
      if (!isCandidate(matches, doc)) delta++
    })
  }
  const pinned = new Set(pins.map((p) => p.doc))
  const order = Array.from(ranked).filter((doc) => !hidden.has(doc) && !pinned.has(doc))
  for (const pin of pins.sort((a, b) => a.position - b.position)) {
    order.splice(Math.min(pin.position, order.length), 0, pin.doc)
  }
  return { ranked: Uint32Array.from(order), delta }
}

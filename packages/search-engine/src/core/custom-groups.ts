import type { CustomKey } from './ranking'
import type { Snapshot } from './snapshot'

const cache = new WeakMap<object, { groups: Uint32Array; max: number }>()

/**
 * Dense rank of every document under the custom ranking: documents with equal values on every
 * key share a group (0 first). Undefined without custom ranking (every document ties). Cached
 * per snapshot order (a new snapshot version builds new orders).
 */
export function customGroups(
  snapshot: Snapshot,
  keys: CustomKey[],
): { groups: Uint32Array; max: number } | undefined {
  if (keys.length === 0) return undefined
  const owner = snapshot.order(keys)
  let found = cache.get(owner)
  if (!found) {
    const { order } = owner
    const ranks = keys.map((k) => snapshot.rank(k).rank)
    const groups = new Uint32Array(snapshot.size)
    let group = 0
    for (let i = 1; i < order.length; i++) {
      const doc = order[i]!
      const previous = order[i - 1]!
      if (ranks.some((r) => r[doc] !== r[previous])) group++
      groups[doc] = group
    }
    found = { groups, max: group }
    cache.set(owner, found)
  }
  return found
}

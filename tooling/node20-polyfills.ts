// Vitest 5's reporter calls Map.groupBy when it prints a failed test; Node 20 lacks it (added in
// Node 21), so without this a failing test crashes the reporter and hides the failure message.
type GroupBy = <K, T>(items: Iterable<T>, key: (item: T, index: number) => K) => Map<K, T[]>

const mapWithGroupBy = Map as unknown as { groupBy?: GroupBy }

if (typeof mapWithGroupBy.groupBy !== 'function') {
  mapWithGroupBy.groupBy = <K, T>(items: Iterable<T>, key: (item: T, index: number) => K) => {
    const groups = new Map<K, T[]>()
    let index = 0
    for (const item of items) {
      const k = key(item, index++)
      const group = groups.get(k)
      if (group) group.push(item)
      else groups.set(k, [item])
    }
    return groups
  }
}

export {}

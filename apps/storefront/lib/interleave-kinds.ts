/**
 * A ranked list reordered so that its first places go to different kinds of product: the best of
 * each kind in rank order, then the second best of each, and so on. "Frequently bought together"
 * ranks each companion on its own, so a tent's list can be seven head torches before the sleeping
 * bag that ranked second; a shopper expects the things that complete the purchase, one of each
 * first. Items of the same kind keep their order; an item without a kind counts as a kind of its
 * own, so a list without kinds is returned unchanged.
 */
export function interleaveKinds<T>(
  items: readonly T[],
  kindOf: (item: T) => string | undefined,
): T[] {
  const seen = new Map<string, number>()
  const rounds = items.map((item) => {
    const kind = kindOf(item)
    if (kind === undefined) return 0
    const round = seen.get(kind) ?? 0
    seen.set(kind, round + 1)
    return round
  })
  return items
    .map((item, rank) => ({ item, rank, round: rounds[rank]! }))
    .sort((a, b) => a.round - b.round || a.rank - b.rank)
    .map(({ item }) => item)
}

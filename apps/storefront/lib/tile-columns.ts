/**
 * How many columns a grid of `count` tiles should have, at most `max`: the number that leaves
 * the fewest empty cells in the last row (six categories: three or six columns, never four with
 * two holes), the larger on a tie, and at least two when there are two tiles.
 */
export function tileColumns(count: number, max: number): number {
  let best = 1
  let bestEmpty = Infinity
  const most = Math.max(1, Math.min(max, count))
  // One column is never a fix for holes: from two up, unless there is only one tile.
  for (let columns = Math.min(2, most); columns <= most; columns++) {
    const empty = (columns - (count % columns)) % columns
    if (empty <= bestEmpty) {
      best = columns
      bestEmpty = empty
    }
  }
  return best
}

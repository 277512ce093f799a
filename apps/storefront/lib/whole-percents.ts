/**
 * Each count's share of the total in whole percents that add up to exactly 100 (largest
 * remainder: the shares rounded down, then the points left over go to the largest fractions),
 * so that a breakdown never reads 101% or 99%. All zeros when the total is zero.
 */
export function wholePercents(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, n) => sum + n, 0)
  if (total === 0) return counts.map(() => 0)
  const exact = counts.map((n) => (n / total) * 100)
  const percents = exact.map(Math.floor)
  let left = 100 - percents.reduce((sum, n) => sum + n, 0)
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index)
  for (const { index } of byRemainder) {
    if (left === 0) break
    percents[index]! += 1
    left -= 1
  }
  return percents
}

/** The option a key moves to in a list of `count` options; -1 is "none" (focus stays in the field). */
export function moveActiveOption(
  current: number,
  count: number,
  key: 'ArrowDown' | 'ArrowUp',
): number {
  if (count === 0) return -1
  if (key === 'ArrowDown') return current >= count - 1 ? 0 : current + 1
  return current <= 0 ? count - 1 : current - 1
}

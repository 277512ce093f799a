/**
 * The slide an `index` or `defaultIndex` prop asks for, clamped into `0..total-1` (0 with no
 * slides), with a development warning when it had to be. Unlike a `setCurrentIndex` call, a prop
 * out of range must not take the page down: a parent's index can outlive a list that shrank.
 */
export function clampIndexProp(
  index: number,
  total: number,
  props?: { index?: number | undefined },
): number {
  const clamped = Math.max(0, Math.min(Math.floor(index) || 0, total - 1))
  if (process.env.NODE_ENV !== 'production' && clamped !== index) {
    console.warn(
      `useCarousel: ${props?.index === undefined ? 'defaultIndex' : 'index'} ${index} is out of range for ${total} slides; showing slide ${clamped}.`,
    )
  }
  return clamped
}

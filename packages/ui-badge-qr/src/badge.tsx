import type { CSSProperties, HTMLAttributes } from 'react'
import { formatBadgeCount } from './format-badge-count'

/** Props of {@link Badge}. Other span attributes (`className`, `style`, `data-*`…) pass through. */
export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The real count: a non-negative integer (anything else renders nothing, with a console error). */
  count: number
  /**
   * Largest count shown as-is; larger counts read `${max}+`.
   * @default 99
   */
  max?: number | undefined
  /**
   * Show the badge when `count` is 0.
   * @default false
   */
  showZero?: boolean | undefined
  /**
   * Accessible name from the real count, e.g. `(n) => \`${n} items in cart\``.
   * @default String
   */
  label?: ((count: number) => string) | undefined
}

const size = 'var(--vitrine-badge-size,1.25rem)'

// Every look-and-feel value reads a custom property, so a parent (or `className`) themes it.
// Positioning too: a container that sets `--vitrine-badge-position: absolute` anchors the badge.
const style: CSSProperties = {
  position: 'var(--vitrine-badge-position)' as CSSProperties['position'],
  top: 'var(--vitrine-badge-top)',
  right: 'var(--vitrine-badge-right)',
  boxSizing: 'border-box',
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: size,
  height: size,
  padding: '0 .4em',
  borderRadius: size,
  background: 'var(--vitrine-badge-bg,#b42318)',
  color: 'var(--vitrine-badge-color,#fff)',
  fontSize: 'var(--vitrine-badge-font-size,.75rem)',
}

/**
 * A count badge: a pill showing `formatBadgeCount(count, max)` whose accessible name says the
 * real count. Hidden at 0 unless `showZero`. Its text is set left to right (`dir="ltr"`, an
 * isolate), so `99+` does not turn into `+99` on a right-to-left page; pass `dir` to change it.
 * A count (or `max`) that `formatBadgeCount` refuses renders nothing and logs its message with
 * `console.error`: the badge never throws inside React. Themed and positioned through CSS custom properties
 * (`--vitrine-badge-bg`, `-color`, `-size`, `-font-size`, `-position`, `-top`, `-right`). It has
 * no hooks, so it renders in React Server Components.
 *
 * @example
 * import { Badge } from '@vitrine/ui-badge-qr'
 *
 * <Badge count={120} label={(n) => `${n} items in cart`} className="cart-badge" />
 */
export function Badge({ count, max, showZero, label = String, style: own, ...rest }: BadgeProps) {
  let text: string
  try {
    text = formatBadgeCount(count, max)
  } catch (error) {
    // A count from data (a cart restored from storage, an API) must not take the page down.
    console.error(`Badge renders nothing: ${(error as Error).message}`)
    return null
  }
  return count || showZero ? (
    <span role="img" aria-label={label(count)} dir="ltr" {...rest} style={{ ...style, ...own }}>
      {text}
    </span>
  ) : null
}

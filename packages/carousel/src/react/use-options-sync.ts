import type { Carousel } from '@vitrine/carousel'
import { useLayoutEffect } from 'react'
import type { RefObject } from 'react'
import type { UseCarouselOptions } from './use-carousel'
import { useModeWarning } from './use-mode-warning'

/**
 * Keeps the carousel in line with the hook's options after each render, before paint:
 * - options that changed since the previous render go to `setConfig` (so `pause()` or the
 *   reduced-motion default are not undone by an unchanged `autoplay: true`);
 * - a defined `index` wins over the carousel's own, in the manner of radix
 *   `useControllableState`: a move the parent does not accept is undone before it shows.
 * `optionsRef` holds the options of the last commit, for `onIndexChange` and the next comparison.
 */
export function useOptionsSync(
  carousel: Carousel,
  options: UseCarouselOptions,
  optionsRef: RefObject<UseCarouselOptions>,
): void {
  useLayoutEffect(() => {
    const before = optionsRef.current as Record<string, unknown>
    optionsRef.current = options
    carousel.setConfig(
      Object.fromEntries(Object.entries(options).filter(([key, value]) => value !== before[key])),
    )
    // Setting the index the carousel already has is a no-op.
    if (options.index !== undefined) carousel.setCurrentIndex(options.index)
  })
  if (process.env.NODE_ENV !== 'production') {
    // A build-time constant: the hook order is the same on every render of one build.
    // eslint-disable-next-line react-hooks/rules-of-hooks
    useModeWarning(options.index !== undefined)
  }
}

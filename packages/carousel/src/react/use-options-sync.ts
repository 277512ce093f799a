import type { Carousel } from '@vitrine/carousel'
import { useLayoutEffect } from 'react'
import type { RefObject } from 'react'
import { clampIndexProp } from './clamp-index-prop'
import type { UseCarouselOptions } from './use-carousel'
import { useModeWarning } from './use-mode-warning'

// Effects never run on the server, where React 18 warns about any useLayoutEffect call: there
// the hook calls a no-op instead (the same one on every render, so the hook order holds).
const useClientLayoutEffect = globalThis.document ? useLayoutEffect : () => {}

/**
 * Keeps the carousel in line with the hook's options after each render, before paint:
 * - options that changed since the previous render go to `setConfig` (so `pause()` or the
 *   reduced-motion default are not undone by an unchanged `autoplay: true`);
 * - a defined `index` wins over the carousel's own, in the manner of radix
 *   `useControllableState`: a move the parent does not accept is undone before it shows; an
 *   index out of range (say `total` shrank below it) is clamped, with a development warning.
 * `optionsRef` holds the options of the last commit, for `onIndexChange` and the next comparison.
 */
export function useOptionsSync(
  carousel: Carousel,
  options: UseCarouselOptions,
  optionsRef: RefObject<UseCarouselOptions>,
): void {
  useClientLayoutEffect(() => {
    const before = optionsRef.current as Record<string, unknown>
    optionsRef.current = options
    carousel.setConfig(
      Object.fromEntries(Object.entries(options).filter(([key, value]) => value !== before[key])),
    )
    // Setting the index the carousel already has is a no-op.
    const { total } = carousel.getState()
    if (options.index !== undefined && total) {
      carousel.setCurrentIndex(clampIndexProp(options.index, total, options))
    }
  })
  if (process.env.NODE_ENV !== 'production') {
    // A build-time constant: the hook order is the same on every render of one build.
    // eslint-disable-next-line react-hooks/rules-of-hooks
    useModeWarning(options.index !== undefined)
  }
}

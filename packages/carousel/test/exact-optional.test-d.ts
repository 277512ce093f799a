// Type tests (checked by `pnpm typecheck`, also under exactOptionalPropertyTypes via
// tsconfig.exact.json): a wrapper can pass its own optional props straight through.
import { createCarousel, createInitialState } from '../src'
import type { CarouselOptions } from '../src'
import { useCarousel } from '../src/react'

/** Props of a team's own carousel component, each optional. */
interface RailProps {
  index?: number | undefined
  defaultIndex?: number | undefined
  step?: number | undefined
  autoplay?: boolean | undefined
  direction?: 'ltr' | 'rtl' | undefined
  onIndexChange?: ((index: number) => void) | undefined
}

export function useForwardedOptionalProps(props: RailProps) {
  const { index, defaultIndex, step, autoplay, direction, onIndexChange } = props
  useCarousel({ total: 5, index, defaultIndex, step, autoplay, direction, onIndexChange })
  const carousel = createCarousel({ total: 5, index, step, onIndexChange })
  carousel.setConfig({ step, autoplay })
  const options: CarouselOptions = { step }
  createInitialState(options, index)
}

export function stillRefusesWrongTypes() {
  // @ts-expect-error: step is a number
  createCarousel({ step: '2' })
  // @ts-expect-error: 'auto' is no direction
  createCarousel({ direction: 'auto' })
}

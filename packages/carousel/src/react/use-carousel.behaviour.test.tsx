import { act, render } from '@testing-library/react'
import { describe } from 'vitest'
import { carouselBehaviour } from '../../test/carousel-behaviour'
import { CarouselFixture } from '../../test/carousel-fixture'
import { setWidth } from '../../test/dom'
import type { UseCarouselResult } from './use-carousel'

describe('useCarousel', () => {
  carouselBehaviour(({ index, ...options }) => {
    let result: UseCarouselResult | undefined
    const onResult = (next: UseCarouselResult) => (result = next)
    const view = render(<CarouselFixture defaultIndex={index} {...options} onResult={onResult} />)
    const root = view.getByRole('region')
    const track = root.firstElementChild as HTMLElement
    setWidth(track)
    return {
      state: () => result!,
      run: (command) => act(() => command(result!)),
      act: (events) => act(events),
      root,
      track,
      slides: () => [...track.children] as HTMLElement[],
      unmount: () => view.unmount(),
    }
  })
})

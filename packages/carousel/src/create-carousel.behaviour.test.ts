import { describe } from 'vitest'
import { carouselBehaviour } from '../test/carousel-behaviour'
import { createCarouselDom } from '../test/dom'
import { createCarousel } from './create-carousel'

describe('createCarousel', () => {
  carouselBehaviour((options) => {
    const carousel = createCarousel(options)
    let dom = createCarouselDom(options.total ?? 0)
    const detach = carousel.attach(dom.root, dom.track)
    // Framework-free users render the slides themselves; mirror `total` into the DOM.
    carousel.subscribe(({ total }) => {
      while (dom.track.children.length > total) dom.track.lastElementChild!.remove()
      while (dom.track.children.length < total) dom.track.append(document.createElement('div'))
    })
    return {
      state: carousel.getState,
      run: (command) => command(carousel),
      act: (events) => events(),
      get root() {
        return dom.root
      },
      get track() {
        return dom.track
      },
      slides: () => [...dom.track.children] as HTMLElement[],
      unmount() {
        detach()
        carousel.destroy()
        dom = { ...dom }
      },
    }
  })
})

/** Width given to the track in tests (happy-dom does no layout). */
export const TRACK_WIDTH = 400

/** Gives an element a fixed `clientWidth`, as layout would. */
export function setWidth(element: HTMLElement, width = TRACK_WIDTH): void {
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: width })
}

/** Builds root > track > slides in the document, as a user's markup would. */
export function createCarouselDom(total: number): {
  root: HTMLElement
  track: HTMLElement
  slides: HTMLElement[]
} {
  const root = document.createElement('div')
  const track = document.createElement('div')
  const slides = Array.from({ length: total }, (_, index) => {
    const slide = document.createElement('div')
    slide.textContent = `Slide ${index + 1}`
    return slide
  })
  track.append(...slides)
  root.append(track)
  document.body.append(root)
  setWidth(track)
  return { root, track, slides }
}

type PointerType = 'pointerdown' | 'pointermove' | 'pointerup' | 'pointercancel'

/** Dispatches a pointer event at `x`, `y` on `target`. */
export function pointer(
  target: Element,
  type: PointerType,
  x: number,
  init: PointerEventInit = {},
): PointerEvent {
  const event = new PointerEvent(type, {
    bubbles: true,
    cancelable: true,
    pointerId: 1,
    pointerType: 'touch',
    isPrimary: true,
    button: 0,
    clientX: x,
    clientY: 100,
    ...init,
  })
  target.dispatchEvent(event)
  return event
}

/** A full drag from `from` to `to` in `steps` moves, then release (or cancel). */
export function drag(
  target: Element,
  from: number,
  to: number,
  steps = 4,
  end: PointerType = 'pointerup',
) {
  pointer(target, 'pointerdown', from)
  for (let step = 1; step <= steps; step++) {
    pointer(target, 'pointermove', from + ((to - from) * step) / steps)
  }
  pointer(target, end, to)
}

/** Dispatches a keydown on `target`; returns the event (to check `defaultPrevented`). */
export function key(target: Element, name: string): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true })
  target.dispatchEvent(event)
  return event
}

/** Sets `document.hidden` and fires `visibilitychange`. */
export function setPageHidden(hidden: boolean): void {
  Object.defineProperty(document, 'hidden', { configurable: true, value: hidden })
  document.dispatchEvent(new Event('visibilitychange'))
}

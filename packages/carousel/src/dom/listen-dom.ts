import { PAUSE_FOCUS, PAUSE_HIDDEN, PAUSE_HOVER } from './host'
import type { CarouselCommands, CarouselHost } from './host'

/** Pixels a pointer travels before the gesture counts as a drag rather than a click. */
const SLOP = 6

type KeyCommand = (carousel: CarouselCommands, total: number, rtl: boolean) => void

// Right to left, the left arrow points forward.
const keys: Record<string, KeyCommand> = {
  ArrowLeft: (carousel, _, rtl) => (rtl ? carousel.next() : carousel.prev()),
  ArrowRight: (carousel, _, rtl) => (rtl ? carousel.prev() : carousel.next()),
  Home: (carousel) => carousel.setCurrentIndex(0),
  End: (carousel, total) => carousel.setCurrentIndex(total - 1),
}

/**
 * Every DOM listener of a carousel, registered on `root` in the capture phase until `signal`
 * aborts:
 * - keyboard: ArrowLeft / ArrowRight / Home / End while the root itself has focus (keys inside a
 *   slide are left alone: moving would make the focused slide inert and drop focus); right to
 *   left, ArrowLeft goes forward;
 * - swipe on the track: the track follows the pointer (written by the host, no state change per
 *   move); on release past `swipeThreshold` x slide width it moves one step that way (a swipe
 *   towards the start of the line goes forward, so right to left a rightward swipe), otherwise
 *   it snaps back; the click after a drag is swallowed; `touch-action: pan-y` on the track
 *   leaves vertical pans to the page;
 * - autoplay pauses while the pointer is over the root, focus is inside it or the page is hidden.
 */
export function listenDom(
  root: HTMLElement,
  track: HTMLElement | null,
  host: CarouselHost,
  signal: AbortSignal,
): void {
  const doc = root.ownerDocument
  // Set only by a pointerdown inside the track, so the track exists while it is.
  let start: PointerEvent | undefined
  let offset = 0
  let dragged = false

  const end = (event: PointerEvent) => {
    if (event.pointerId !== start?.pointerId) return
    start = undefined
    host.drag()
    const { swipeThreshold, slidesVisible, rtl } = host.getState()
    if (dragged && Math.abs(offset) > (swipeThreshold * track!.clientWidth) / slidesVisible) {
      if (offset < 0 !== rtl) host.next()
      else host.prev()
    }
  }
  const hidden = () => host.setPaused(PAUSE_HIDDEN, doc.hidden)

  const handlers: Record<string, (event: never) => void> = {
    keydown(event: KeyboardEvent) {
      const command = keys[event.key]
      const { total, rtl } = host.getState()
      if (command && total && event.target === root) {
        event.preventDefault()
        command(host, total, rtl)
      }
    },
    pointerenter: () => host.setPaused(PAUSE_HOVER, true),
    // In the capture phase this also sees descendants being left; only leaving the root counts.
    pointerleave: (event: PointerEvent) =>
      event.target === root && host.setPaused(PAUSE_HOVER, false),
    focusin: () => host.setPaused(PAUSE_FOCUS, true),
    focusout: (event: FocusEvent) =>
      host.setPaused(PAUSE_FOCUS, root.contains(event.relatedTarget as Node | null)),
    pointerdown(event: PointerEvent) {
      if (host.getState().touch && !event.button && track?.contains(event.target as Node)) {
        start = event
        dragged = false
      }
    },
    pointermove(event: PointerEvent) {
      if (event.pointerId !== start?.pointerId) return
      offset = event.clientX - start.clientX
      if (!dragged) {
        if (Math.abs(offset) < SLOP) return
        dragged = true
        try {
          track!.setPointerCapture(event.pointerId)
        } catch {
          // Synthetic events carry no active pointer to capture; the drag works without it.
        }
      }
      host.drag(offset)
    },
    pointerup: end,
    // The browser took the gesture over (a vertical pan): snap back.
    pointercancel(event: PointerEvent) {
      dragged = false
      end(event)
    },
    // A native image or link drag would steal the pointer from the swipe.
    dragstart: (event: DragEvent) => event.preventDefault(),
    click(event: MouseEvent) {
      // Keyboard clicks (detail 0) never follow a drag: after a touch drag no click comes at all.
      if (dragged && event.detail) {
        dragged = false
        event.preventDefault()
        event.stopPropagation()
      }
    },
  }
  for (const type in handlers) {
    root.addEventListener(type, handlers[type] as EventListener, { signal, capture: true })
  }
  doc.addEventListener('visibilitychange', hidden, { signal })
  hidden()
}

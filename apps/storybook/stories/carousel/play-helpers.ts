import { expect, waitFor, within } from 'storybook/test'

/** The slide groups of the carousel in `canvas`, hidden ones included. */
export function getSlides(canvas: HTMLElement): HTMLElement[] {
  return within(canvas).getAllByRole('group', { hidden: true })
}

/** Waits until exactly the slides at `indices` are exposed (the others hidden and inert). */
export async function expectShown(
  canvas: HTMLElement,
  indices: number[],
  timeout = 1000,
): Promise<void> {
  await waitFor(
    () => {
      const shown = getSlides(canvas).flatMap((slide, index) =>
        slide.getAttribute('aria-hidden') === 'false' && !slide.inert ? [index] : [],
      )
      expect(shown).toEqual(indices)
    },
    { timeout },
  )
}

function pointer(target: Element, type: string, clientX: number, clientY: number) {
  target.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      cancelable: true,
      composed: true,
      pointerId: 11,
      pointerType: 'touch',
      isPrimary: true,
      clientX,
      clientY,
    }),
  )
}

/**
 * Drags across `track` by `fraction` of its width (negative: to the left) with real pointer
 * events, checking the track follows the pointer before the release.
 */
export async function swipe(track: HTMLElement, fraction: number): Promise<void> {
  const box = track.getBoundingClientRect()
  const x = box.left + box.width / 2
  const y = box.top + Math.min(box.height / 2, 40)
  const distance = Math.round(box.width * fraction)
  pointer(track, 'pointerdown', x, y)
  for (let step = 1; step <= 8; step++) pointer(track, 'pointermove', x + (distance * step) / 8, y)
  // The track follows the pointer at once (no transition while dragging).
  await expect(track.style.transition).toBe('none')
  await expect(track.getBoundingClientRect().left - box.left).toBeCloseTo(distance, 0)
  pointer(track, 'pointerup', x + distance, y)
}

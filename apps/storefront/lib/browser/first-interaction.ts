/**
 * A promise that settles at the shopper's first sign of interaction with the page (a pointer
 * over it, a touch, a key, a focus, a wheel turn, an edit), in the form React's `use` reads without
 * suspending once it has settled: its `status` is set in the event's own listener, so a click
 * that follows the pointerdown finds it fulfilled.
 */
export interface InteractionPromise extends Promise<void> {
  status?: 'pending' | 'fulfilled'
  value?: void
}

/**
 * The events that announce interaction, never fired by loading alone. `input`, `change`,
 * `click` and `submit` too: an option can be chosen, a field filled, a button pressed or a form
 * sent (by assistive technology, autofill, a test driver) with none of the others.
 */
export const INTERACTION_EVENTS = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'input',
  'change',
  'click',
  'submit',
] as const

/** Settled at once: nothing waits on the server, where the full HTML is rendered. */
const SETTLED: InteractionPromise = Object.assign(Promise.resolve(), {
  status: 'fulfilled' as const,
  value: undefined,
})

/**
 * Listens on `target` (in the capture phase, so before any handler of the page) and returns the
 * promise settled by its first interaction event. Exported for tests; the page uses
 * {@link firstInteraction}.
 */
export function listenForFirstInteraction(target: EventTarget): InteractionPromise {
  let resolve!: () => void
  const promise: InteractionPromise = new Promise<void>((r) => (resolve = r))
  promise.status = 'pending'
  const options = { capture: true, passive: true } as const
  const onInteraction = () => {
    for (const type of INTERACTION_EVENTS) target.removeEventListener(type, onInteraction, options)
    promise.status = 'fulfilled'
    promise.value = undefined
    resolve()
  }
  for (const type of INTERACTION_EVENTS) target.addEventListener(type, onInteraction, options)
  return promise
}

/**
 * Whether the focus is already inside the page: the shopper tabbed or clicked into a field before
 * the page's code ran, so the `focusin` that would announce it came before anything listened.
 */
export function focusedAlready(doc: Pick<Document, 'activeElement' | 'body' | 'documentElement'>) {
  const active = doc.activeElement
  return active !== null && active !== doc.body && active !== doc.documentElement
}

let pending: InteractionPromise | undefined

/** The page's first interaction (settled at once outside a browser, or when it came earlier). */
export function firstInteraction(): Promise<void> {
  if (typeof window === 'undefined') return SETTLED
  pending ??= focusedAlready(document) ? SETTLED : listenForFirstInteraction(window)
  return pending
}

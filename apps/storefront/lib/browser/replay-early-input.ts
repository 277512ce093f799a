/**
 * Text typed into a field before its part of the page hydrated. React hydrates a field keeping
 * what it holds but takes that as the value it last saw, so the first edit's `input` event (the
 * one that made React hydrate) reaches no `onChange`. Each such field is recorded here and, once
 * hydrated, edited again the way React notices: back to its server value, then to the typed one.
 */
import { pendingRegionOf } from './hold-early-events'

const typed = new Set<HTMLInputElement | HTMLTextAreaElement>()

const TEXT_TYPES = new Set(['text', 'search', 'number', 'email', 'tel', 'url', 'password'])

function isTextField(target: EventTarget | null): target is HTMLInputElement | HTMLTextAreaElement {
  if (target instanceof HTMLTextAreaElement) return true
  return target instanceof HTMLInputElement && TEXT_TYPES.has(target.type)
}

let listening = false

/** Starts recording edits (idempotent); called while some part of the page is not hydrated. */
export function recordEarlyInput(target: EventTarget = window): void {
  if (listening) return
  listening = true
  target.addEventListener(
    'input',
    (event) => {
      if (isTextField(event.target)) typed.add(event.target)
    },
    { capture: true, passive: true },
  )
}

/** The value setter of the element's class, which React's own tracking of `value` does not see. */
function nativeValueSetter(field: HTMLInputElement | HTMLTextAreaElement) {
  const prototype = Object.getPrototypeOf(field) as object
  return Object.getOwnPropertyDescriptor(prototype, 'value')?.set
}

/**
 * Replays the recorded edits of fields that now differ from their server value (React set
 * `defaultValue` to it while hydrating). A field that was hydrated already when it was edited
 * gets the same value again, which changes nothing. A field inside another part of the page
 * still waiting to hydrate is kept for that part's own replay: edited again now, React would
 * not see it, and the part would hydrate with its server value.
 */
export function replayEarlyInput(): void {
  // Over a copy: the edit made below is recorded again.
  for (const field of [...typed]) {
    if (pendingRegionOf(field)) continue
    typed.delete(field)
    if (!field.isConnected || field.value === field.defaultValue) continue
    const value = field.value
    field.value = field.defaultValue
    nativeValueSetter(field)?.call(field, value)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  }
}

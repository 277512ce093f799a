/**
 * Clicks, form submissions and choices made inside a part of the page whose hydration waits on
 * code still loading. React hydrates such a part at once for an event only if it can: while its
 * code loads it stops the event's propagation and the event is lost (a button does nothing, a
 * form without an action reloads the page). Held here instead, they are made again once their
 * part is hydrated.
 */

/** The attribute that marks such a part (the element wrapping it; `display: contents`). */
export const HYDRATION_REGION_ATTRIBUTE = 'data-hydration-region'

type HeldEvent =
  | { type: 'click'; target: HTMLElement }
  | { type: 'toggle'; field: HTMLInputElement; checkedBefore: boolean }
  | { type: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null }
  | { type: 'change'; field: HTMLSelectElement; value: string }

const hydrated = new WeakSet<Element>()
const held = new Map<Element, HeldEvent[]>()

/** The region not hydrated yet that holds `target`, if any. */
export function pendingRegionOf(target: EventTarget | null): Element | undefined {
  if (!(target instanceof Element)) return undefined
  const region = target.closest(`[${HYDRATION_REGION_ATTRIBUTE}]`)
  return region && !hydrated.has(region) ? region : undefined
}

function isToggle(target: EventTarget | null): target is HTMLInputElement {
  return (
    target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')
  )
}

/** A label's click that activates its checkbox or radio, whose own click is held. */
function activatesToggle(event: Event): boolean {
  const target = event.target
  if (!(target instanceof Element) || isToggle(target)) return false
  return isToggle(target.closest('label')?.control ?? null)
}

/** A click on a link: the browser follows it without the page's code (and keeps a modifier
 * key's new tab, which a click made again later would lose). */
function followsLink(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('a[href]') !== null
}

function toHeldEvent(event: Event): HeldEvent | undefined {
  const target = event.target
  if (event.type === 'click' && followsLink(target)) return undefined
  // Ticked at once, as the shopper expects; ticked again the way React notices once hydrated.
  if (event.type === 'click' && isToggle(target))
    return { type: 'toggle', field: target, checkedBefore: !target.checked }
  if (event.type === 'click' && target instanceof HTMLElement) return { type: 'click', target }
  if (event.type === 'submit' && target instanceof HTMLFormElement)
    return { type: 'submit', form: target, submitter: (event as SubmitEvent).submitter }
  // A checkbox or radio is changed by its click, held already; a select by a choice alone.
  if (event.type === 'change' && target instanceof HTMLSelectElement)
    return { type: 'change', field: target, value: target.value }
  return undefined
}

function hold(event: Event): void {
  const region = pendingRegionOf(event.target)
  if (!region || (event.type === 'click' && activatesToggle(event))) return
  const heldEvent = toHeldEvent(event)
  // The change a held click made: made again with it.
  if (event.type === 'change' && isToggle(event.target)) event.stopImmediatePropagation()
  if (!heldEvent) return
  // Before React's own listeners (on the root, below the window): none of the page sees it.
  if (heldEvent.type !== 'toggle') event.preventDefault()
  event.stopImmediatePropagation()
  held.set(region, [...(held.get(region) ?? []), heldEvent])
}

let listening = false

/** Starts holding early events (idempotent); called while some part of the page is not hydrated. */
export function holdEarlyEvents(target: EventTarget = window): void {
  if (listening) return
  listening = true
  for (const type of ['click', 'submit', 'change'])
    target.addEventListener(type, hold, { capture: true })
}

/** Marks `region` hydrated: its events reach the page again. */
export function markHydrated(region: Element): void {
  hydrated.add(region)
}

/**
 * Makes the events held for `region` again, in their order; call once it is hydrated. With
 * `only`, just the events of that kind, the others staying held for a later call.
 */
export function replayHeldEvents(region: Element, only?: HeldEvent['type']): void {
  const all = held.get(region) ?? []
  const events = only ? all.filter((event) => event.type === only) : all
  const rest = all.filter((event) => !events.includes(event))
  if (rest.length > 0) held.set(region, rest)
  else held.delete(region)
  for (const event of events) {
    if (event.type === 'click' && event.target.isConnected) event.target.click()
    if (event.type === 'toggle' && event.field.isConnected) {
      // Through React's tracking of `checked`, so that the click below is a change to it.
      event.field.checked = event.checkedBefore
      event.field.click()
    }
    if (event.type === 'submit' && event.form.isConnected)
      event.form.requestSubmit(event.submitter?.isConnected ? event.submitter : null)
    if (event.type === 'change' && event.field.isConnected) {
      event.field.value = event.value
      event.field.dispatchEvent(new Event('change', { bubbles: true }))
    }
  }
}

import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  HYDRATION_REGION_ATTRIBUTE,
  holdEarlyEvents,
  markHydrated,
  replayHeldEvents,
} from './hold-early-events'

/** A region as the server rendered it, and what the page's own listeners (React's) saw. */
function setUp() {
  document.body.innerHTML = `
    <button id="outside">Outside</button>
    <div ${HYDRATION_REGION_ATTRIBUTE} style="display: contents">
      <button id="inside"><span>Filters</span></button>
      <form id="search"><input id="query" type="search" /></form>
      <select id="sort"><option value="relevance">Relevance</option><option value="price">Price</option></select>
      <label id="sale"><input id="sale-box" type="checkbox" /> On sale only</label>
      <a id="card" href="#product"><span>Product</span></a>
    </div>`
  const region = document.querySelector(`[${HYDRATION_REGION_ATTRIBUTE}]`)!
  const seen: string[] = []
  for (const type of ['click', 'submit', 'change'])
    document.addEventListener(type, (event) => {
      const target = event.target as HTMLElement
      const value = target instanceof HTMLSelectElement ? `=${target.value}` : ''
      seen.push(`${type} ${target.closest('[id]')?.id}${value}`)
    })
  return { region, seen }
}

describe('holdEarlyEvents', () => {
  beforeAll(() => holdEarlyEvents(window))
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('holds a click inside a region not hydrated yet, and makes it again once it is', () => {
    const { region, seen } = setUp()
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    document.querySelector('#inside span')!.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    expect(seen).toEqual([])

    markHydrated(region)
    replayHeldEvents(region)
    expect(seen).toEqual(['click inside'])
    // Once hydrated, events pass.
    document.querySelector<HTMLButtonElement>('#inside')!.click()
    expect(seen).toEqual(['click inside', 'click inside'])
  })

  it('lets a click on a link pass, for the browser to follow without the code', () => {
    const { seen } = setUp()
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true })
    document.querySelector('#card span')!.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(false)
    expect(seen).toEqual(['click card'])
  })

  it('lets events outside any such region pass', () => {
    const { seen } = setUp()
    document.querySelector<HTMLButtonElement>('#outside')!.click()
    expect(seen).toEqual(['click outside'])
  })

  it('holds a form submission and a choice, and makes them again in their order', () => {
    const { region, seen } = setUp()
    const submit = new Event('submit', { bubbles: true, cancelable: true })
    document.querySelector('#search')!.dispatchEvent(submit)
    expect(submit.defaultPrevented).toBe(true)
    const sort = document.querySelector<HTMLSelectElement>('#sort')!
    sort.value = 'price'
    sort.dispatchEvent(new Event('change', { bubbles: true }))
    expect(seen).toEqual([])

    // Hydrating may set the field back to the server's value; the choice is made again.
    sort.value = 'relevance'
    markHydrated(region)
    replayHeldEvents(region)
    expect(seen).toEqual(['submit search', 'change sort=price'])
    expect(sort.value).toBe('price')
  })

  it('ticks a checkbox at once and ticks it again, as a click, once hydrated', () => {
    const { region, seen } = setUp()
    const box = document.querySelector<HTMLInputElement>('#sale-box')!
    box.click()
    expect(box.checked).toBe(true)
    expect(seen).toEqual([])

    markHydrated(region)
    replayHeldEvents(region)
    expect(seen).toEqual(['click sale-box', 'change sale-box'])
    expect(box.checked).toBe(true)
  })

  it('makes the held ticks again on their own first, and the other events after', () => {
    const { region, seen } = setUp()
    document.querySelector<HTMLButtonElement>('#inside')!.click()
    const box = document.querySelector<HTMLInputElement>('#sale-box')!
    box.click()
    markHydrated(region)

    replayHeldEvents(region, 'toggle')
    expect(seen).toEqual(['click sale-box', 'change sale-box'])
    replayHeldEvents(region)
    expect(seen).toEqual(['click sale-box', 'change sale-box', 'click inside'])
    replayHeldEvents(region)
    expect(seen).toHaveLength(3)
    expect(box.checked).toBe(true)
  })

  it('drops held events of elements gone from the page', () => {
    const { region, seen } = setUp()
    const inside = document.querySelector<HTMLButtonElement>('#inside')!
    inside.click()
    inside.remove()
    markHydrated(region)
    replayHeldEvents(region)
    expect(seen).toEqual([])
  })
})

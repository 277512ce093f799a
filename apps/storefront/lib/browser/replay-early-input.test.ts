import { describe, expect, it } from 'vitest'
import { HYDRATION_REGION_ATTRIBUTE, markHydrated } from './hold-early-events'
import { recordEarlyInput, replayEarlyInput } from './replay-early-input'

/** Two parts of the page that hydrate apart (the header's search and the listing's). */
function setUp() {
  document.body.innerHTML = `
    <div id="header" ${HYDRATION_REGION_ATTRIBUTE}><input id="header-query" type="search" value="" /></div>
    <div id="listing" ${HYDRATION_REGION_ATTRIBUTE}><input id="listing-query" type="search" value="lamp" /></div>`
  const edits: string[] = []
  document.addEventListener('input', (event) => {
    const field = event.target as HTMLInputElement
    edits.push(`${field.id}=${field.value}`)
    // As React does for a controlled field once its change has rendered.
    if (field.closest('[data-hydrated]')) field.defaultValue = field.value
  })
  return edits
}

function type(id: string, value: string) {
  const field = document.getElementById(id) as HTMLInputElement
  field.value = value
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

function hydrate(id: string) {
  const region = document.getElementById(id)!
  region.setAttribute('data-hydrated', '')
  markHydrated(region)
}

describe('replayEarlyInput', () => {
  it('edits again only the fields of parts hydrated by now, keeping the others for their own', () => {
    recordEarlyInput(window)
    const edits = setUp()
    type('listing-query', 'kettle')
    type('header-query', 'mug')
    edits.length = 0

    hydrate('header')
    replayEarlyInput()
    expect(edits).toEqual(['header-query=mug'])

    hydrate('listing')
    replayEarlyInput()
    expect(edits).toEqual(['header-query=mug', 'listing-query=kettle'])
  })
})

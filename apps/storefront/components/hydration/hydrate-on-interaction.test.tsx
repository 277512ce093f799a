import { act, Activity, use, useState, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { HYDRATION_REGION_ATTRIBUTE } from '@/lib/browser/hold-early-events'
import { deferredImport } from '@/lib/deferred-import'
import { HydrateOnInteraction } from './hydrate-on-interaction'

/** The server's markup: the gate renders its region and the Activity boundary around them. */
function serverMarkup(children: ReactNode): string {
  return renderToString(
    <div {...{ [HYDRATION_REGION_ATTRIBUTE]: '' }} style={{ display: 'contents' }}>
      <Activity mode="visible">{children}</Activity>
    </div>,
  )
}

const seen: string[] = []

function SearchField({ onRender }: { onRender?: () => void }) {
  onRender?.()
  const [query, setQuery] = useState('lamp')
  return (
    <label>
      Search
      <input
        type="search"
        value={query}
        onChange={(event) => {
          seen.push(event.target.value)
          setQuery(event.target.value)
        }}
      />
      <output>{query}</output>
    </label>
  )
}

describe('HydrateOnInteraction', () => {
  beforeAll(() => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  })
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('leaves the server HTML unhydrated until an interaction, then keeps what was typed', async () => {
    const container = document.createElement('div')
    document.body.append(container)
    container.innerHTML = serverMarkup(<SearchField />)
    const onRender = vi.fn()
    await act(async () => {
      hydrateRoot(
        container,
        <HydrateOnInteraction>
          <SearchField onRender={onRender} />
        </HydrateOnInteraction>,
      )
    })
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    const input = container.querySelector('input')!
    expect(onRender).not.toHaveBeenCalled()
    expect(input.value).toBe('lamp')
    expect(container.querySelector('output')?.textContent).toBe('lamp')

    // An edit with no pointer or key before it (autofill, a test driver): the edit that wakes
    // the listing must still reach it.
    await act(async () => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
      setValue.call(input, 'boots')
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
    expect(onRender).toHaveBeenCalled()
    expect(seen).toEqual(['boots'])
    expect(container.querySelector('output')?.textContent).toBe('boots')
    expect(input.value).toBe('boots')
  })

  it('holds a click made while the children’s code loads, and makes it once they are hydrated', async () => {
    const clicked = vi.fn()
    function FiltersButton() {
      return (
        <button type="button" onClick={clicked}>
          Filters
        </button>
      )
    }
    let arrive!: (module: { FiltersButton: typeof FiltersButton }) => void
    const load = deferredImport(
      () => new Promise<{ FiltersButton: typeof FiltersButton }>((resolve) => (arrive = resolve)),
    )
    function LoadedFiltersButton() {
      const { FiltersButton: Loaded } = use(load())
      return <Loaded />
    }
    const container = document.createElement('div')
    document.body.append(container)
    container.innerHTML = serverMarkup(<FiltersButton />)
    await act(async () => {
      hydrateRoot(
        container,
        <HydrateOnInteraction>
          <LoadedFiltersButton />
        </HydrateOnInteraction>,
      )
    })
    const button = container.querySelector('button')!
    await act(async () => {
      button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
      button.click()
    })
    expect(clicked).not.toHaveBeenCalled()

    await act(async () => {
      arrive({ FiltersButton })
      await new Promise((resolve) => setTimeout(resolve, 50))
    })
    expect(clicked).toHaveBeenCalledTimes(1)
    expect(container.querySelector('button')).toBe(button)
  })
})

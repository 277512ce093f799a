import { act, Activity, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { HydrateOnInteraction } from './hydrate-on-interaction'

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
    // The server's markup: the gate itself renders nothing but the Activity boundary.
    container.innerHTML = renderToString(
      <Activity mode="visible">
        <SearchField />
      </Activity>,
    )
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
})

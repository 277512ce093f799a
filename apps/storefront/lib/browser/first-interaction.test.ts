import { describe, expect, it } from 'vitest'
import { focusedAlready, INTERACTION_EVENTS, listenForFirstInteraction } from './first-interaction'

describe('listenForFirstInteraction', () => {
  it('stays pending while nothing happens, and settles in the event itself', async () => {
    for (const type of INTERACTION_EVENTS) {
      const target = new EventTarget()
      const promise = listenForFirstInteraction(target)
      target.dispatchEvent(new Event('load'))
      target.dispatchEvent(new Event('scroll'))
      expect(promise.status).toBe('pending')
      target.dispatchEvent(new Event(type))
      // Synchronously: a click right after the pointerdown must find it settled.
      expect(promise.status).toBe('fulfilled')
      await expect(promise).resolves.toBeUndefined()
    }
  })

  it('stops listening once settled', () => {
    const target = new EventTarget()
    const added = new Set<string>()
    const add = target.addEventListener.bind(target)
    const remove = target.removeEventListener.bind(target)
    target.addEventListener = (type, listener, options) => (
      added.add(type),
      add(type, listener, options)
    )
    target.removeEventListener = (type, listener, options) => (
      added.delete(type),
      remove(type, listener, options)
    )
    listenForFirstInteraction(target)
    expect([...added].sort()).toEqual([...INTERACTION_EVENTS].sort())
    target.dispatchEvent(new Event('keydown'))
    expect(added.size).toBe(0)
  })
})

describe('focusedAlready', () => {
  it('tells a focus already inside the page from none', () => {
    const field = document.createElement('input')
    document.body.append(field)
    expect(focusedAlready(document)).toBe(false)
    field.focus()
    expect(focusedAlready(document)).toBe(true)
    field.blur()
    expect(focusedAlready(document)).toBe(false)
    field.remove()
  })
})

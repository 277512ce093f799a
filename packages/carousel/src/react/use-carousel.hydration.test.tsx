import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { CarouselFixture } from '../../test/carousel-fixture'
import { installFakeIntersectionObserver } from '../../test/fake-intersection-observer'

beforeEach(() => {
  vi.useFakeTimers()
  installFakeIntersectionObserver()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  document.body.replaceChildren()
})

it('hydrates the server markup without a mismatch, then starts autoplay', () => {
  const element = <CarouselFixture total={3} autoplay defaultIndex={1} controls />
  const container = document.createElement('div')
  container.innerHTML = renderToString(element)
  document.body.append(container)
  const serverHtml = container.innerHTML
  const onRecoverableError = vi.fn()
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {})

  let root: ReturnType<typeof hydrateRoot> | undefined
  act(() => {
    root = hydrateRoot(container, element, { onRecoverableError })
  })
  expect(onRecoverableError).not.toHaveBeenCalled()
  expect(errors).not.toHaveBeenCalled()
  const track = container.querySelector('[aria-live]')!
  expect(track.getAttribute('aria-live')).toBe('off')
  expect(serverHtml).toContain('aria-live="polite"')
  act(() => vi.advanceTimersByTime(2000))
  expect(container.querySelector('[aria-label="3 of 3"]')).toHaveAttribute('aria-hidden', 'false')
  act(() => root!.unmount())
  expect(vi.getTimerCount()).toBe(0)
})

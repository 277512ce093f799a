import { describe, expect, it } from 'vitest'
import { MAX_WAIT_FACTOR, withinProviderBudget } from './provider-budget'

const timeout = () => new Error('no answer')
const never = () => new Promise<never>(() => {})

/** Keeps this process busy, as a burst of pages rendering at once does. */
function busy(ms: number) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    // spin
  }
}

describe('withinProviderBudget', () => {
  it('settles as the call does', async () => {
    await expect(withinProviderBudget(Promise.resolve(7), 100, timeout)).resolves.toBe(7)
    const failure = new Error('503')
    await expect(withinProviderBudget(Promise.reject(failure), 100, timeout)).rejects.toBe(failure)
  })

  it('gives up on a silent provider after the budget when this process is idle', async () => {
    const started = Date.now()
    await expect(withinProviderBudget(never(), 60, timeout)).rejects.toThrow('no answer')
    const waited = Date.now() - started
    expect(waited).toBeGreaterThanOrEqual(59)
    // Idle, the deadline does not move (a loaded test machine may move it a little).
    expect(waited).toBeLessThan(60 * MAX_WAIT_FACTOR)
  })

  it('does not blame the provider for the time this process itself was busy', async () => {
    // The process is busy for 300 ms, and the answer is read right after, as a reply waiting in
    // a socket is: a plain 60 ms timer, due by then and run first, would call the provider silent.
    const answer = new Promise<string>((resolve) => {
      setImmediate(() => {
        busy(300)
        setTimeout(() => resolve('answered'), 0)
      })
    })
    await expect(withinProviderBudget(answer, 60, timeout)).resolves.toBe('answered')
  })

  it('waits at most MAX_WAIT_FACTOR times the budget however busy this process stays', async () => {
    const started = Date.now()
    const stalls = setInterval(() => busy(30), 5)
    try {
      await expect(withinProviderBudget(never(), 40, timeout)).rejects.toThrow('no answer')
    } finally {
      clearInterval(stalls)
    }
    const waited = Date.now() - started
    expect(waited).toBeGreaterThanOrEqual(40)
    expect(waited).toBeLessThan(40 * MAX_WAIT_FACTOR + 100)
  })
})

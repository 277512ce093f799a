import { describe, expect, it } from 'vitest'
import { createSliceLane } from './slice-lane'

const turn = () => new Promise<void>((resolve) => setImmediate(resolve))

describe('slice lane', () => {
  it('runs one waiting slice per event-loop turn, the request with the fewest slices first', async () => {
    // Budget 0: every check says the slice is spent.
    const lane = createSliceLane(0)
    const log: string[] = []
    async function request(name: string, slices: number) {
      const slicer = lane.slicer()
      for (let i = 0; i < slices; i++) {
        log.push(`${name}${i}`)
        if (slicer.due()) await slicer.pause()
      }
      log.push(`${name} done`)
    }
    const long = request('a', 6)
    // `a` runs a few slices alone, then `b` arrives: having run fewer, b goes first to the end.
    for (let i = 0; i < 3; i++) await turn()
    const short = request('b', 2)
    await Promise.all([long, short])
    const fromB = log.slice(log.indexOf('b0'))
    expect(fromB.slice(0, 3)).toEqual(['b0', 'b1', 'b done'])
    expect(log.filter((entry) => entry.startsWith('a'))).toEqual([
      ...['a0', 'a1', 'a2', 'a3', 'a4', 'a5'],
      'a done',
    ])
    expect(lane.waiting).toBe(0)
  })

  it('lets other callbacks run between two slices', async () => {
    const lane = createSliceLane(0)
    const log: string[] = []
    const costly = (async () => {
      const slicer = lane.slicer()
      for (let i = 0; i < 5; i++) {
        log.push('slice')
        if (slicer.due()) await slicer.pause()
      }
    })()
    // A callback queued by I/O or a timer runs between the costly request's slices.
    setImmediate(() => log.push('other'))
    await costly
    expect(log.indexOf('other')).toBeGreaterThan(0)
    expect(log.indexOf('other')).toBeLessThan(log.lastIndexOf('slice'))
  })

  it('lets a bounded number of costly requests progress at once, the others in arrival order', async () => {
    const lane = createSliceLane(0, 2)
    const log: string[] = []
    async function request(name: string, slices: number) {
      const slicer = lane.slicer()
      try {
        for (let i = 0; i < slices; i++) {
          log.push(`${name}${i}`)
          if (slicer.due()) await slicer.pause()
        }
      } finally {
        slicer.end()
      }
      log.push(`${name} done`)
    }
    await Promise.all([request('a', 4), request('b', 4), request('c', 2), request('d', 2)])
    // c and d ran their first slice at once, then waited for a and b to end.
    expect(log.slice(0, 4)).toEqual(['a0', 'b0', 'c0', 'd0'])
    const firstEnd = Math.min(log.indexOf('a done'), log.indexOf('b done'))
    expect(log.indexOf('c1')).toBeGreaterThan(firstEnd)
    expect(log.indexOf('d1')).toBeGreaterThan(log.indexOf('c1'))
    expect(lane.waiting).toBe(0)
  })

  it('does not pause a request before its budget is spent', async () => {
    const lane = createSliceLane(60_000)
    const slicer = lane.slicer()
    expect(slicer.due()).toBe(false)
  })
})

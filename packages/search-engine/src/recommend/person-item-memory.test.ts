import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createPersonItemMemory, personHash } from './person-item-memory'

const MINUTE = 60_000
const DAY = 1440 * MINUTE
const T0 = Date.UTC(2025, 0, 1)

const signalArb = fc.record({
  person: fc.integer({ min: 0, max: 5 }),
  item: fc.integer({ min: 0, max: 5 }),
  rank: fc.integer({ min: 0, max: 4 }),
  minute: fc.integer({ min: 0, max: 4 * 1440 }),
})

describe('the strongest signal per person and item within a day', () => {
  it('answers as a plain map of (person, item) → first minute and strongest rank would', () => {
    fc.assert(
      fc.property(fc.array(signalArb, { maxLength: 200 }), (signals) => {
        const memory = createPersonItemMemory(DAY)
        const reference = new Map<string, { first: number; rank: number }>()
        for (const { person, item, rank, minute } of signals) {
          const key = `${person}/${item}`
          const known = reference.get(key)
          let expected = -1
          if (known && Math.abs(minute - known.first) < 1440) {
            expected = known.rank
            known.rank = Math.max(known.rank, rank)
          } else reference.set(key, { first: minute, rank })
          const got = memory.record(personHash(`user-${person}`), item, rank, T0 + minute * MINUTE)
          expect(got).toBe(expected)
        }
      }),
    )
  })

  it('stays within its slots whatever arrives, answering -1 or a rank it was given', () => {
    const memory = createPersonItemMemory(DAY, 1 << 10)
    for (let i = 0; i < 50_000; i++) {
      const got = memory.record(personHash(`u${i % 3000}`), i % 997, i % 5, T0 + i * 1000)
      expect(got).toBeGreaterThanOrEqual(-1)
      expect(got).toBeLessThanOrEqual(4)
    }
  })

  it('remembers a person who repeats one item while many others pass by', () => {
    const memory = createPersonItemMemory(DAY, 1 << 12)
    const repeater = personHash('script')
    expect(memory.record(repeater, 7, 4, T0)).toBe(-1)
    for (let i = 0; i < 1000; i++) {
      memory.record(personHash(`shopper-${i}`), i % 300, 0, T0 + i * MINUTE)
      if (i % 50 === 0) expect(memory.record(repeater, 7, 4, T0 + i * MINUTE)).toBe(4)
    }
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createUserProfiles, decayedValue, type ProfileLimits } from './user-profiles'

const NOW = Date.UTC(2025, 5, 1)
const LIMITS: ProfileLimits = { items: 8, facets: 6, purchases: 4, users: 5, entries: 60 }

const signalArb = fc.record({
  user: fc.integer({ min: 0, max: 9 }).map((n) => `u${n}`),
  item: fc.option(fc.integer({ min: 0, max: 40 }), { nil: undefined }),
  facets: fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 4 }),
  weight: fc.constantFrom(1, 2, 4, 6),
  age: fc.integer({ min: 0, max: 3_600_000 }),
  purchase: fc.boolean(),
})

const sizeOf = (p: {
  items: Map<number, unknown>
  facets: Map<number, unknown>
  purchased: Set<number>
}) => p.items.size + p.facets.size + p.purchased.size

describe('createUserProfiles bounds', () => {
  it('never holds more profiles, entries or entries per profile than its limits, whatever events arrive', () => {
    fc.assert(
      fc.property(fc.array(signalArb, { maxLength: 300 }), (signals) => {
        const profiles = createUserProfiles(undefined, LIMITS)
        for (const s of signals) {
          profiles.record(s.user, { ...s, time: NOW - s.age })
          let total = 0
          for (let u = 0; u < 10; u++) {
            const p = profiles.get(`u${u}`)
            if (!p) continue
            expect(p.items.size).toBeLessThanOrEqual(LIMITS.items * 1.5)
            expect(p.facets.size).toBeLessThanOrEqual(LIMITS.facets * 1.5)
            expect(p.purchased.size).toBeLessThanOrEqual(LIMITS.purchases)
            total += sizeOf(p)
          }
          expect(profiles.size).toBeLessThanOrEqual(LIMITS.users)
          // The user just recorded is kept even if it alone is over the budget.
          expect(total).toBeLessThanOrEqual(Math.max(LIMITS.entries, sizeOf(profiles.get(s.user)!)))
          expect(profiles.get(s.user)).toBeDefined()
        }
      }),
    )
  })

  it('keeps a profile’s strongest items when it trims, and its latest purchases', () => {
    const profiles = createUserProfiles(undefined, LIMITS)
    // Item 0 is bought (weight 6) first; then 30 items are only viewed once each.
    profiles.record('u', { item: 0, facets: [], weight: 6, time: NOW, purchase: true })
    for (let item = 1; item <= 30; item++) {
      profiles.record('u', { item, facets: [], weight: 1, time: NOW, purchase: item % 3 === 0 })
    }
    const profile = profiles.get('u')!
    expect(profile.items.has(0)).toBe(true)
    expect(decayedValue(profile.items.get(0)!, NOW)).toBe(6)
    expect([...profile.purchased]).toEqual([21, 24, 27, 30])
  })

  it('forgets the least recently active users first when the entry budget is spent', () => {
    const profiles = createUserProfiles(undefined, { ...LIMITS, users: 100, entries: 20 })
    for (let user = 0; user < 10; user++) {
      for (let item = 0; item < 5; item++) {
        profiles.record(`u${user}`, { item, facets: [], weight: 1, time: NOW })
      }
    }
    expect(profiles.size).toBe(4)
    expect(['u6', 'u7', 'u8', 'u9'].every((u) => profiles.get(u))).toBe(true)
    expect(profiles.get('u5')).toBeUndefined()
  })

  it('counts a merged anonymous profile once (alias)', () => {
    const profiles = createUserProfiles(undefined, { ...LIMITS, users: 100, entries: 10 })
    for (let item = 0; item < 5; item++) {
      profiles.record('anon', { item, facets: [], weight: 1, time: NOW })
      profiles.record('known', { item: item + 10, facets: [], weight: 1, time: NOW })
    }
    profiles.alias('anon', 'known')
    // 'anon' was dropped (known already had a profile): room for a 5-item third user.
    for (let item = 0; item < 5; item++) {
      profiles.record('third', { item, facets: [], weight: 1, time: NOW })
    }
    expect(profiles.get('known')?.items.size).toBe(5)
    expect(profiles.get('third')?.items.size).toBe(5)
  })
})

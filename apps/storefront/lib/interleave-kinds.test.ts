import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { interleaveKinds } from './interleave-kinds'

type Item = { id: number; kind: string | undefined }
const items = fc
  .array(fc.option(fc.constantFrom('tent', 'lamp', 'bag', 'stove'), { nil: undefined }), {
    maxLength: 40,
  })
  .map((kinds) => kinds.map((kind, id): Item => ({ id, kind })))
const kindOf = (item: Item) => item.kind

describe('interleaveKinds', () => {
  it('puts the best of each kind first, then the second best of each', () => {
    const ranked = ['lamp', 'lamp', 'lamp', 'bag', 'lamp', 'bag', 'stove'].map((kind, id) => ({
      id,
      kind,
    }))
    expect(interleaveKinds(ranked, kindOf).map((i) => i.kind)).toEqual([
      'lamp',
      'bag',
      'stove',
      'lamp',
      'bag',
      'lamp',
      'lamp',
    ])
  })

  it('keeps every item, once', () => {
    fc.assert(
      fc.property(items, (list) => {
        const out = interleaveKinds(list, kindOf)
        expect(out.map((i) => i.id).sort((a, b) => a - b)).toEqual(list.map((i) => i.id))
      }),
    )
  })

  it('keeps the rank order within a kind', () => {
    fc.assert(
      fc.property(items, (list) => {
        const out = interleaveKinds(list, kindOf)
        for (const kind of new Set(list.map(kindOf))) {
          if (kind === undefined) continue
          const ids = out.filter((i) => i.kind === kind).map((i) => i.id)
          expect(ids).toEqual([...ids].sort((a, b) => a - b))
        }
      }),
    )
  })

  it('shows as many kinds as it can in the first places', () => {
    fc.assert(
      fc.property(items, fc.integer({ min: 1, max: 10 }), (list, places) => {
        const kinds = new Set(list.map(kindOf).filter((k) => k !== undefined)).size
        const first = interleaveKinds(list, kindOf)
          .slice(0, places)
          .map(kindOf)
          .filter((k) => k !== undefined)
        // Each kind's first item comes before any kind's second.
        expect(new Set(first).size).toBe(Math.min(kinds, first.length))
      }),
    )
  })

  it('leaves a list without kinds in rank order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 30 }), (list) => {
        expect(interleaveKinds(list, () => undefined)).toEqual(list)
      }),
    )
  })
})

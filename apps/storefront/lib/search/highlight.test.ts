import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { HIGHLIGHT_POST_TAG as POST, HIGHLIGHT_PRE_TAG as PRE, toHighlightParts } from './highlight'

describe('toHighlightParts', () => {
  it('splits matches from the rest', () => {
    expect(toHighlightParts(`Trail ${PRE}run${POST}ning ${PRE}shoe${POST}`)).toEqual([
      { value: 'Trail ', isHighlighted: false },
      { value: 'run', isHighlighted: true },
      { value: 'ning ', isHighlighted: false },
      { value: 'shoe', isHighlighted: true },
    ])
  })

  it('decodes escaped entities and keeps markup as text', () => {
    expect(toHighlightParts(`&lt;b&gt;Tom &amp; ${PRE}Jerry${POST}&#39;s`)).toEqual([
      { value: '<b>Tom & ', isHighlighted: false },
      { value: 'Jerry', isHighlighted: true },
      { value: "'s", isHighlighted: false },
    ])
  })

  it('tolerates unbalanced tags', () => {
    expect(toHighlightParts(`a${PRE}b`)).toEqual([
      { value: 'a', isHighlighted: false },
      { value: 'b', isHighlighted: true },
    ])
    expect(toHighlightParts(`a${POST}b`)).toEqual([{ value: 'ab', isHighlighted: false }])
  })

  it('reassembles to the text without tags', () => {
    const plain = fc.string().filter((s) => !s.includes('__') && !s.includes('&'))
    fc.assert(
      fc.property(fc.array(fc.tuple(plain, fc.boolean())), (runs) => {
        const highlighted = runs.map(([v, h]) => (h ? `${PRE}${v}${POST}` : v)).join('')
        const parts = toHighlightParts(highlighted)
        expect(parts.map((p) => p.value).join('')).toBe(runs.map(([v]) => v).join(''))
        expect(parts.every((p) => p.value !== '')).toBe(true)
      }),
    )
  })
})

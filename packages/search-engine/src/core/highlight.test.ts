import { describe, expect, it } from 'vitest'
import { engineWith } from './testing/engine-with'

const engine = engineWith(
  [
    {
      name: 'Red Leather Sneakers',
      brand: 'Crème',
      colors: ['Red', 'Dark red'],
      cat: { lvl0: 'Women', lvl1: 'Women > Shoes' },
      description:
        'One two three four five six seven eight nine ten eleven twelve sneakers thirteen fourteen fifteen sixteen seventeen',
    },
  ],
  {
    searchableAttributes: ['name', 'brand', 'colors', 'cat.lvl1', 'unordered(description)'],
    attributesToSnippet: ['description:5'],
  },
)

function first(params: Parameters<typeof engine.search>[1]) {
  return engine.search('test', params).hits[0]!
}

describe('_highlightResult', () => {
  it('wraps matched words in the request tags and reports the match level', () => {
    const hit = first({
      query: 'red sneakers',
      highlightPreTag: '__ais-highlight__',
      highlightPostTag: '__/ais-highlight__',
    })
    expect(hit._highlightResult!.name).toEqual({
      value:
        '__ais-highlight__Red__/ais-highlight__ Leather __ais-highlight__Sneakers__/ais-highlight__',
      matchLevel: 'full',
      matchedWords: ['red', 'sneakers'],
      fullyHighlighted: false,
    })
    expect(hit._highlightResult!.brand).toEqual({
      value: 'Crème',
      matchLevel: 'none',
      matchedWords: [],
    })
  })

  it('highlights only the typed prefix of the last word, and typo matches whole', () => {
    const hit = first({ query: 'lether sne' })
    expect((hit._highlightResult!.name as { value: string }).value).toBe(
      'Red <em>Leather</em> <em>Sne</em>akers',
    )
    expect((hit._highlightResult!.name as { matchLevel: string }).matchLevel).toBe('full')
  })

  it('mirrors arrays and nested objects, and flags fully highlighted values', () => {
    const hit = first({ query: 'red' })
    const colors = hit._highlightResult!.colors as Array<{
      value: string
      matchLevel: string
      fullyHighlighted?: boolean
    }>
    expect(colors.map((c) => c.value)).toEqual(['<em>Red</em>', 'Dark <em>red</em>'])
    expect(colors[0]!.fullyHighlighted).toBe(true)
    expect(colors[1]!.fullyHighlighted).toBe(false)
    const cat = hit._highlightResult!.cat as Record<string, { matchLevel: string }>
    expect(cat.lvl1!.matchLevel).toBe('none')
  })

  it('matches diacritics-insensitively while keeping the original text', () => {
    const hit = first({ query: 'creme' })
    expect(hit._highlightResult!.brand).toMatchObject({
      value: '<em>Crème</em>',
      matchLevel: 'full',
    })
  })

  it('marks partial matches and honours attributesToHighlight', () => {
    const hit = first({ query: 'red sneakers', attributesToHighlight: ['colors'] })
    expect(Object.keys(hit._highlightResult!)).toEqual(['colors'])
    expect((hit._highlightResult!.colors as Array<{ matchLevel: string }>)[0]!.matchLevel).toBe(
      'partial',
    )
    expect(first({ query: 'red', attributesToHighlight: [] })._highlightResult).toBeUndefined()
  })
})

describe('_snippetResult', () => {
  it('cuts N words around the first match with the ellipsis', () => {
    const hit = first({ query: 'sneakers', snippetEllipsisText: '...' })
    expect(hit._snippetResult!.description).toEqual({
      value: '...twelve <em>sneakers</em> thirteen fourteen fifteen...',
      matchLevel: 'full',
    })
  })

  it('starts at the beginning without a match', () => {
    const hit = first({ query: '' })
    expect(hit._snippetResult!.description).toEqual({
      value: 'One two three four five…',
      matchLevel: 'none',
    })
  })
})

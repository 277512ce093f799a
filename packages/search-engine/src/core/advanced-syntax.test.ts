import { describe, expect, it } from 'vitest'
import { parseAdvancedQuery } from './advanced-syntax'

describe('advanced syntax', () => {
  it('reads quoted phrases and -excluded words', () => {
    const q = parseAdvancedQuery('"Phone Case" blue -leather t-shirt')
    expect(q.words).toEqual(['phone', 'case', 'blue', 't', 'shirt'])
    expect(q.phraseOf).toEqual([0, 0, -1, -1, -1])
    expect(q.phrases).toEqual([['phone', 'case']])
    expect(q.excluded).toEqual(['leather'])
  })

  it('runs an unclosed quote to the end and honours advancedSyntaxFeatures', () => {
    expect(parseAdvancedQuery('red "desk lamp').phrases).toEqual([['desk', 'lamp']])
    const onlyPhrases = parseAdvancedQuery('"a b" -c', ['exactPhrase'])
    expect(onlyPhrases.excluded).toEqual([])
    expect(onlyPhrases.words).toEqual(['a', 'b', 'c'])
  })
})

import { describe, expect, it } from 'vitest'
import { englishPluralForms } from './plurals'
import { isStopWord } from './stop-words'

describe('English plural forms', () => {
  it.each([
    ['fan', 'fans'],
    ['fans', 'fan'],
    ['dress', 'dresses'],
    ['dresses', 'dress'],
    ['box', 'boxes'],
    ['battery', 'batteries'],
    ['batteries', 'battery'],
    ['knife', 'knives'],
    ['knives', 'knife'],
    ['man', 'men'],
    ['women', 'woman'],
    ['child', 'children'],
    ['feet', 'foot'],
    ['shoes', 'shoe'],
    ['cases', 'case'],
  ])('%s ⇄ %s', (word, form) => {
    expect(englishPluralForms(word)).toContain(form)
  })

  it('leaves invariant, numeric and -ss words alone', () => {
    expect(englishPluralForms('jeans')).toEqual([])
    expect(englishPluralForms('sheep')).toEqual([])
    expect(englishPluralForms('2024')).toEqual([])
    expect(englishPluralForms('glass')).not.toContain('glas')
  })

  it('knows English stop words only for English', () => {
    expect(isStopWord('the', ['en'])).toBe(true)
    expect(isStopWord('the', ['fr'])).toBe(false)
    expect(isStopWord('shoe', ['en'])).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { attributeScan, queryScan, textOptionsOf } from './text-options'
import { tokenizeWith } from './tokenizer'

const path = (name: string) => ({ name, segments: [name] }) as never

describe('textOptionsOf', () => {
  it('is undefined without any text setting, so the default scan is used', () => {
    expect(textOptionsOf({})).toBeUndefined()
    expect(textOptionsOf({ separatorsToIndex: '', camelCaseAttributes: [] })).toBeUndefined()
  })

  it('is one object per distinct value', () => {
    const a = textOptionsOf({ separatorsToIndex: '+#' })
    expect(textOptionsOf({ separatorsToIndex: '+#' })).toBe(a)
    expect(queryScan(a)).toBe(queryScan(textOptionsOf({ separatorsToIndex: '+#' })))
  })

  it('drops white space and characters beyond one UTF-16 unit from the separators', () => {
    expect(textOptionsOf({ separatorsToIndex: ' +\t😀' })?.separators).toBe('+')
    expect(textOptionsOf({ separatorsToIndex: ' ' })).toBeUndefined()
  })
})

describe('scanning with text options', () => {
  it('makes each indexed separator a word', () => {
    const scan = queryScan(textOptionsOf({ separatorsToIndex: '+#' }))
    expect(tokenizeWith('C++ and C#, not C-', scan)).toEqual([
      'c',
      '+',
      '+',
      'and',
      'c',
      '#',
      'not',
      'c',
    ])
  })

  it('cuts camelCase words only in the listed attributes (after a lower-case letter)', () => {
    const options = textOptionsOf({ camelCaseAttributes: ['name'] })
    expect(
      tokenizeWith('iPhoneCase HTMLParser v2Go', attributeScan(options, path('name'))),
    ).toEqual(['i', 'phone', 'case', 'html', 'parser', 'v2go'])
    expect(attributeScan(options, path('sku'))).toBeUndefined()
    expect(queryScan(options)).toBeUndefined()
  })

  it('keeps the listed diacritics and applies custom normalisation', () => {
    const scan = queryScan(
      textOptionsOf({
        keepDiacriticsOnCharacters: 'ø',
        customNormalization: { default: { ä: 'ae' } },
      }),
    )
    expect(tokenizeWith('SMØRREBRØD Mädchen Crème', scan)).toEqual([
      'smørrebrød',
      'maedchen',
      'creme',
    ])
    // A decomposed character (u + combining diaeresis) is normalised as usual.
    expect(
      tokenizeWith('Mu\u0308sli', queryScan(textOptionsOf({ keepDiacriticsOnCharacters: 'ü' }))),
    ).toEqual(['musli'])
  })
})

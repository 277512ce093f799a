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

describe('scanning with many indexed separators', () => {
  // Every non-word character of every text scanned is looked up among the separators: a string
  // search through the ~9,000 distinct ones of this value took ~4 s for this 2 MB text. Built
  // once per value as a set of UTF-16 units, a lookup is one probe.
  it('looks each character up in constant time', () => {
    let value = ''
    for (let code = 0xe000; code <= 0xf8ff; code++) value += String.fromCharCode(code)
    for (let code = 0x2190; code <= 0x2bff; code++) value += String.fromCharCode(code)
    const options = textOptionsOf({ separatorsToIndex: value })
    expect(options?.separators?.length).toBeGreaterThan(8_000)
    const scan = queryScan(options)
    // Neither words nor separators: each misses the whole list.
    const text = 'a!!!!!!!!!'.repeat(200_000) + '\uf8ff'
    const started = performance.now()
    const words = tokenizeWith(text, scan)
    const elapsed = performance.now() - started
    expect(words.length).toBe(200_001)
    expect(words.at(-1)).toBe('\uf8ff')
    expect(elapsed).toBeLessThan(1_000)
  })
})

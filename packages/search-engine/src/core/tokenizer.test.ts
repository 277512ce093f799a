import { describe, expect, it } from 'vitest'
import { normalizeText } from './normalize'
import { scanTokens, tokenize } from './tokenizer'

describe('normalizeText', () => {
  it.each([
    ['Crème Brûlée', 'creme brulee'],
    ['STRAßE', 'strasse'],
    ['Ærø', 'aero'],
    ['Łódź', 'lodz'],
    ['plain', 'plain'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeText(input)).toBe(expected)
  })
})

describe('tokenize', () => {
  it('splits on everything but letters, digits and marks', () => {
    expect(tokenize("T-Shirt, 100% cotton (men's) — Größe M")).toEqual([
      't',
      'shirt',
      '100',
      'cotton',
      'men',
      's',
      'grosse',
      'm',
    ])
    expect(tokenize('東京 café')).toEqual(['東京', 'cafe'])
  })

  it('gives original offsets for highlighting', () => {
    const spans: string[] = []
    const text = 'Red, blue'
    scanTokens(text, (start, end) => spans.push(text.slice(start, end)))
    expect(spans).toEqual(['Red', 'blue'])
  })
})

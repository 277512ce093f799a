// @vitest-environment node
import { Resvg } from '@resvg/resvg-js'
import fc from 'fast-check'
import jsQR from 'jsqr'
import { describe, expect, it } from 'vitest'
import { getQrPath, renderQrSvg } from '../src/index'
import type { QrLevel, QrSvgOptions } from '../src/index'

/** Renders the SVG string to pixels with resvg and reads it back with jsQR. */
function scan(svg: string) {
  const image = new Resvg(svg, { background: 'white' }).render()
  const result = jsQR(new Uint8ClampedArray(image.pixels), image.width, image.height, {
    inversionAttempts: 'dontInvert',
  })
  return result && { text: result.data, bytes: result.binaryData }
}

function roundTrip(value: string, options: QrSvgOptions) {
  // Four pixels per module: sharp for every version, whatever the level.
  const size = getQrPath(value, options).size * 4
  return scan(renderQrSvg(value, { ...options, size }))
}

const levels: QrLevel[] = ['L', 'M', 'Q', 'H']

const asciiUrls = [
  'https://vitrine.example/',
  'https://vitrine.example/products/espresso-machine-deluxe?ref=qr&utm_source=store&utm_medium=print',
  `https://vitrine.example/search?q=${'coffee+grinder+'.repeat(20)}`,
]

const utf8Texts = [
  'Crème brûlée à la carte — 5,90 €',
  'Panier 🛒 : 3 articles 🎉👍🏽',
  '二维码テスト한국어 QR',
  'Ελληνικά · русский · עברית · العربية',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 outside the BMP: 𝄞 😀',
]

describe('round trip: SVG → pixels (resvg) → text (jsQR)', () => {
  describe.each(levels)('level %s', (level) => {
    it.each(asciiUrls)('decodes the ASCII URL %s', (url) => {
      expect(roundTrip(url, { level, margin: 4 })?.text).toBe(url)
    })

    it.each(utf8Texts)('decodes the UTF-8 text %s byte for byte', (text) => {
      const result = roundTrip(text, { level, margin: 4 })
      expect(result?.bytes).toEqual([...new TextEncoder().encode(text)])
      expect(result?.text).toBe(text)
    })
  })

  it('encodes an unpaired surrogate as U+FFFD, as the README says, and still scans', () => {
    const value = 'ab\uD800cd\uDC00'
    expect(roundTrip(value, { margin: 4 })?.text).toBe('ab\uFFFDcd\uFFFD')
  })

  it('decodes the default 256 px render, framed by a white page', () => {
    const svg = renderQrSvg('https://vitrine.example/p/42')
    const framed = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320"><rect width="320" height="320" fill="#fff"/><g transform="translate(32 32)">${svg}</g></svg>`
    expect(scan(framed)?.text).toBe('https://vitrine.example/p/42')
  })

  it('decodes custom colours with enough contrast', () => {
    const value = 'https://vitrine.example/p/42?colour=teal'
    expect(roundTrip(value, { margin: 4, fgColor: '#134e4a', bgColor: '#fef3c7' })?.text).toBe(
      value,
    )
  })

  it('decodes any Unicode text at any level', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
        fc.constantFrom(...levels),
        (text, level) => {
          expect(roundTrip(text, { level, margin: 4 })?.text).toBe(text)
        },
      ),
      { numRuns: 40 },
    )
  })
})

import { renderProductSvg } from '@vitrine/demo-catalog'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { svgDataUrl, withInlineFirstPicture } from './inline-picture'
import { getGalleries } from './product'

const PREFIX = 'data:image/svg+xml,'

describe('svgDataUrl', () => {
  it('decodes back to the same text, holding only a URL’s plain characters and escapes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (svg) => {
        const url = svgDataUrl(svg)
        expect(url.startsWith(PREFIX)).toBe(true)
        expect(decodeURIComponent(url.slice(PREFIX.length))).toBe(svg)
        expect(url.slice(PREFIX.length)).toMatch(/^(?:[\w\-.~!$&()*+,;=:@/?]|%[0-9A-F]{2})*$/)
      }),
    )
  })
})

describe('withInlineFirstPicture', () => {
  const tent = {
    objectID: 'p7',
    name: 'Dome Tent',
    image: '/images/products/p7/tent-orange-1.svg',
    colors: ['Orange', 'Forest Green'],
  }

  it('draws the first colour’s first picture into the page and keeps every URL', () => {
    const galleries = getGalleries(tent)
    const inlined = withInlineFirstPicture(galleries)
    const [first, ...rest] = inlined.Orange!
    expect(first!.src).toBe(galleries.Orange![0]!.src)
    expect(decodeURIComponent(first!.inlineSrc!.slice(PREFIX.length))).toBe(
      renderProductSvg({ objectID: 'p7', art: 'tent', color: 'Orange', view: 1 }),
    )
    expect(rest).toEqual(galleries.Orange!.slice(1))
    expect(inlined['Forest Green']).toEqual(galleries['Forest Green'])
  })

  it('leaves a picture it does not draw as it is', () => {
    const galleries = getGalleries({
      objectID: 'x',
      name: 'Lamp',
      image: 'https://cdn.example/l.jpg',
    })
    expect(withInlineFirstPicture(galleries)).toEqual(galleries)
  })
})

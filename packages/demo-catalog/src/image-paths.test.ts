import { describe, expect, it } from 'vitest'
import { parseProductImageFile, parseProductImagePath, productImagePath } from './image-paths'

describe('product image paths', () => {
  it('round-trip product, kind, colour and view', () => {
    const image = { objectID: 'p 1/é', art: 'sleepingBag', color: 'Forest Green', view: 3 } as const
    const path = productImagePath(image)
    expect(path).toBe('/images/products/p%201%2F%C3%A9/sleepingBag-forest-green-3.svg')
    expect(parseProductImagePath(path)).toEqual(image)
  })

  it.each([
    'tent-forest-green-5.svg',
    'tent-fuchsia-1.svg',
    'spaceship-red-1.svg',
    'tent-red-1.png',
    '../tent-red-1.svg',
  ])('refuses %s', (file) => {
    expect(parseProductImageFile('p00001', file)).toBeUndefined()
  })

  it('refuses paths of other shapes', () => {
    expect(parseProductImagePath('/images/products/p00001.svg')).toBeUndefined()
    expect(parseProductImagePath('/images/products/%E0%A4%A/tent-red-1.svg')).toBeUndefined()
  })
})

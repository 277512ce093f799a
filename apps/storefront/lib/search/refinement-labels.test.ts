import { describe, expect, it } from 'vitest'
import { attributeLabel, refinementLabel } from './refinement-labels'

describe('refinement chips', () => {
  it.each([
    [{ attribute: 'price', label: '≥ 10', value: 10, operator: '>=' }, 'from $10.00'],
    [{ attribute: 'price', label: '≤ 50', value: 50, operator: '<=' }, 'up to $50.00'],
    [{ attribute: 'rating', label: '≥ 4', value: 4, operator: '>=' }, '4+ stars'],
    [{ attribute: 'onSale', label: 'true', value: 'true' }, 'On sale'],
    [
      { attribute: 'hierarchicalCategories.lvl0', label: 'Women > Shoes', value: 'Women > Shoes' },
      'Women › Shoes',
    ],
    [{ attribute: 'brand', label: 'Acme', value: 'Acme' }, 'Acme'],
  ])('%o → %s', (refinement, text) => {
    expect(refinementLabel(refinement)).toBe(text)
  })

  it('names attributes for shoppers', () => {
    expect(attributeLabel('colors')).toBe('Colour')
    expect(attributeLabel('material')).toBe('material')
  })
})

import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { rememberQueryID } from '@/lib/browser/attribution'
import { sendAddToCart } from '@/lib/browser/insights'
import { clientConfig, withConfig } from '@/test/fixtures'
import { cartStore } from '../cart/cart-store'
import { AddToCartForm } from './add-to-cart-form'

vi.mock('@/lib/browser/insights', () => ({ sendAddToCart: vi.fn() }))

const shoe = {
  objectID: 'p9',
  name: 'Shoe',
  brand: 'Acme',
  image: '/s.svg',
  price: 80,
  salePrice: 60,
  colors: ['Red', 'Blue'],
  sizes: ['S', 'M'],
}

afterEach(() => {
  act(() => cartStore.clear())
  sessionStorage.clear()
  vi.mocked(sendAddToCart).mockClear()
})

describe('AddToCartForm', () => {
  it('adds the chosen colour, size and quantity at the sale price', async () => {
    const user = userEvent.setup()
    render(withConfig(<AddToCartForm product={shoe} />))
    await user.click(screen.getByRole('radio', { name: 'Blue' }))
    await user.click(screen.getByRole('radio', { name: 'M' }))
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' })
    await user.clear(quantity)
    await user.type(quantity, '3')
    await user.click(screen.getByRole('button', { name: 'Add to cart' }))

    expect(cartStore.getSnapshot()).toEqual([
      expect.objectContaining({
        objectID: 'p9',
        color: 'Blue',
        size: 'M',
        quantity: 3,
        unitPrice: 60,
      }),
    ])
    expect(screen.getByRole('status')).toHaveTextContent('Added 3 × Shoe to your cart.')
    expect(sendAddToCart).toHaveBeenCalledWith(clientConfig, {
      objectID: 'p9',
      unitPrice: 60,
      quantity: 3,
      queryID: undefined,
    })
  })

  it('requires a choice between several colours or sizes, with an accessible error', async () => {
    const user = userEvent.setup()
    render(withConfig(<AddToCartForm product={{ ...shoe, colors: ['Red'] }} />))
    expect(screen.getByRole('radio', { name: 'Red' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'S' })).not.toBeChecked()

    await user.click(screen.getByRole('button', { name: 'Add to cart' }))
    expect(cartStore.getSnapshot()).toEqual([])
    expect(screen.getByRole('group', { name: 'Size' })).toHaveAccessibleDescription(
      'Choose a size.',
    )
    expect(screen.getByRole('radio', { name: 'S' })).toHaveFocus()
    expect(screen.getByRole('radio', { name: 'S' })).toHaveAccessibleDescription('Choose a size.')

    await user.click(screen.getByRole('radio', { name: 'M' }))
    await user.click(screen.getByRole('button', { name: 'Add to cart' }))
    expect(cartStore.getSnapshot()).toEqual([expect.objectContaining({ color: 'Red', size: 'M' })])
    expect(screen.queryByText('Choose a size.')).toBeNull()
  })

  it('attributes the conversion to the recommendation that led here', async () => {
    rememberQueryID('p9', 'q-rec')
    render(withConfig(<AddToCartForm product={{ ...shoe, colors: [], sizes: [] }} />))
    expect(screen.queryByRole('radiogroup')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
    expect(cartStore.getSnapshot()[0]).toMatchObject({ queryID: 'q-rec', quantity: 1 })
    expect(sendAddToCart).toHaveBeenCalledWith(
      clientConfig,
      expect.objectContaining({ queryID: 'q-rec' }),
    )
  })

  it('out of stock: disabled with the reason, colours still chosen, nothing added', async () => {
    const user = userEvent.setup()
    render(withConfig(<AddToCartForm product={{ ...shoe, outOfStock: true }} />))
    const reason = 'Out of stock. This product cannot be added to the cart for now.'
    const add = screen.getByRole('button', { name: 'Add to cart' })
    expect(add).toBeDisabled()
    expect(add).toHaveAccessibleDescription(reason)
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toBeDisabled()
    await user.click(screen.getByRole('radio', { name: 'Blue' }))
    expect(screen.getByRole('radio', { name: 'Blue' })).toBeChecked()
    await user.click(add)
    expect(cartStore.getSnapshot()).toEqual([])
    expect(sendAddToCart).not.toHaveBeenCalled()
  })
})

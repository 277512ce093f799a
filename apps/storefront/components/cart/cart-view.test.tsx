import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sendPurchase } from '@/lib/browser/insights'
import { clientConfig, withConfig } from '@/test/fixtures'
import { CART_STORAGE_KEY, cartStore } from './cart-store'
import { CartView } from './cart-view'

vi.mock('@/lib/browser/insights', () => ({ sendPurchase: vi.fn() }))
vi.mock('../recommend/cart-recommendations', () => ({
  CartRecommendations: ({ objectIDs }: { objectIDs: string[] }) => (
    <p data-testid="bought-together">{objectIDs.join(',')}</p>
  ),
}))

const mug = { objectID: 'p1', name: 'Mug', brand: 'Clay', image: '/m.svg', unitPrice: 12.5 }
const cup = {
  objectID: 'p2',
  name: 'Cup',
  brand: 'Clay',
  image: '/c.svg',
  unitPrice: 4,
  queryID: 'q7',
}

afterEach(() => {
  act(() => cartStore.clear())
  vi.mocked(sendPurchase).mockClear()
})

describe('CartView', () => {
  it('says so when the cart is empty', () => {
    render(withConfig(<CartView />))
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument()
    expect(screen.queryByTestId('bought-together')).toBeNull()
  })

  it('shows sane totals for a hand-edited cart', () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([
        { ...mug, unitPrice: 1e308, quantity: 2 },
        { ...cup, quantity: 5_000_000 },
      ]),
    )
    render(withConfig(<CartView />))
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
    expect(screen.getByTestId('cart-count')).toHaveTextContent('999')
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$3,996.00')
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Cup' })).toHaveValue(999)
  })

  it('lists lines with totals, edits quantities and removes lines', async () => {
    const user = userEvent.setup()
    act(() => {
      cartStore.add(mug, 2)
      cartStore.add(cup)
    })
    render(withConfig(<CartView />))
    const lines = screen.getByRole('list', { name: 'Items in your cart' })
    expect(within(lines).getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$29.00')
    expect(screen.getByTestId('bought-together')).toHaveTextContent('p1,p2')

    const quantity = screen.getByRole('spinbutton', { name: 'Quantity of Mug' })
    await user.clear(quantity)
    await user.type(quantity, '3')
    expect(screen.getByTestId('cart-count')).toHaveTextContent('4')
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$41.50')

    await user.click(screen.getByRole('button', { name: 'Remove Cup' }))
    expect(within(lines).getAllByRole('listitem')).toHaveLength(1)
  })

  it('places the demo order: purchase event, empty cart, confirmation', async () => {
    act(() => {
      cartStore.add(mug, 2)
      cartStore.add(cup)
    })
    render(withConfig(<CartView />))
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }))
    expect(sendPurchase).toHaveBeenCalledWith(clientConfig, [
      { objectID: 'p1', unitPrice: 12.5, quantity: 2, queryID: undefined },
      { objectID: 'p2', unitPrice: 4, quantity: 1, queryID: 'q7' },
    ])
    expect(
      screen.getByRole('heading', { name: 'Thank you, your order is placed' }),
    ).toBeInTheDocument()
    const ordered = screen.getByRole('list', { name: 'Items ordered' })
    expect(
      within(ordered)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^2 × Mug.*\$25\.00$/),
      expect.stringMatching(/^1 × Cup.*\$4\.00$/),
    ])
    expect(screen.getByText('$29.00')).toBeInTheDocument()
    expect(cartStore.getSnapshot()).toEqual([])
  })
})

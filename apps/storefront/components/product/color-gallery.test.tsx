import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getGalleries } from '@/lib/product'
import { withConfig } from '@/test/fixtures'
import { cartStore } from '../cart/cart-store'
import { AddToCartForm } from './add-to-cart-form'
import { ColorGallery } from './color-gallery'
import { SelectedColorProvider } from './selected-color'

vi.mock('@/lib/browser/insights', () => ({ sendAddToCart: vi.fn() }))

const tent = {
  objectID: 'p7',
  name: 'Dome Tent',
  brand: 'Summitline',
  image: '/images/products/p7/tent-orange-1.svg',
  price: 199.99,
  colors: ['Orange', 'Forest Green'],
  sizes: [],
}
const galleries = getGalleries(tent)
const colorImages = {
  Orange: galleries.Orange![0]!.src,
  'Forest Green': galleries['Forest Green']![0]!.src,
}

afterEach(() => act(() => cartStore.clear()))

describe('ColorGallery with the purchase form', () => {
  it('shows the colour the shopper picks, and that colour goes in the cart', async () => {
    const user = userEvent.setup()
    render(
      withConfig(
        <SelectedColorProvider initial="Orange">
          <ColorGallery galleries={galleries} name={tent.name} />
          <AddToCartForm product={{ ...tent, colorImages }} />
        </SelectedColorProvider>,
      ),
    )
    expect(screen.getByAltText('Dome Tent in orange, front view')).toHaveAttribute(
      'src',
      '/images/products/p7/tent-orange-1.svg',
    )
    await user.click(screen.getByRole('radio', { name: 'Forest Green' }))
    expect(screen.getByAltText('Dome Tent in forest green, front view')).toHaveAttribute(
      'src',
      '/images/products/p7/tent-forest-green-1.svg',
    )
    expect(screen.queryByAltText('Dome Tent in orange, front view')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Add to cart' }))
    expect(cartStore.getSnapshot()[0]).toMatchObject({
      color: 'Forest Green',
      image: '/images/products/p7/tent-forest-green-1.svg',
    })
  })
})

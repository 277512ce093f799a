import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { getGalleryImages } from '@/lib/product'
import { ProductGallery } from './product-gallery'

const images = getGalleryImages({
  objectID: 'p00042',
  name: 'Trail shoe',
  image: '/images/products/p00042/sneaker-red-1.svg',
  colors: ['Red'],
})

function current() {
  return screen
    .getAllByRole('button', { name: /^Show / })
    .findIndex((b) => b.getAttribute('aria-current') === 'true')
}

describe('ProductGallery', () => {
  it('renders every view, the first one eagerly with a descriptive alt', () => {
    render(<ProductGallery images={images} name="Trail shoe" />)
    const region = screen.getByRole('region', { name: 'Trail shoe pictures' })
    expect(region).toHaveAttribute('aria-roledescription', 'carousel')
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(4)
    expect(screen.getAllByRole('group')).toHaveLength(1)
    const main = screen.getByAltText('Trail shoe in red, front view')
    expect(main).toHaveAttribute('loading', 'eager')
    expect(main).toHaveAttribute('src', '/images/products/p00042/sneaker-red-1.svg')
    expect(screen.getByAltText('Trail shoe in red, detail view', { exact: true })).toHaveAttribute(
      'src',
      '/images/products/p00042/sneaker-red-3.svg',
    )
  })

  it('moves with thumbnails, the arrows and the keyboard', async () => {
    const user = userEvent.setup()
    render(<ProductGallery images={images} name="Trail shoe" />)
    expect(current()).toBe(0)
    await user.click(screen.getByRole('button', { name: 'Show detail view' }))
    expect(current()).toBe(2)
    await user.click(screen.getByRole('button', { name: 'Previous picture' }))
    expect(current()).toBe(1)

    const region = screen.getByRole('region', { name: 'Trail shoe pictures' })
    act(() => region.focus())
    await user.keyboard('{ArrowRight}')
    expect(current()).toBe(2)
    await user.keyboard('{Home}')
    expect(current()).toBe(0)
    await user.click(screen.getByRole('button', { name: 'Next picture' }))
    expect(current()).toBe(1)
    expect(region.querySelector<HTMLElement>('[aria-live]')?.style.transform).toContain('-100%')
  })

  it('shows a single external picture without controls', () => {
    const single = getGalleryImages({
      objectID: 'x',
      name: 'Mug',
      image: 'https://cdn.example/m.png',
    })
    render(<ProductGallery images={single} name="Mug" />)
    expect(screen.getByAltText('Mug')).toHaveAttribute('src', 'https://cdn.example/m.png')
    expect(screen.queryByRole('button')).toBeNull()
  })
})

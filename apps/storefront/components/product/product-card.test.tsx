import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ProductCard } from './product-card'

const product = {
  objectID: 'p00042',
  name: 'Trail shoe',
  brand: 'Acme',
  price: 120,
  salePrice: 99,
  rating: 4.36,
  reviewCount: 31,
  image: '/images/products/p00042.svg',
}

describe('ProductCard', () => {
  it('links the name to the product and the rating to its reviews', () => {
    render(<ProductCard product={product} />)
    expect(screen.getByRole('heading', { level: 3, name: 'Trail shoe' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Trail shoe' })).toHaveAttribute(
      'href',
      '/product/p00042',
    )
    expect(
      screen.getByRole('link', { name: 'Trail shoe: Rated 4.4 out of 5, 31 reviews' }),
    ).toHaveAttribute('href', '/product/p00042#reviews')
    expect(screen.getByText('Acme')).toBeInTheDocument()
  })

  it('shows no stars and no reviews link for a product nobody reviewed', () => {
    render(<ProductCard product={{ ...product, rating: 0, reviewCount: 0 }} />)
    expect(screen.queryByText(/Rated/)).toBeNull()
    expect(screen.queryByText('(0)')).toBeNull()
    expect(screen.getAllByRole('link')).toHaveLength(1)
  })

  it('shows a sale price as such, with the regular price struck', () => {
    const { container } = render(<ProductCard product={product} />)
    expect(container.querySelector('s')).toHaveTextContent('Regular price $120.00')
    expect(screen.getByText('$99.00').closest('span')).toHaveTextContent('Sale price $99.00')
  })

  it('shows a plain price when not on sale', () => {
    const { container } = render(<ProductCard product={{ ...product, salePrice: undefined }} />)
    expect(container.querySelector('s')).toBeNull()
    expect(screen.getByText('$120.00')).toBeInTheDocument()
  })

  it('renders catalogue text as text', () => {
    const { container } = render(
      <ProductCard product={{ ...product, name: '<img src=x onerror=alert(1)>' }} />,
    )
    expect(container.querySelectorAll('img')).toHaveLength(1)
    expect(screen.getByRole('link', { name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument()
  })

  it('takes a heading level and lazy-loads unless prioritised', () => {
    const { container, rerender } = render(<ProductCard product={product} headingLevel={2} />)
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument()
    expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy')
    rerender(<ProductCard product={product} priority />)
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager')
  })

  it('says when the product is out of stock', () => {
    const { rerender } = render(<ProductCard product={{ ...product, outOfStock: true }} />)
    expect(screen.getByText('Out of stock')).toBeInTheDocument()
    rerender(<ProductCard product={product} />)
    expect(screen.queryByText('Out of stock')).toBeNull()
  })
})

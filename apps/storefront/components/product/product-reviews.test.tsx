import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { toProduct } from '@/lib/product'
import { ProductReviews } from './product-reviews'

const reviewed = toProduct({
  objectID: 'p1',
  name: 'Mug',
  price: 12,
  rating: 4.2,
  reviewCount: 10,
  ratingCounts: [0, 1, 1, 3, 5],
  reviews: [
    { author: 'Maya R.', rating: 5, title: 'Love it', text: 'Great mug.', date: '2024-12-01' },
    { author: 'Tom B.', rating: 2, title: 'Not great', text: 'Chipped.', date: '2024-11-02' },
  ],
})

describe('ProductReviews', () => {
  it('shows the average, the star histogram five stars first, and the reviews', () => {
    render(<ProductReviews product={reviewed} />)
    const rows = within(screen.getByRole('list', { name: 'Rating breakdown' })).getAllByRole(
      'listitem',
    )
    expect(rows.map((row) => row.textContent)).toEqual([
      '5 stars50% (5)',
      '4 stars30% (3)',
      '3 stars10% (1)',
      '2 stars10% (1)',
      '1 star0% (0)',
    ])
    expect(screen.getByRole('heading', { name: 'Love it', level: 3 })).toBeInTheDocument()
    expect(screen.getByText('Chipped.')).toBeInTheDocument()
    expect(screen.getByText('Tom B., Nov 2, 2024')).toBeInTheDocument()
    expect(screen.getByText('Rated 2 out of 5')).toBeInTheDocument()
  })

  it('says how many of all the reviews it shows, newest first', () => {
    const oldestFirst = toProduct({
      ...reviewed,
      reviews: [
        { author: 'Ann K.', rating: 4, title: 'Fine', text: 'Fine mug.', date: '2023-05-10' },
        { author: 'Tom B.', rating: 2, title: 'Not great', text: 'Chipped.', date: '2024-11-02' },
      ],
    })
    render(<ProductReviews product={oldestFirst} />)
    expect(screen.getByText('Showing 2 of 10 reviews, newest first')).toBeInTheDocument()
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    expect(titles).toEqual(['Not great', 'Fine'])
  })

  it('has no count to give when it shows every review', () => {
    render(<ProductReviews product={{ ...reviewed, reviewCount: 2 }} />)
    expect(screen.queryByText(/^Showing/)).toBeNull()
  })

  it('says so when there are no reviews, with no stars', () => {
    render(<ProductReviews product={toProduct({ objectID: 'p2', rating: 4, reviewCount: 0 })} />)
    expect(screen.getByText('No reviews yet.')).toBeInTheDocument()
    expect(screen.queryByText(/Rated/)).toBeNull()
  })
})

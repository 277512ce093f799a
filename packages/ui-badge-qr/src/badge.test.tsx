import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Badge } from './badge'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('Badge', () => {
  it('shows the count with the real number as its accessible name', () => {
    render(<Badge count={7} />)
    const badge = screen.getByRole('img', { name: '7' })
    expect(badge.textContent).toBe('7')
  })

  it('caps the text at 99+ but names the real count', () => {
    render(<Badge count={120} label={(n) => `${n} items in cart`} />)
    const badge = screen.getByRole('img', { name: '120 items in cart' })
    expect(badge.textContent).toBe('99+')
  })

  it('sets its text left to right, so 99+ reads 99+ on a right-to-left page', () => {
    render(
      <div dir="rtl">
        <Badge count={120} />
        <Badge count={120} dir="auto" />
      </div>,
    )
    const [isolated, own] = screen.getAllByRole('img')
    expect(isolated!.getAttribute('dir')).toBe('ltr')
    expect(isolated!.textContent).toBe('99+')
    expect(own!.getAttribute('dir')).toBe('auto')
  })

  it('caps at a custom max', () => {
    render(<Badge count={5000} max={999} />)
    expect(screen.getByRole('img', { name: '5000' }).textContent).toBe('999+')
  })

  it('is hidden at 0 unless showZero', () => {
    const { container, rerender } = render(<Badge count={0} />)
    expect(container.innerHTML).toBe('')
    rerender(<Badge count={0} showZero label={(n) => `${n} items in cart`} />)
    expect(screen.getByRole('img', { name: '0 items in cart' }).textContent).toBe('0')
  })

  it.each([
    [-1, 'count -1 must be a non-negative integer'],
    [Number.NaN, 'count NaN must be a non-negative integer'],
    [Infinity, 'count Infinity must be a non-negative integer'],
    [2.5, 'count 2.5 must be a non-negative integer'],
    ['5', 'count "5" must be a non-negative integer'],
  ])(
    'renders nothing for count %s, with a console error, instead of throwing in React',
    (count, message) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {})
      const { container } = render(
        <p>
          Cart <Badge count={count as number} />
        </p>,
      )
      expect(container.innerHTML).toBe('<p>Cart </p>')
      expect(error).toHaveBeenCalledWith(`Badge renders nothing: ${message}`)
    },
  )

  it('renders nothing for an invalid max, with a console error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { container } = render(<Badge count={3} max={0} />)
    expect(container.innerHTML).toBe('')
    expect(error).toHaveBeenCalledWith('Badge renders nothing: max 0 must be a positive integer')
  })

  it('passes className, id, data attributes and handlers through to the pill', () => {
    let clicked = 0
    render(
      <Badge
        count={3}
        className="cart-badge"
        id="b"
        data-testid="badge"
        onClick={() => clicked++}
      />,
    )
    const badge = screen.getByTestId('badge')
    expect(badge.className).toBe('cart-badge')
    expect(badge.id).toBe('b')
    badge.click()
    expect(clicked).toBe(1)
  })

  it('reads colour, size and position from CSS custom properties', () => {
    render(<Badge count={3} />)
    const { style } = screen.getByRole('img')
    expect(style.getPropertyValue('background')).toContain('var(--vitrine-badge-bg')
    expect(style.getPropertyValue('color')).toContain('var(--vitrine-badge-color')
    expect(style.getPropertyValue('height')).toContain('var(--vitrine-badge-size')
    expect(style.getPropertyValue('min-width')).toContain('var(--vitrine-badge-size')
    expect(style.getPropertyValue('font-size')).toContain('var(--vitrine-badge-font-size')
    expect(style.getPropertyValue('position')).toBe('var(--vitrine-badge-position)')
    expect(style.getPropertyValue('top')).toBe('var(--vitrine-badge-top)')
    expect(style.getPropertyValue('right')).toBe('var(--vitrine-badge-right)')
  })

  it('merges its own style over the defaults', () => {
    render(<Badge count={3} style={{ color: 'black', marginLeft: 4 }} />)
    const { style } = screen.getByRole('img')
    expect(style.color).toBe('black')
    expect(style.marginLeft).toBe('4px')
    expect(style.getPropertyValue('background')).toContain('var(--vitrine-badge-bg')
  })

  it('lets aria-label override the computed name', () => {
    render(<Badge count={3} aria-label="Three new messages" />)
    expect(screen.getByRole('img', { name: 'Three new messages' })).toBeTruthy()
  })
})

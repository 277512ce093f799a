import { cleanup, render } from '@testing-library/react'
import qrcode from 'qrcode-generator'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getQrPath } from './get-qr-path'
import { QRCode } from './qr-code'
import { renderQrSvg } from './render-qr-svg'

vi.mock('qrcode-generator', async (importOriginal) => {
  const actual = (await importOriginal<{ default: typeof qrcode }>()).default
  return { default: Object.assign(vi.fn(actual), actual) }
})

afterEach(cleanup)

describe('QRCode', () => {
  it('renders the SVG as React elements: a rect and one path', () => {
    const { container } = render(<QRCode value="https://vitrine.example/p/42" />)
    const svg = container.querySelector('svg')!
    const { d, size } = getQrPath('https://vitrine.example/p/42')
    expect(svg.getAttribute('width')).toBe('256')
    expect(svg.getAttribute('height')).toBe('256')
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${size} ${size}`)
    expect(svg.getAttribute('shape-rendering')).toBe('crispEdges')
    expect([...svg.children].map((child) => child.tagName.toLowerCase())).toEqual(['rect', 'path'])
    expect(svg.querySelector('rect')!.getAttribute('fill')).toBe('#FFFFFF')
    expect(svg.querySelector('path')!.getAttribute('d')).toBe(d)
    expect(svg.querySelector('path')!.getAttribute('fill')).toBe('#000000')
  })

  it('encodes with qrcode-generator at level L by default, as the specification fixes', () => {
    const made = vi.mocked(qrcode)
    made.mockClear()
    render(<QRCode value="spec default level" />)
    expect(made).toHaveBeenCalledOnce()
    expect(made).toHaveBeenCalledWith(0, 'L')
  })

  it('renders the same markup as renderQrSvg', () => {
    const options = {
      size: 100,
      level: 'Q',
      margin: 4,
      bgColor: '#fef3c7',
      fgColor: 'teal',
      title: 'Share',
    } as const
    const markup = renderToStaticMarkup(<QRCode value="same markup" {...options} />)
    expect(markup.replace(/><\/(rect|path)>/g, '/>')).toBe(renderQrSvg('same markup', options))
  })

  it('is an image named by its title or aria-label', () => {
    const { getByRole, rerender } = render(
      <QRCode value="hello" title="Scan to open the product" />,
    )
    expect(getByRole('img', { name: 'Scan to open the product' })).toBeTruthy()
    rerender(<QRCode value="hello" aria-label="Product link" />)
    expect(getByRole('img', { name: 'Product link' })).toBeTruthy()
  })

  it('passes className, style, id and data attributes through to the svg', () => {
    const { container } = render(
      <QRCode
        value="hello"
        className="qr"
        id="share-qr"
        data-testid="qr"
        style={{ maxWidth: '100%' }}
      />,
    )
    const svg = container.querySelector('svg')!
    expect(svg.getAttribute('class')).toBe('qr')
    expect(svg.id).toBe('share-qr')
    expect(svg.dataset.testid).toBe('qr')
    expect(svg.style.maxWidth).toBe('100%')
  })

  it('does no QR work when re-rendered with unchanged props', () => {
    const made = vi.mocked(qrcode)
    made.mockClear()
    const { rerender, container } = render(<QRCode value="re-render me" level="M" />)
    expect(made).toHaveBeenCalledTimes(1)
    rerender(<QRCode value="re-render me" level="M" />)
    rerender(<QRCode value="re-render me" level="M" size={128} fgColor="navy" title="Again" />)
    expect(made).toHaveBeenCalledTimes(1)
    expect(container.querySelector('path')!.getAttribute('fill')).toBe('navy')
    rerender(<QRCode value="re-render me, changed" level="M" />)
    expect(made).toHaveBeenCalledTimes(2)
  })

  it.each([
    [{ value: '' }, 'value "" must be a non-empty string'],
    [
      { value: 'é'.repeat(1500) },
      "value of 3000 UTF-8 bytes is over level L's limit of 2953 bytes",
    ],
    [{ value: 'hi', size: 0 }, 'size 0 must be a positive number'],
    [{ value: 'hi', level: 'W' as 'L' }, 'level "W" must be L, M, Q or H'],
    [{ value: 'hi', margin: -1 }, 'margin -1 must be a non-negative integer'],
  ])(
    'renders nothing for %o, with a console error, instead of throwing in React',
    (props, message) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {})
      const { container } = render(
        <figure>
          <QRCode {...props} />
        </figure>,
      )
      expect(container.innerHTML).toBe('<figure></figure>')
      expect(error).toHaveBeenCalledWith(`QRCode renders nothing: ${message}`)
      error.mockRestore()
    },
  )
})

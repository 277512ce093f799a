import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { QRCodeDownloadButton } from './qr-code-download-button'

const toDataUrl = vi.hoisted(() => vi.fn(() => 'data:image/png;base64,AAAA'))
vi.mock('./create-qr-data-url', () => ({ createQrDataUrl: toDataUrl }))

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  toDataUrl.mockClear()
})

const qr = { d: 'M0 0h7v1h-7z', size: 21 }

function spyOnDownloads() {
  const links: HTMLAnchorElement[] = []
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    links.push(this)
  })
  return links
}

describe('QRCodeDownloadButton', () => {
  it('is a labelled button that saves the code as qr-code.png', async () => {
    const links = spyOnDownloads()
    render(<QRCodeDownloadButton qr={qr} />)
    await userEvent.click(screen.getByRole('button', { name: 'Download QR code' }))
    expect(links).toHaveLength(1)
    expect(links[0]!.download).toBe('qr-code.png')
    expect(links[0]!.href).toBe('data:image/png;base64,AAAA')
    expect(toDataUrl).toHaveBeenCalledWith(qr, expect.objectContaining({ qr }))
  })

  it('paints with the given size, colours and file name', async () => {
    const links = spyOnDownloads()
    render(
      <QRCodeDownloadButton
        qr={qr}
        size={512}
        bgColor="ivory"
        fgColor="navy"
        fileName="product-42.png"
      >
        Save QR
      </QRCodeDownloadButton>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Save QR' }))
    expect(links[0]!.download).toBe('product-42.png')
    expect(toDataUrl).toHaveBeenCalledWith(
      qr,
      expect.objectContaining({ size: 512, bgColor: 'ivory', fgColor: 'navy' }),
    )
  })

  it('calls your onClick first and passes other props to the button only', async () => {
    const order: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => order.push('download'))
    render(
      <QRCodeDownloadButton
        qr={qr}
        size={512}
        className="btn"
        onClick={() => order.push('onClick')}
      />,
    )
    const button = screen.getByRole('button')
    expect(button.className).toBe('btn')
    expect(button.getAttribute('type')).toBe('button')
    expect(button.hasAttribute('size')).toBe(false)
    expect(button.hasAttribute('qr')).toBe(false)
    await userEvent.click(button)
    expect(order).toEqual(['onClick', 'download'])
  })

  it('does nothing until clicked', () => {
    render(<QRCodeDownloadButton qr={qr} />)
    expect(toDataUrl).not.toHaveBeenCalled()
  })
})

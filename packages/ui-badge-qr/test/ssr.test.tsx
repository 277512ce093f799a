// @vitest-environment node
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { QRCodeDownloadButton } from '../src/client'
import { Badge, QRCode, getQrPath } from '../src/index'

describe('server rendering (no DOM)', () => {
  it('runs without window or document', () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
  })

  it('renders the badge', () => {
    const html = renderToString(<Badge count={120} label={(n) => `${n} items in cart`} />)
    expect(html).toContain('role="img" aria-label="120 items in cart"')
    expect(html).toContain('>99+</span>')
  })

  it('renders the QR code inline as svg, rect and path', () => {
    const html = renderToString(<QRCode value="https://vitrine.example/p/42" title="Share" />)
    expect(html).toMatch(
      /^<svg [^>]*viewBox="0 0 25 25"[^>]*><title>Share<\/title><rect [^>]*><\/rect><path d="M/,
    )
  })

  it('renders the download button from plain path data, painting nothing on the server', () => {
    const qr = getQrPath('https://vitrine.example/p/42')
    expect(JSON.parse(JSON.stringify(qr))).toEqual(qr)
    expect(renderToString(<QRCodeDownloadButton qr={qr} />)).toBe(
      '<button type="button">Download QR code</button>',
    )
  })
})

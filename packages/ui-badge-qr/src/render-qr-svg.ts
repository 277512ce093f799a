import { getQrPath } from './get-qr-path'
import { assertSize } from './qr-options'
import type { QrSvgOptions } from './types'

/**
 * The QR code of `value` as a standalone SVG string: a background `<rect>` and one `<path>`,
 * `shape-rendering="crispEdges"`, with a `viewBox` so it scales; the same markup `<QRCode>`
 * renders. Throws a {@link QrCodeError} on invalid input.
 *
 * @example
 * const svg = renderQrSvg('https://vitrine.example/p/42', { size: 128, title: 'Product link' })
 */
export function renderQrSvg(value: string, options: QrSvgOptions = {}): string {
  const { size = 256, bgColor = '#FFFFFF', fgColor = '#000000', title } = options
  assertSize(size)
  const { d, size: n } = getQrPath(value, options)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${n} ${n}" shape-rendering="crispEdges"${title ? ` role="img"><title>${escapeXml(title)}</title>` : '>'}<rect width="${n}" height="${n}" fill="${escapeXml(bgColor)}"/><path d="${d}" fill="${escapeXml(fgColor)}"/></svg>`
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

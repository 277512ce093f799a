import { assertSize } from './qr-options'
import type { QrPaintOptions, QrPath } from './types'

/**
 * Paints a {@link QrPath} as a PNG data URL. The image is at least `size` pixels wide: rounded up
 * to a whole number of pixels per module, so every module is sharp and the same size.
 * Browser only (needs `document` and a 2D canvas).
 *
 * @example
 * const url = createQrDataUrl(getQrPath(link, { margin: 4 }), { size: 512 })
 */
export function createQrDataUrl(
  { d, size: modules }: QrPath,
  { size = 256, bgColor = '#FFFFFF', fgColor = '#000000' }: QrPaintOptions = {},
): string {
  assertSize(size)
  const scale = Math.ceil(size / modules)
  const canvas = document.createElement('canvas')
  const context = canvas.getContext('2d')!
  canvas.width = canvas.height = scale * modules
  context.scale(scale, scale)
  context.fillStyle = bgColor
  context.fillRect(0, 0, modules, modules)
  context.fillStyle = fgColor
  context.fill(new Path2D(d))
  return canvas.toDataURL()
}

import type { ComponentPropsWithoutRef } from 'react'
import { getQrPath } from './get-qr-path'
import { assertSize } from './qr-options'
import type { QrSvgOptions } from './types'

/** Props of {@link QRCode}. Other SVG attributes (`className`, `aria-label`…) reach the `<svg>`. */
export interface QRCodeProps
  extends Omit<ComponentPropsWithoutRef<'svg'>, 'children' | keyof QrSvgOptions>, QrSvgOptions {
  /** The text to encode, as UTF-8 bytes. */
  value: string
}

/**
 * An inline SVG QR code (one `<path>` on a background `<rect>`), rendered as React elements
 * from memoised path data: the same markup as `renderQrSvg`. Has no hooks, so it renders in
 * React Server Components and ships no QR encoder to the browser. With a `title` or an
 * `aria-label` it is an image with that name. Throws a {@link QrCodeError} on invalid input.
 *
 * @example
 * <QRCode value="https://vitrine.example/p/42" level="M" margin={4} title="Share this product" />
 */
export function QRCode({
  value,
  size = 256,
  level,
  margin,
  bgColor = '#FFFFFF',
  fgColor = '#000000',
  title,
  ...rest
}: QRCodeProps) {
  assertSize(size)
  const { d, size: n } = getQrPath(value, { level, margin })
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox={`0 0 ${n} ${n}`}
      shapeRendering="crispEdges"
      role={title || rest['aria-label'] ? 'img' : undefined}
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      <rect width={n} height={n} fill={bgColor} />
      <path d={d} fill={fgColor} />
    </svg>
  )
}

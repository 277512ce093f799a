import type { ComponentPropsWithoutRef } from 'react'
import { getQrPath } from './get-qr-path'
import { assertSize } from './qr-options'
import { QrCodeError } from './qr-error'
import type { QrPath, QrSvgOptions } from './types'

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
 * `aria-label` it is an image with that name. Input that cannot become a QR code (see
 * {@link QrCodeError}) renders nothing and logs the error's message with `console.error`: the
 * component never throws inside React.
 *
 * @example
 * import { QRCode } from '@vitrine/ui-badge-qr'
 *
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
  let path: QrPath
  try {
    assertSize(size)
    path = getQrPath(value, { level, margin })
  } catch (error) {
    if (!(error instanceof QrCodeError)) throw error
    // A value from data (an empty or very long URL) must not take the page down.
    console.error(`QRCode renders nothing: ${error.message}`)
    return null
  }
  const { d, size: n } = path
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

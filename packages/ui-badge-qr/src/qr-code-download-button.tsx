import type { ButtonHTMLAttributes } from 'react'
import { createQrDataUrl } from './create-qr-data-url'
import type { QrPaintOptions, QrPath } from './types'

/** Props of {@link QRCodeDownloadButton}. Other button attributes reach the `<button>`. */
export interface QRCodeDownloadButtonProps
  extends
    Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | keyof QrPaintOptions>,
    QrPaintOptions {
  /** The code to save, from `getQrPath` (on the server, so the browser gets only this data). */
  qr: QrPath
  /**
   * Name of the downloaded file.
   * @default 'qr-code.png'
   */
  fileName?: string | undefined
}

/**
 * A button that saves a QR code as a PNG file (see `createQrDataUrl` for `size` and colours).
 * It needs only the {@link QrPath} data, so pages ship no QR encoder to the browser. Your
 * `onClick` runs first.
 *
 * @example
 * <QRCodeDownloadButton qr={getQrPath(link, { margin: 4 })} fileName="product.png" size={512} />
 */
export function QRCodeDownloadButton(props: QRCodeDownloadButtonProps) {
  // The paint options go to createQrDataUrl with `props`, not onto the <button>.
  const { qr, fileName, size: _size, bgColor: _bg, fgColor: _fg, onClick, ...rest } = props
  return (
    <button
      type="button"
      children="Download QR code"
      {...rest}
      onClick={(event) => {
        onClick?.(event)
        const link = document.createElement('a')
        link.href = createQrDataUrl(qr, props)
        link.download = fileName || 'qr-code.png'
        link.click()
      }}
    />
  )
}

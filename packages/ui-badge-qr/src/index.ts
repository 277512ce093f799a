export { Badge } from './badge'
export type { BadgeProps } from './badge'
export { formatBadgeCount } from './format-badge-count'
export { QRCode } from './qr-code'
export type { QRCodeProps } from './qr-code'
export { createQrMatrix } from './create-qr-matrix'
export { toQrPath } from './to-qr-path'
export { getQrPath } from './get-qr-path'
export { renderQrSvg } from './render-qr-svg'
export { QR_BYTE_LIMITS } from './qr-options'
export { QrCodeError } from './qr-error'
export type { QrErrorCode } from './qr-error'
export type {
  QrLevel,
  QrMatrix,
  QrMatrixOptions,
  QrPaintOptions,
  QrPath,
  QrPathOptions,
  QrSvgOptions,
} from './types'

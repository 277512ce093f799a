export { QRCodeDownloadButton } from './qr-code-download-button'
export type { QRCodeDownloadButtonProps } from './qr-code-download-button'
export { createQrDataUrl } from './create-qr-data-url'

// Type tests (checked by `pnpm typecheck`, also under exactOptionalPropertyTypes via
// tsconfig.exact.json): a wrapper can pass its own optional props straight through.
import { Badge, QRCode, createQrMatrix, getQrPath, renderQrSvg } from '../src'
import type { QrLevel } from '../src'
import { QRCodeDownloadButton, createQrDataUrl } from '../src/client'

/** Props of a team's own share panel, each optional. */
interface ShareProps {
  max?: number | undefined
  showZero?: boolean | undefined
  label?: ((count: number) => string) | undefined
  level?: QrLevel | undefined
  margin?: number | undefined
  size?: number | undefined
  bgColor?: string | undefined
  fgColor?: string | undefined
  title?: string | undefined
  fileName?: string | undefined
}

export function SharePanel(props: ShareProps) {
  const { max, showZero, label, level, margin, size, bgColor, fgColor, title, fileName } = props
  const qr = getQrPath('x', { level, margin })
  createQrMatrix('x', { level })
  renderQrSvg('x', { level, margin, size, bgColor, fgColor, title })
  createQrDataUrl(qr, { size, bgColor, fgColor })
  return (
    <>
      <Badge count={3} max={max} showZero={showZero} label={label} />
      <QRCode value="x" {...{ level, margin, size, bgColor, fgColor, title }} />
      <QRCodeDownloadButton qr={qr} size={size} fileName={fileName} />
    </>
  )
}

export function stillRefusesWrongTypes() {
  // @ts-expect-error: 'X' is no level
  getQrPath('x', { level: 'X' })
  // @ts-expect-error: count is a number
  return <Badge count="5" />
}

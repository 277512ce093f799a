import { QRCode, getQrPath } from '@vitrine/ui-badge-qr'
import { QRCodeDownloadButton } from '@vitrine/ui-badge-qr/client'
import styles from './share-panel.module.css'

const QUIET_ZONE = 4

/**
 * "Share": a QR code of the product's absolute URL, drawn on the server (no QR encoder in the
 * browser), the link as text, and a button that saves the code as a PNG.
 */
export function SharePanel({
  url,
  name,
  objectID,
}: {
  /** The product page's absolute URL: what the QR code encodes and the link shows. */
  url: string
  /** The product's name, for the QR code's accessible name. */
  name: string
  /** The product's ID, for the downloaded file's name. */
  objectID: string
}) {
  return (
    <section className={styles.panel} aria-labelledby="share-title">
      <h2 id="share-title" className={styles.title}>
        Share
      </h2>
      <div className={styles.body}>
        <QRCode
          value={url}
          margin={QUIET_ZONE}
          title={`QR code for ${name}`}
          className={styles.code}
          data-testid="share-qr"
        />
        <div className={styles.text}>
          <p className={styles.hint}>
            Scan to open this product on another device, or copy the link:
          </p>
          <p className={styles.url}>{url}</p>
          <QRCodeDownloadButton
            qr={getQrPath(url, { margin: QUIET_ZONE })}
            fileName={`vitrine-${objectID}.png`}
            size={512}
            className="button"
            data-variant="secondary"
          >
            Download QR code
          </QRCodeDownloadButton>
        </div>
      </div>
    </section>
  )
}

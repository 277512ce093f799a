import Link from 'next/link'
import styles from './site-footer.module.css'

/** Site footer. Its links are not prefetched (see SiteHeader). */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            <li>
              <Link href="/" prefetch={false}>
                Home
              </Link>
            </li>
            <li>
              <Link href="/cart" prefetch={false}>
                Cart
              </Link>
            </li>
          </ul>
        </nav>
        <p className={styles.note}>Vitrine demo storefront. No payment is ever taken.</p>
      </div>
    </footer>
  )
}

import Link from 'next/link'
import styles from './site-footer.module.css'

/** Site footer. */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            <li>
              <Link href="/">Home</Link>
            </li>
            <li>
              <Link href="/cart">Cart</Link>
            </li>
          </ul>
        </nav>
        <p className={styles.note}>Vitrine demo storefront. No payment is ever taken.</p>
      </div>
    </footer>
  )
}

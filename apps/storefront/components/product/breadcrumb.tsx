import Link from 'next/link'
import { categoryHref } from '@/lib/routes'
import styles from './breadcrumb.module.css'

/**
 * Category trail of a product, from all products down; each level links to its listing (not
 * prefetched: see SiteHeader).
 */
export function Breadcrumb({
  path,
  current,
}: {
  /** The product's categories, top level first; each links to its listing. */
  path: readonly string[]
  /** The page's own name, last and not a link (`aria-current="page"`). */
  current: string
}) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol className={styles.list}>
        <li>
          {/* As on the listings: "Home" would read twice before the Home department's products. */}
          <Link href="/search" prefetch={false}>
            All products
          </Link>
        </li>
        {path.map((name, index) => (
          <li key={`${index}-${name}`}>
            <Link href={categoryHref(path.slice(0, index + 1))} prefetch={false}>
              {name}
            </Link>
          </li>
        ))}
        <li aria-current="page" className={styles.current}>
          {current}
        </li>
      </ol>
    </nav>
  )
}

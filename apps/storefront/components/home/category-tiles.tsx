import Link from 'next/link'
import type { CSSProperties } from 'react'
import { getTopCategories } from '@/lib/catalog'
import { listingPath } from '@/lib/search/route-state'
import { formatQuantity } from '@/lib/format'
import { tileColumns } from '@/lib/tile-columns'
import styles from './home-sections.module.css'

/** The top-level categories as tiles with their product counts; left out when unavailable. */
export async function CategoryTiles() {
  const categories = await getTopCategories(8)
  if (categories.length === 0) return null
  // Rows without holes at every width: the stylesheet reads these per breakpoint.
  const columns = {
    '--tiles-medium': tileColumns(categories.length, 4),
    '--tiles-wide': tileColumns(categories.length, 6),
  } as CSSProperties
  return (
    <section className={styles.section} aria-labelledby="categories-title">
      <h2 id="categories-title" className={styles.title}>
        Shop by category
      </h2>
      <ul className={styles.tiles} style={columns}>
        {categories.map((category) => (
          <li key={category.name}>
            <Link href={listingPath([category.name])} className={styles.tile}>
              <img
                src={`/images/categories/${encodeURIComponent(category.name)}.svg`}
                alt=""
                width={480}
                height={300}
                className={styles.tileImage}
                loading="lazy"
                decoding="async"
              />
              <span className={styles.tileName}>{category.name}</span>
              <span className={styles.tileCount}>{formatQuantity(category.count, 'product')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

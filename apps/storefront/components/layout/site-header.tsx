import Form from 'next/form'
import Link from 'next/link'
import { DeferredSearchAutocomplete } from '../autocomplete/deferred-search-autocomplete'
import type { Category } from '@/lib/types'
import { CartLink } from './cart-link'
import { CategoryNav } from './category-nav'
import styles from './site-header.module.css'

/**
 * Logo, search field, cart link and the catalogue's top categories. Its links and the search
 * form are not prefetched: on every page load they fetched the home, search and cart routes
 * (the page's biggest work after hydration), for a navigation most visits never make.
 */
export function SiteHeader({
  categories,
}: {
  /** The catalogue's top categories, as the row of links under the search field. */
  categories: readonly Category[]
}) {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link href="/" className={styles.logo} prefetch={false}>
          Vitrine
        </Link>
        <Form action="/search" role="search" className={styles.search} prefetch={false}>
          <label htmlFor="site-search" className="visually-hidden">
            Search products
          </label>
          <DeferredSearchAutocomplete id="site-search" className={styles.input} anchor="form" />
          <button type="submit" className={styles.submit}>
            Search
          </button>
        </Form>
        <CartLink className={styles.cart} />
      </div>
      {categories.length > 0 ? <CategoryNav categories={categories} /> : null}
    </header>
  )
}

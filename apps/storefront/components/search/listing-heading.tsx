'use client'

import Link from 'next/link'
import { useEffect } from 'react'
import { useInstantSearch } from 'react-instantsearch'
import { listingTitle } from '@/lib/search/listing-title'
import { formatRoute } from '@/lib/search/route-state'
import { toRouteState, type ListingUiState } from '@/lib/search/ui-state'
import { useClientConfig } from '../providers/client-config-provider'
import { useNoResults } from './use-no-results'
import styles from './listing.module.css'

/** Suffix of every page title (the root layout's template). */
const SITE_NAME = 'Vitrine'

/** The listing's title (category, query or all products) and the category's breadcrumb. */
export function ListingHeading() {
  const { indexName } = useClientConfig()
  const { indexUiState } = useInstantSearch()
  const route = toRouteState(indexUiState as ListingUiState, indexName)
  const parents = route.category?.slice(0, -1) ?? []
  const title = listingTitle(route)
  // A search for words that found nothing says so once, in NoResults' heading below: this one
  // stays the page's heading for screen readers only.
  const hidden = useNoResults() && Boolean(route.q?.trim())
  // The server's metadata titles the first render; this follows later refinements, and only
  // while the listing is mounted (see createListingRouting).
  useEffect(() => {
    document.title = `${title} · ${SITE_NAME}`
  }, [title])
  return (
    <div className={styles.heading}>
      {route.category ? (
        <nav aria-label="Breadcrumb">
          <ol className={styles.breadcrumb}>
            <li>
              <Link href="/search">All products</Link>
            </li>
            {parents.map((name, i) => (
              <li key={name}>
                <Link href={formatRoute({ category: parents.slice(0, i + 1) })}>{name}</Link>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <h1 className={hidden ? 'visually-hidden' : styles.title} data-testid="listing-title">
        {title}
      </h1>
    </div>
  )
}

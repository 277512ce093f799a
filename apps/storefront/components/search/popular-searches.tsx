'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'
import { getBrowserSearchClient } from '@/lib/browser/search-client'
import { getPopularSearches } from '@/lib/search/query-suggestions'
import { formatRoute } from '@/lib/search/route-state'
import { useClientConfig } from '../providers/client-config-provider'
import styles from './listing.module.css'

/**
 * The shop's most popular searches (from the Query Suggestions index), as ways out of a search
 * that found nothing. Renders nothing when suggestions are off, fail, or none differ from `query`.
 */
export function PopularSearches({
  query,
}: {
  /** The search that found nothing: not suggested again. */
  query: string
}) {
  const config = useClientConfig()
  const indexName = config.suggestionsIndexName
  const [searches, setSearches] = useState<string[]>([])

  useEffect(() => {
    if (!indexName) return
    let ignore = false
    getPopularSearches({ client: getBrowserSearchClient(config), indexName, limit: 7 }).then(
      (found) => {
        if (!ignore) setSearches(found)
      },
      (error: unknown) => console.warn('[no results] popular searches unavailable:', error),
    )
    return () => {
      ignore = true
    }
  }, [config, indexName])

  const shown = searches.filter((s) => s !== query.trim().toLowerCase()).slice(0, 6)
  if (shown.length === 0) return null
  return (
    <nav aria-labelledby="popular-searches-title" className={styles.popularSearches}>
      <h4 id="popular-searches-title" className={styles.popularSearchesTitle}>
        Popular searches
      </h4>
      <ul className="chip-list">
        {shown.map((search) => (
          <li key={search}>
            <Link href={formatRoute({ q: search })} className="chip">
              {search}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

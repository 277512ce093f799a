'use client'

import { useHits } from 'react-instantsearch'
import { sendSearchClick } from '@/lib/search/click-events'
import { useClientConfig } from '../providers/client-config-provider'
import { HitCard } from './hit-card'
import { PastLastPage } from './past-last-page'
import styles from './listing.module.css'

/** The first row on a phone (two columns): the largest contentful paint. */
const EAGER_IMAGES = 2

/**
 * The results grid. Opening a product sends a click event with the search's queryID and the
 * hit's absolute 1-based position (InstantSearch's `__position`, which counts across pages).
 * The grid and its items carry them too, for a result opened before the listing is hydrated
 * (see sendEarlyHitClicks).
 */
export function HitGrid() {
  const config = useClientConfig()
  const { items, results } = useHits<Record<string, unknown>>()
  if (!results || results.nbHits === 0) return null
  if (items.length === 0) return <PastLastPage />
  return (
    <ul
      className={styles.grid}
      data-testid="hits"
      data-query={results.query ?? ''}
      data-query-id={results.queryID}
      data-index={results.index}
    >
      {items.map((hit, i) => (
        <li
          key={hit.objectID}
          data-testid="hit"
          data-object-id={hit.objectID}
          data-position={hit.__position}
          data-price={typeof hit.price === 'number' ? hit.price : undefined}
        >
          <HitCard
            hit={hit}
            priority={i < EAGER_IMAGES}
            onOpen={() => {
              if (!hit.__queryID) return
              sendSearchClick(config, {
                objectID: hit.objectID,
                queryID: hit.__queryID,
                position: hit.__position,
                index: results.index,
              })
            }}
          />
        </li>
      ))}
    </ul>
  )
}

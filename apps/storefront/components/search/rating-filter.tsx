'use client'

import { useId } from 'react'
import { useNumericMenu } from 'react-instantsearch'
import { RATING_MENU } from '@/lib/search/listing-widgets'
import { FilterGroup } from './filter-group'
import styles from './filters.module.css'

/** Minimum average rating, as radio buttons ("4 stars & up"…, "1 star & up"). */
export function RatingFilter() {
  const name = useId()
  const { items, refine } = useNumericMenu(RATING_MENU)
  return (
    <FilterGroup legend="Rating">
      <ul className={styles.options}>
        {items.map((item) => (
          <li key={item.value}>
            <label className={styles.option}>
              <input
                type="radio"
                name={name}
                checked={item.isRefined}
                onChange={() => refine(item.value)}
              />
              <span className={styles.label}>{item.label}</span>
            </label>
          </li>
        ))}
      </ul>
    </FilterGroup>
  )
}

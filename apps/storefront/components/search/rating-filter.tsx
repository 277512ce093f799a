'use client'

import { useId } from 'react'
import { useNumericMenu } from 'react-instantsearch'
import { FilterGroup } from './filter-group'
import styles from './filters.module.css'

const THRESHOLDS = [4, 3, 2, 1]

/** Minimum average rating, as radio buttons ("4 stars & up"…). */
export function RatingFilter({ attribute }: { attribute: string }) {
  const name = useId()
  const { items, refine } = useNumericMenu({
    attribute,
    items: [
      { label: 'Any rating' },
      ...THRESHOLDS.map((start) => ({
        label: `${start} ${start === 1 ? 'star' : 'stars'} & up`,
        start,
      })),
    ],
  })
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

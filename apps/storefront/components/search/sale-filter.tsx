'use client'

import { useToggleRefinement } from 'react-instantsearch'
import { formatCount } from '@/lib/format'
import { FilterGroup } from './filter-group'
import styles from './filters.module.css'

/** "On sale only" switch. */
export function SaleFilter({
  attribute,
}: {
  /** The boolean attribute that says a product is on sale (`onSale` in the demo catalogue). */
  attribute: string
}) {
  const { value, canRefine, refine } = useToggleRefinement({ attribute })
  const count = value.onFacetValue.count
  return (
    <FilterGroup legend="Offers">
      <label className={styles.option}>
        <input
          type="checkbox"
          checked={value.isRefined}
          disabled={!canRefine && !value.isRefined}
          onChange={() => refine({ isRefined: value.isRefined })}
        />
        <span className={styles.label}>On sale only</span>
        {count !== null ? <span className={styles.count}>{formatCount(count)}</span> : null}
      </label>
    </FilterGroup>
  )
}

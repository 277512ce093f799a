'use client'

import { useState } from 'react'
import { useRefinementList } from 'react-instantsearch'
import { formatCount } from '@/lib/format'
import { FilterGroup } from './filter-group'
import styles from './filters.module.css'

/** Props of {@link RefinementListFilter}. */
export interface RefinementListFilterProps {
  attribute: string
  title: string
  /** Plural noun of the values, in sentences ("Search brands"). */
  noun: string
  /** Adds a field that searches the facet's values (search for facet values). */
  searchable?: boolean
  /** @default 8 */
  limit?: number
  /**
   * Order values by count with the refined ones first, so a refined value never falls below
   * the limit; otherwise the index's renderingContent decides (e.g. sizes XS→XXL).
   * @default false
   */
  refinedFirst?: boolean
}

const SHOW_MORE_LIMIT = 20
const REFINED_FIRST: ['isRefined', 'count:desc', 'name:asc'] = [
  'isRefined',
  'count:desc',
  'name:asc',
]

/** Checkboxes of a facet's values with their counts; optionally searchable. */
export function RefinementListFilter({
  attribute,
  title,
  noun,
  searchable = false,
  limit = 8,
  refinedFirst = false,
}: RefinementListFilterProps) {
  const list = useRefinementList({
    attribute,
    limit,
    // Up to 20 values behind "More"; a list showing 20 already has no such button.
    showMore: limit < SHOW_MORE_LIMIT,
    ...(limit < SHOW_MORE_LIMIT ? { showMoreLimit: SHOW_MORE_LIMIT } : {}),
    ...(refinedFirst ? { sortBy: REFINED_FIRST } : {}),
  })
  const [search, setSearch] = useState('')

  return (
    <FilterGroup legend={title}>
      {searchable ? (
        <input
          type="search"
          className={styles.facetSearch}
          value={search}
          placeholder={`Search ${noun}`}
          aria-label={`Search ${noun}`}
          autoComplete="off"
          maxLength={100}
          onChange={(event) => {
            setSearch(event.target.value)
            list.searchForItems(event.target.value)
          }}
        />
      ) : null}
      <ul className={styles.options}>
        {list.items.map((item) => (
          <li key={item.value}>
            <label className={styles.option}>
              <input
                type="checkbox"
                checked={item.isRefined}
                onChange={() => {
                  list.refine(item.value)
                  if (search) setSearch('')
                }}
              />
              <span className={styles.label}>{item.label}</span>
              <span className={styles.count}>{formatCount(item.count)}</span>
            </label>
          </li>
        ))}
      </ul>
      {list.isFromSearch && list.items.length === 0 ? (
        <p className={styles.empty}>
          No {noun} match “{search}”.
        </p>
      ) : null}
      {list.canToggleShowMore ? (
        <button type="button" className={styles.more} onClick={list.toggleShowMore}>
          {list.isShowingMore ? `Fewer ${noun}` : `More ${noun}`}
        </button>
      ) : null}
    </FilterGroup>
  )
}

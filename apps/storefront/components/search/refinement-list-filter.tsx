'use client'

import { useState } from 'react'
import { useRefinementList } from 'react-instantsearch'
import { formatCount } from '@/lib/format'
import { refinementListParams, type FacetListOptions } from '@/lib/search/listing-widgets'
import { FilterGroup } from './filter-group'
import styles from './filters.module.css'
import { usePendingChoices } from './use-pending-choices'

/** Props of {@link RefinementListFilter}. */
export interface RefinementListFilterProps extends FacetListOptions {
  /** The group's legend ("Brand", "Colour"). */
  title: string
  /** Plural noun of the values, in sentences ("Search brands"). */
  noun: string
  /** Adds a field that searches the facet's values (search for facet values). */
  searchable?: boolean
}

/** Checkboxes of a facet's values with their counts; optionally searchable. Hidden when empty. */
export function RefinementListFilter({
  attribute,
  title,
  noun,
  searchable = false,
  limit = 8,
  refinedFirst = false,
}: RefinementListFilterProps) {
  const list = useRefinementList(refinementListParams({ attribute, limit, refinedFirst }))
  const [search, setSearch] = useState('')
  const boxes = usePendingChoices()

  // No values to choose (a category without sizes, a search that found nothing): no empty
  // heading. A brand search that matches nothing keeps its field, to change the search.
  if (list.items.length === 0 && !search) return null

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
                checked={boxes.shown(item.value, item.isRefined)}
                onChange={(event) => {
                  boxes.choose(item.value, event.target.checked)
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

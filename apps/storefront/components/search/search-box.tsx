'use client'

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useInstantSearch, useSearchBox } from 'react-instantsearch'
import { listingSearchLabel } from '@/lib/search/listing-title'
import { toRouteState, type ListingUiState } from '@/lib/search/ui-state'
import { recentSearches } from '../autocomplete/recent-searches-store'
import { useClientConfig } from '../providers/client-config-provider'
import styles from './search-box.module.css'

/**
 * The listing's search field: results update as the shopper types. `data-listing-search` says
 * what it searches, the whole shop or a category: the header hides its own field beside it
 * (site-header.module.css).
 */
export function SearchBox() {
  const { query, refine, clear } = useSearchBox()
  const { indexName } = useClientConfig()
  const { indexUiState } = useInstantSearch()
  const route = toRouteState(indexUiState as ListingUiState, indexName)
  const label = listingSearchLabel(route)
  const [value, setValue] = useState(query)
  const input = useRef<HTMLInputElement>(null)
  const id = useId()

  // Follow the query when it changes from elsewhere (back/forward, "clear search") unless
  // the shopper is typing in this field.
  useEffect(() => {
    if (document.activeElement !== input.current) setValue(query)
  }, [query])

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    refine(value)
    recentSearches.add(value)
    input.current?.blur()
  }

  return (
    <form
      role="search"
      aria-label="Search the catalogue"
      className={styles.form}
      data-listing-search={route.category ? 'category' : 'shop'}
      onSubmit={onSubmit}
      noValidate
    >
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        className={styles.input}
        type="search"
        value={value}
        placeholder={label}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        maxLength={256}
        enterKeyHint="search"
        data-testid="listing-search"
        onChange={(event) => {
          setValue(event.target.value)
          refine(event.target.value)
        }}
      />
      {value ? (
        <button
          type="button"
          className={styles.clear}
          onClick={() => {
            setValue('')
            clear()
            input.current?.focus()
          }}
        >
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">Clear search</span>
        </button>
      ) : null}
    </form>
  )
}

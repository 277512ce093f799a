'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { productHref } from '@/lib/product'
import { sendSearchClick } from '@/lib/search/click-events'
import { matchRecentSearches } from '@/lib/search/recent-searches'
import { formatRoute } from '@/lib/search/route-state'
import { useClientConfig } from '../providers/client-config-provider'
import { moveActiveOption } from './active-option'
import { SuggestionList, type Suggestion } from './suggestion-list'
import { recentSearches, useRecentSearches } from './recent-searches-store'
import { useQuerySuggestions } from './use-query-suggestions'
import { useProductSuggestions } from './use-suggestions'
import styles from './autocomplete.module.css'

/** Props of {@link SearchAutocomplete}. */
export interface SearchAutocompleteProps {
  /** Id of the field, for its `<label>`. */
  id: string
  /** Name submitted with the surrounding form. @default 'q' */
  name?: string
  /** Class of the `<input>`. */
  className?: string
  /**
   * What the suggestions hang from: the field, or the nearest positioned ancestor (`'form'`:
   * a search form that also holds a button, so the list is as wide as field and button).
   * @default 'field'
   */
  anchor?: 'field' | 'form'
  placeholder?: string
}

const RECENT_LIMIT = 5
const RECENT_WHILE_TYPING = 3

/**
 * The header's search field as a WAI-ARIA combobox: recent searches when empty, recent matches,
 * popular searches (query suggestions) and product suggestions while typing. Arrow keys move through the options, Enter opens the
 * active one (or submits the surrounding form), Escape closes the list, then clears the field.
 */
export function SearchAutocomplete({
  id,
  name = 'q',
  className,
  anchor = 'field',
  placeholder = 'Search products',
}: SearchAutocompleteProps) {
  const config = useClientConfig()
  const router = useRouter()
  const input = useRef<HTMLInputElement>(null)
  const listId = useId()
  const [value, setValue] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const recent = useRecentSearches()
  const queries = useQuerySuggestions(config, value)
  const products = useProductSuggestions(config, value)

  const options: Suggestion[] = [
    ...matchRecentSearches(recent, value, value.trim() ? RECENT_WHILE_TYPING : RECENT_LIMIT).map(
      (query): Suggestion => ({ kind: 'recent', query }),
    ),
    ...queries.map((suggestion): Suggestion => ({ kind: 'query', suggestion })),
    ...products.map((product): Suggestion => ({ kind: 'product', product })),
  ]
  const expanded = open && options.length > 0
  const activeIndex = expanded && active < options.length ? active : -1
  const optionId = (index: number) => `${listId}-option-${index}`

  // Hydrated late (its code loads after the page), the field may hold the focus already: its
  // focus event came before there was a handler for it.
  useEffect(() => {
    if (input.current && input.current === document.activeElement) setOpen(true)
  }, [])

  // Submitting the form (Enter without an active option, or the button) is a search too.
  useEffect(() => {
    const form = input.current?.form
    if (!form) return
    const onSubmit = () => {
      recentSearches.add(input.current?.value ?? '')
      setOpen(false)
    }
    form.addEventListener('submit', onSubmit)
    return () => form.removeEventListener('submit', onSubmit)
  }, [])

  function close() {
    setOpen(false)
    setActive(-1)
  }

  function select(option: Suggestion) {
    close()
    if (option.kind === 'recent' || option.kind === 'query') {
      const query = option.kind === 'recent' ? option.query : option.suggestion.query
      setValue(query)
      recentSearches.add(query)
      router.push(formatRoute({ q: query }))
      return
    }
    const { product } = option
    recentSearches.add(value)
    if (product.queryID) {
      sendSearchClick(config, {
        objectID: product.objectID,
        queryID: product.queryID,
        position: product.position,
        index: config.indexName,
        eventName: 'Suggestion Clicked',
      })
    }
    router.push(productHref(product.objectID))
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault()
        setOpen(true)
        setActive(moveActiveOption(expanded ? activeIndex : -1, options.length, event.key))
        return
      case 'Enter': {
        const option = options[activeIndex]
        if (!option) return
        event.preventDefault()
        select(option)
        return
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault()
          close()
        } else if (value) {
          event.preventDefault()
          setValue('')
        }
        return
      case 'Tab':
        close()
    }
  }

  return (
    <div className={anchor === 'form' ? `${styles.root} ${styles.formAnchored}` : styles.root}>
      <input
        ref={input}
        id={id}
        name={name}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        className={`${styles.input} ${className ?? ''}`}
        placeholder={placeholder}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        maxLength={256}
        enterKeyHint="search"
        value={value}
        onChange={(event) => {
          setValue(event.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onFocus={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      <SuggestionList
        id={listId}
        hidden={!expanded}
        options={options}
        activeIndex={activeIndex}
        optionId={optionId}
        onSelect={select}
        onHover={setActive}
      />
      <p className="visually-hidden" role="status">
        {expanded ? `${options.length} suggestions available. Use the arrow keys to browse.` : ''}
      </p>
    </div>
  )
}

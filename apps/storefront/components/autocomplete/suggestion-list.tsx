'use client'

import { useId } from 'react'
import type { ProductSuggestion } from '@/lib/search/product-suggestions'
import type { QuerySuggestion } from '@/lib/search/query-suggestions'
import { Price } from '../product/price'
import styles from './autocomplete.module.css'

/** One option of the combobox. */
export type Suggestion =
  | { kind: 'recent'; query: string }
  | { kind: 'query'; suggestion: QuerySuggestion }
  | { kind: 'product'; product: ProductSuggestion }

/** Props of {@link SuggestionList}. */
export interface SuggestionListProps {
  /** The listbox's id, which the combobox field's `aria-controls` names. */
  id: string
  /** Closed: nothing is shown (the listbox stays for `aria-controls`). */
  hidden: boolean
  /** Recent searches, popular searches and products, in the order shown. */
  options: readonly Suggestion[]
  /** The option the arrow keys are on (`aria-selected`); -1 for none. */
  activeIndex: number
  /** The id of option `index`, for the field's `aria-activedescendant`. */
  optionId: (index: number) => string
  /** Called when the shopper picks an option. */
  onSelect: (option: Suggestion) => void
  /** Called with the option under the pointer, which becomes the active one. */
  onHover: (index: number) => void
}

/**
 * A product option: the whole name, wrapped rather than cut, so the matched part always shows;
 * the brand and price on the line below.
 */
function ProductOption({ product }: { product: ProductSuggestion }) {
  return (
    <>
      <img
        className={styles.thumb}
        src={product.image}
        alt=""
        width={40}
        height={40}
        loading="lazy"
      />
      <span className={styles.text}>
        <span className={styles.name}>
          {product.nameParts.map((part, i) =>
            part.isHighlighted ? (
              <mark key={i} className={styles.mark}>
                {part.value}
              </mark>
            ) : (
              <span key={i}>{part.value}</span>
            ),
          )}
        </span>
        <span className={styles.meta}>
          {product.brand ? <span className={styles.brand}>{product.brand}</span> : null}
          <Price product={product} />
        </span>
      </span>
    </>
  )
}

function QueryOption({ suggestion }: { suggestion: QuerySuggestion }) {
  return (
    <>
      <svg
        aria-hidden="true"
        className={styles.icon}
        width="16"
        height="16"
        viewBox="0 0 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
      >
        <circle cx="6.75" cy="6.75" r="4.75" />
        <path d="m10.25 10.25 4 4" />
      </svg>
      <span className={styles.text}>
        <span className={styles.name}>
          {suggestion.parts.map((part, i) =>
            part.isHighlighted ? (
              <span key={i}>{part.value}</span>
            ) : (
              <strong key={i} className={styles.completion}>
                {part.value}
              </strong>
            ),
          )}
          {suggestion.category ? (
            <span className={styles.category}>
              {' in '}
              {suggestion.category}
            </span>
          ) : null}
        </span>
      </span>
    </>
  )
}

/**
 * The combobox's listbox: a "Recent searches" group, a "Popular searches" group (query
 * suggestions), then a "Products" group.
 */
export function SuggestionList({
  id,
  hidden,
  options,
  activeIndex,
  optionId,
  onSelect,
  onHover,
}: SuggestionListProps) {
  const recentLabel = useId()
  const queriesLabel = useId()
  const productsLabel = useId()
  const indexed = options.map((option, index) => ({ option, index }))
  const groups = [
    {
      label: 'Recent searches',
      labelId: recentLabel,
      items: indexed.filter((o) => o.option.kind === 'recent'),
    },
    {
      label: 'Popular searches',
      labelId: queriesLabel,
      items: indexed.filter((o) => o.option.kind === 'query'),
    },
    {
      label: 'Products',
      labelId: productsLabel,
      items: indexed.filter((o) => o.option.kind === 'product'),
    },
  ].filter((group) => group.items.length > 0)

  return (
    <div
      id={id}
      role="listbox"
      aria-label="Search suggestions"
      className={styles.popup}
      hidden={hidden}
    >
      {groups.map((group) => (
        <div key={group.label} role="group" aria-labelledby={group.labelId}>
          <div id={group.labelId} role="presentation" className={styles.groupLabel}>
            {group.label}
          </div>
          {group.items.map(({ option, index }) => (
            <div
              key={optionId(index)}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className={styles.option}
              data-kind={option.kind}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => onHover(index)}
              onClick={() => onSelect(option)}
            >
              {option.kind === 'recent' ? (
                <>
                  <span aria-hidden="true" className={styles.icon}>
                    ↺
                  </span>
                  <span className={styles.text}>{option.query}</span>
                </>
              ) : option.kind === 'query' ? (
                <QueryOption suggestion={option.suggestion} />
              ) : (
                <ProductOption product={option.product} />
              )}
            </div>
          ))}
        </div>
      ))}
    </div>
  )
}

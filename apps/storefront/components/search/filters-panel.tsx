'use client'

import { useEffect, useRef } from 'react'
import { DynamicWidgets, useStats } from 'react-instantsearch'
import { formatQuantity } from '@/lib/format'
import {
  BRAND_ATTRIBUTE,
  CATEGORY_ATTRIBUTES,
  COLOR_ATTRIBUTE,
  PRICE_ATTRIBUTE,
  RATING_ATTRIBUTE,
  SALE_ATTRIBUTE,
  SIZE_ATTRIBUTE,
} from '@/lib/search/attributes'
import { CategoryFilter } from './category-filter'
import { PriceFilter } from './price-filter'
import { RatingFilter } from './rating-filter'
import { RefinementListFilter } from './refinement-list-filter'
import { SaleFilter } from './sale-filter'
import { useModalFocus } from './use-modal-focus'
import styles from './filters.module.css'

/** Props of {@link FiltersPanel}. */
export interface FiltersPanelProps {
  /** Shown as a modal drawer (small screens only; the sidebar is always visible on large ones). */
  open: boolean
  onClose: () => void
}

const WIDE_SCREEN = '(min-width: 64rem)'

/**
 * The filters: the on-sale switch first, then the facets in the order the index's
 * renderingContent gives (DynamicWidgets; a facet it does not list is not shown). A sidebar on
 * large screens; on small ones a modal dialog opened from the toolbar.
 */
export function FiltersPanel({ open, onClose }: FiltersPanelProps) {
  const panel = useRef<HTMLElement>(null)
  const onKeyDown = useModalFocus(panel, open, onClose)

  // The drawer exists only on small screens: widening the window closes it.
  useEffect(() => {
    if (!open) return
    const query = window.matchMedia(WIDE_SCREEN)
    const onChange = () => query.matches && onClose()
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [open, onClose])

  const dialogProps = open ? { role: 'dialog', 'aria-modal': true } : {}
  return (
    <aside
      ref={panel}
      id="filters"
      className={styles.panel}
      data-open={open}
      aria-labelledby="filters-title"
      onKeyDown={open ? onKeyDown : undefined}
      {...dialogProps}
    >
      <div className={styles.header}>
        <h2 id="filters-title" className={styles.title}>
          Filters
        </h2>
        {open ? (
          <button type="button" className={styles.close} onClick={onClose} data-autofocus>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">Close filters</span>
          </button>
        ) : null}
      </div>
      <SaleFilter attribute={SALE_ATTRIBUTE} />
      <DynamicWidgets facets={[]}>
        <CategoryFilter attributes={CATEGORY_ATTRIBUTES} />
        <RefinementListFilter
          attribute={BRAND_ATTRIBUTE}
          title="Brand"
          noun="brands"
          searchable
          refinedFirst
        />
        <RefinementListFilter
          attribute={COLOR_ATTRIBUTE}
          title="Colour"
          noun="colours"
          refinedFirst
        />
        <RefinementListFilter attribute={SIZE_ATTRIBUTE} title="Size" noun="sizes" limit={20} />
        <PriceFilter attribute={PRICE_ATTRIBUTE} />
        <RatingFilter attribute={RATING_ATTRIBUTE} />
      </DynamicWidgets>
      {open ? (
        <div className={styles.footer}>
          <ShowResultsButton onClick={onClose} />
        </div>
      ) : null}
    </aside>
  )
}

function ShowResultsButton({ onClick }: { onClick: () => void }) {
  const { nbHits } = useStats()
  return (
    <button type="button" className="button" onClick={onClick}>
      Show {formatQuantity(nbHits, 'result')}
    </button>
  )
}

'use client'

import { useEffect, useRef } from 'react'
import { useDynamicWidgets, useStats } from 'react-instantsearch'
import { formatQuantity } from '@/lib/format'
import {
  CATEGORY_ATTRIBUTES,
  PRICE_ATTRIBUTE,
  RATING_ATTRIBUTE,
  SALE_ATTRIBUTE,
} from '@/lib/search/attributes'
import { BRAND_LIST, COLOR_LIST, SIZE_LIST } from '@/lib/search/listing-widgets'
import { CategoryFilter } from './category-filter'
import { PriceFilter } from './price-filter'
import { RatingFilter } from './rating-filter'
import { RefinementListFilter } from './refinement-list-filter'
import { SaleFilter } from './sale-filter'
import { useModalFocus } from './use-modal-focus'
import { useNothingToFilter } from './use-no-results'
import styles from './filters.module.css'

/** Props of {@link FiltersPanel}. */
export interface FiltersPanelProps {
  /** Shown as a modal drawer (small screens only; the sidebar is always visible on large ones). */
  open: boolean
  onClose: () => void
}

const WIDE_SCREEN = '(min-width: 64rem)'

const FACETS = [
  { attribute: CATEGORY_ATTRIBUTES[0], filter: <CategoryFilter /> },
  {
    attribute: BRAND_LIST.attribute,
    filter: <RefinementListFilter {...BRAND_LIST} title="Brand" noun="brands" searchable />,
  },
  {
    attribute: COLOR_LIST.attribute,
    filter: <RefinementListFilter {...COLOR_LIST} title="Colour" noun="colours" />,
  },
  {
    attribute: SIZE_LIST.attribute,
    filter: <RefinementListFilter {...SIZE_LIST} title="Size" noun="sizes" />,
  },
  { attribute: PRICE_ATTRIBUTE, filter: <PriceFilter attribute={PRICE_ATTRIBUTE} /> },
  { attribute: RATING_ATTRIBUTE, filter: <RatingFilter /> },
]

/**
 * The facets in the order the index's renderingContent gives; a facet it does not list is
 * hidden. Every facet's widget stays mounted, hidden or not: a widget mounted only once the
 * first results named it (InstantSearch's DynamicWidgets) joins the search too late, so a
 * category page first searched the whole catalogue, then its category.
 */
function FacetFilters() {
  const { attributesToRender } = useDynamicWidgets({ facets: [] })
  const rank = (attribute: string) => {
    const index = attributesToRender.indexOf(attribute)
    return index < 0 ? Infinity : index
  }
  return [...FACETS]
    .sort((a, b) => rank(a.attribute) - rank(b.attribute))
    .map(({ attribute, filter }) => (
      <div key={attribute} className={styles.facet} hidden={rank(attribute) === Infinity}>
        {filter}
      </div>
    ))
}

/**
 * The filters: the on-sale switch first, then the facets in the order the index's
 * renderingContent gives (a facet it does not list is not shown). A sidebar on
 * large screens; on small ones a modal dialog opened from the toolbar. A search that found
 * nothing, with no filter chosen, has nothing to filter: the panel is hidden (still mounted, its
 * widgets part of the next search), and the no-results state takes its place.
 */
export function FiltersPanel({ open, onClose }: FiltersPanelProps) {
  const panel = useRef<HTMLElement>(null)
  const nothingToFilter = useNothingToFilter()
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
  // A <section>, not an <aside>: ARIA allows the dialog role on it when the drawer opens.
  return (
    <section
      ref={panel}
      id="filters"
      className={styles.panel}
      data-open={open}
      hidden={nothingToFilter}
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
      <FacetFilters />
      {open ? (
        <div className={styles.footer}>
          <ShowResultsButton onClick={onClose} />
        </div>
      ) : null}
    </section>
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

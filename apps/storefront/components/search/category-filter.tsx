'use client'

import { toRelativeHref } from '@/lib/search/route-state'
import type { MouseEvent } from 'react'
import { useHierarchicalMenu } from 'react-instantsearch'
import { formatCount } from '@/lib/format'
import { CATEGORY_MENU } from '@/lib/search/listing-widgets'
import styles from './filters.module.css'

type MenuItem = ReturnType<typeof useHierarchicalMenu>['items'][number]

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

/** The category tree: links (real URLs, so they open in a new tab too) with product counts. */
export function CategoryFilter() {
  const { items, refine, createURL } = useHierarchicalMenu(CATEGORY_MENU)

  function renderItems(list: MenuItem[]) {
    return (
      <ul className={styles.tree}>
        {list.map((item) => {
          const current = item.isRefined && !item.data?.some((child) => child.isRefined)
          return (
            <li key={item.value}>
              <a
                href={toRelativeHref(createURL(item.value))}
                className={styles.treeLink}
                aria-current={current ? 'true' : undefined}
                onClick={(event) => {
                  if (!isPlainClick(event)) return
                  event.preventDefault()
                  refine(item.value)
                }}
              >
                <span className={styles.label}>{item.label}</span>
                <span className={styles.count}>{formatCount(item.count)}</span>
              </a>
              {item.data && item.data.length > 0 ? renderItems(item.data) : null}
            </li>
          )
        })}
      </ul>
    )
  }

  if (items.length === 0) return null
  return (
    <nav className={styles.group} aria-labelledby="category-filter-title">
      <h3 id="category-filter-title" className={styles.legend}>
        Category
      </h3>
      {renderItems(items)}
    </nav>
  )
}

'use client'

import Link from 'next/link'
import { useQueryRules } from 'react-instantsearch'
import { ruleBanners } from '@/lib/search/rule-content'
import styles from './listing.module.css'

/**
 * Banners that the shop's query rules attach to the results (their `userData.banner`: a title,
 * an optional text and link), above the results. Renders nothing when no rule applies.
 */
export function RuleBanners() {
  const { items } = useQueryRules()
  const banners = ruleBanners(items)
  if (banners.length === 0) return null
  return (
    <div className={styles.ruleBanners} data-testid="rule-banners">
      {banners.map((banner, i) => (
        <aside key={`${banner.title}-${i}`} className={styles.ruleBanner} aria-label={banner.title}>
          <p className={styles.ruleBannerTitle}>{banner.title}</p>
          {banner.text ? <p>{banner.text}</p> : null}
          {banner.link ? <Link href={banner.link}>See the offer</Link> : null}
        </aside>
      ))}
    </div>
  )
}
